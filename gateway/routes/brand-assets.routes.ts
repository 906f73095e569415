/**
 * Brand images at /brands/<merchant>/<file>: logos, banners, favicons (svg, png, webp, jpg,
 * ico) and nothing else, so brand.json and the other configuration files are never served.
 * A file is looked up by its real path and must lie inside the brand folder (a link out of it
 * is a 404, never followed) and keep to its kind's size limit (gateway/domain/brand/brand-folder.ts).
 * SVGs go out sanitised (svg-sanitiser.ts). Cached for a day; sandboxed by their own CSP.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { confinedFile, kindOf, sizeLimits } from '../domain/brand/brand-folder';
import { sanitiseSvg } from '../domain/brand/svg-sanitiser';
import { failure } from '../http/envelope';
import type { Db } from '../db/database';
import { withBrandTables } from '../db/brand/merchant-brand-tables';
import { errorEnvelopeSchema, merchantCodeSchema } from '../http/common-schemas';
import { imageContentSecurityPolicy } from '../http/security-headers';

/** Segments start with a letter, digit, '_' or '-' (no dot files, no '..'); image extensions only. */
const imagePath =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\.(?:svg|png|webp|jpe?g|ico)$/;

/** Sanitised SVGs by real path, while the file keeps its size and modification time. */
const sanitised = new Map<string, { stamp: string; svg: string }>();
const sanitisedMax = 64;

async function sanitisedSvg(real: string): Promise<string> {
  const s = await stat(real);
  const stamp = `${s.size}:${s.mtimeMs}`;
  const hit = sanitised.get(real);
  if (hit?.stamp === stamp) return hit.svg;
  const svg = sanitiseSvg(await readFile(real, 'utf8'));
  if (sanitised.size >= sanitisedMax) sanitised.clear();
  sanitised.set(real, { stamp, svg });
  return svg;
}

/** An image uploaded for the merchant from the console (docs/decisions/045), stored already sanitised or re-encoded. */
async function uploadedImage(db: Db, merchant: string, name: string) {
  return (await withBrandTables(db).selectFrom('merchant_assets').select(['content_type', 'bytes']).where('merchant', '=', merchant).where('name', '=', name).executeTakeFirst()) ?? null;
}

export function brandAssetRoutes(brandsDir: string): FastifyPluginAsync {
  return async (app) => {
    app.get('/brands/:merchant/*', {
      schema: {
        tags: ['brand'],
        summary: 'Brand image (logo, banner, favicon): svg, png, webp, jpg or ico only',
        params: {
          type: 'object',
          required: ['merchant', '*'],
          properties: { merchant: merchantCodeSchema, '*': { type: 'string', maxLength: 512 } },
        },
        response: {
          200: { description: 'The image.', type: 'string', format: 'binary' },
          '4xx': errorEnvelopeSchema,
        },
      },
      handler: async (request, reply) => {
        const { merchant, '*': file } = request.params as { merchant: string; '*': string };
        // Images uploaded from the console first (content-addressed names: a day's cache is safe).
        const uploaded = /^[a-z]+-[0-9a-f]{16}\.(?:svg|png)$/.test(file) ? await uploadedImage(request.server.gateway.db, merchant, file) : null;
        if (uploaded) {
          reply.header('cache-control', 'public, max-age=86400');
          reply.header('content-security-policy', imageContentSecurityPolicy);
          return reply.type(uploaded.content_type === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : 'image/png').send(Buffer.from(uploaded.bytes));
        }
        const root = path.join(brandsDir, merchant);
        const known = request.server.gateway.registry.has(merchant);
        const found = known && imagePath.test(file) ? await confinedFile(root, file) : null;
        const kind = kindOf(file);
        if (found === null || !found.found || kind === null) {
          if (found?.found === false && found.why === 'outside') {
            request.log.warn({ merchant, file }, 'brand file is a link out of its folder: not served');
          }
          return reply.code(404).send(failure('NOT_FOUND'));
        }
        if (found.size > sizeLimits[kind]) {
          request.log.warn({ merchant, file, bytes: found.size }, 'brand file over its size limit: not served');
          return reply.code(404).send(failure('NOT_FOUND'));
        }
        reply.header('cache-control', 'public, max-age=86400');
        reply.header('content-security-policy', imageContentSecurityPolicy);
        if (kind === 'svg') {
          return reply.type('image/svg+xml; charset=utf-8').send(await sanitisedSvg(found.real));
        }
        // The real path, so a link swapped after the check is not followed either.
        return reply.sendFile(path.basename(found.real), path.dirname(found.real));
      },
    });
  };
}
