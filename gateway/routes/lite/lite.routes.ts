/**
 * The Lite app (issue 20, docs/decisions/053): per host, the web app manifest, its icons drawn
 * from the merchant's logo, the service worker and the offline page it keeps. Public: nothing
 * here depends on a session. The manifest, worker and offline page are revalidated on every use
 * (no-cache + ETag), the icons kept a day (their URL carries the logo's version).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { drawLiteIcon, liteIconVersion, createLiteIconCache } from '../../domain/lite/app-icons';
import { liteLogoFile, readBrandLogo } from '../../domain/lite/brand-logo';
import { createBuildId } from '../../domain/lite/build-id';
import { offlinePage } from '../../domain/lite/offline-page';
import { liteOfflinePath, serviceWorkerSource } from '../../domain/lite/service-worker-source';
import { liteColours, parseLiteIconFile, webManifest } from '../../domain/lite/web-manifest';
import { errorEnvelopeSchema, merchantHeadersSchema } from '../../http/common-schemas';
import { ApiError } from '../../http/api-error';
import { merchantOf, merchantVary } from '../../http/merchant-gate';
import { sendLiteFile } from './lite-answer';
import { scriptFontRoutes } from './script-font.routes';

export const litePaths = {
  manifest: '/manifest.webmanifest',
  serviceWorker: '/sw.js',
  offline: liteOfflinePath,
  icon: '/lite/icons/:file',
} as const;

const tags = ['lite'];
const notModified = { description: 'Not modified (If-None-Match named the current ETag).', type: 'null' } as const;
const revalidate = 'no-cache';

export function liteRoutes(options: { brandsDir: string; distDir: string | null }): FastifyPluginAsync {
  const buildId = createBuildId(options.distDir);
  const icons = createLiteIconCache();

  async function logoOf(request: FastifyRequest) {
    const { merchant, brand } = merchantOf(request);
    const logo = await readBrandLogo(request.server.gateway.db, options.brandsDir, merchant, liteLogoFile(brand));
    if (!logo) {
      request.log.warn({ merchant }, 'brand logo unreadable: no Lite app icons');
      throw new ApiError(404, 'NOT_FOUND');
    }
    return { merchant, brand, logo, background: liteColours(brand).background };
  }

  return async (app) => {
    await app.register(scriptFontRoutes);

    app.get(litePaths.manifest, {
      config: { merchant: 'required' },
      schema: {
        tags,
        summary: "The merchant's web app manifest (name, colours, icons): the site installs as the Lite app",
        headers: merchantHeadersSchema,
        response: { 200: { description: 'application/manifest+json', type: 'string' }, 304: notModified, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const { brand, logo, background } = await logoOf(request);
        const body = Buffer.from(JSON.stringify(webManifest(brand, liteIconVersion(logo, background))));
        return sendLiteFile(request, reply, { body, type: 'application/manifest+json; charset=utf-8', cacheControl: revalidate, vary: merchantVary(request) });
      },
    });

    app.get(litePaths.icon, {
      config: { merchant: 'required' },
      schema: {
        tags,
        summary: 'A Lite app icon drawn from the logo: 192.png, 512.png, maskable-192.png, maskable-512.png',
        headers: merchantHeadersSchema,
        params: { type: 'object', required: ['file'], additionalProperties: false, properties: { file: { type: 'string', maxLength: 32 } } },
        response: { 200: { description: 'image/png', type: 'string', format: 'binary' }, 304: notModified, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const wanted = parseLiteIconFile((request.params as { file: string }).file);
        if (!wanted) throw new ApiError(404, 'NOT_FOUND');
        const { merchant, logo, background } = await logoOf(request);
        const version = liteIconVersion(logo, background);
        const body = await icons.get(`${merchant}:${version}:${wanted.purpose}:${wanted.size}`, () => drawLiteIcon(logo, wanted.size, wanted.purpose, background));
        return sendLiteFile(request, reply, { body, type: 'image/png', cacheControl: 'public, max-age=86400', vary: merchantVary(request) });
      },
    });

    app.get(litePaths.serviceWorker, {
      schema: {
        tags,
        summary: 'The Lite app service worker: keeps hashed build files and the offline page, never an API answer or a page',
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: { description: 'text/javascript', type: 'string' }, 304: notModified, '4xx': errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const body = Buffer.from(serviceWorkerSource(await buildId()));
        return sendLiteFile(request, reply, { body, type: 'text/javascript; charset=utf-8', cacheControl: revalidate });
      },
    });

    app.get(litePaths.offline, {
      config: { merchant: 'required' },
      schema: {
        tags,
        summary: 'The page the Lite app shows offline (brand name and colours; nothing of any member)',
        headers: merchantHeadersSchema,
        response: { 200: { description: 'text/html', type: 'string' }, 304: notModified, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const { brand } = merchantOf(request);
        const body = Buffer.from(offlinePage(brand));
        return sendLiteFile(request, reply, { body, type: 'text/html; charset=utf-8', cacheControl: revalidate, vary: merchantVary(request) });
      },
    });
  };
}
