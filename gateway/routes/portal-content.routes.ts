/**
 * The portal's catalogue and content routes (vendor menus and icons, announcements, help
 * centre, content pages, stored images) over one set of per-merchant caches.
 * Registered by app.ts: `await app.register(portalContentRoutes({ sources: app.gateway.content }))`.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ContentSources } from '../domain/content/content-sources';
import { announcementRoutes } from './announcement.routes';
import { contentRoutes } from './content.routes';
import { vendorRoutes } from './vendor.routes';

export interface PortalContentOptions {
  /** Per-merchant rows cached for the app's configCacheMs (app.gateway.content, shared with the console). */
  sources: ContentSources;
  /** The clock announcements are windowed by (tests move it). */
  now?: () => Date;
}

export function portalContentRoutes(options: PortalContentOptions): FastifyPluginAsync {
  return async (app) => {
    const { sources } = options;
    await app.register(vendorRoutes(sources));
    await app.register(announcementRoutes(sources, options.now ?? (() => new Date())));
    await app.register(contentRoutes(sources));
  };
}
