/**
 * The portal's catalogue and content routes (vendor menus and icons, announcements, help
 * centre, content pages, stored images) over one set of per-merchant caches.
 * Registered by app.ts: `await app.register(portalContentRoutes({ cacheMs }))`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { createContentSources } from '../domain/content/content-sources';
import { announcementRoutes } from './announcement.routes';
import { contentRoutes } from './content.routes';
import { vendorRoutes } from './vendor.routes';

export interface PortalContentOptions {
  /** How long per-merchant rows are cached, in ms (the app's configCacheMs; 0 = always read). */
  cacheMs: number;
  /** The clock announcements are windowed by (tests move it). */
  now?: () => Date;
}

export function portalContentRoutes(options: PortalContentOptions): FastifyPluginAsync {
  return async (app) => {
    const sources = createContentSources(app.gateway.db, options.cacheMs);
    await app.register(vendorRoutes(sources));
    await app.register(announcementRoutes(sources, options.now ?? (() => new Date())));
    await app.register(contentRoutes(sources));
  };
}
