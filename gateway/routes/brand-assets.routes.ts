/**
 * Brand images at /brands/<merchant>/<file>: logos, banners, favicons (svg, png, webp, jpg,
 * ico) and nothing else, so brand.json and the other configuration files are never served.
 * Cached for a day; SVGs are sandboxed by their own Content-Security-Policy.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { failure } from '../http/envelope';
import { errorEnvelopeSchema, merchantCodeSchema } from '../http/common-schemas';
import { imageContentSecurityPolicy } from '../http/security-headers';

/** Segments start with a letter, digit, '_' or '-' (no dot files, no '..'); image extensions only. */
const imagePath =
  /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\/){0,4}[A-Za-z0-9_-][A-Za-z0-9._-]{0,99}\.(?:svg|png|webp|jpe?g|ico)$/;

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.stat(file)).isFile();
  } catch {
    return false;
  }
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
        const root = path.join(brandsDir, merchant);
        const known = request.server.gateway.registry.has(merchant);
        if (!known || !imagePath.test(file) || !(await isFile(path.join(root, file)))) {
          return reply.code(404).send(failure('NOT_FOUND'));
        }
        reply.header('cache-control', 'public, max-age=86400');
        reply.header('content-security-policy', imageContentSecurityPolicy);
        return reply.sendFile(file, root);
      },
    });
  };
}
