/**
 * What the app knows beyond Fastify itself, decorated on the instance as `app.gateway`
 * and on requests as `request.merchantResolution` / `request.brand`.
 */
import type { TrustProxy } from '../config';
import type { ModuleId } from '../../schemas/modules';
import type { Db } from '../db/database';
import type { LiveBrandRegistry } from '../domain/brand/live-brands';
import type { LoadedBrand } from '../domain/brand/brand-files';
import type { MerchantConfigSource } from '../domain/brand/merchant-config';
import type { ContentSources } from '../domain/content/content-sources';
import type { Resolution } from '../domain/brand/merchant-resolver';
import type { RouteTable } from './route-table';

export interface GatewayContext {
  db: Db;
  /** The brands served: folders, with brands published from the console over them (decision 045). */
  registry: LiveBrandRegistry;
  merchantConfig: MerchantConfigSource;
  /** The brand folders (the seed; images of folder brands are served from here). */
  brandsDir: string;
  /** Per-merchant content read by players (TTL configCacheMs); the console forgets a merchant's copy when it publishes. */
  content: ContentSources;
  production: boolean;
  /** X-Forwarded-* and the edge's country headers are believed (TRUST_PROXY). */
  trustProxy: TrustProxy;
  routes: RouteTable;
}

declare module 'fastify' {
  interface FastifyInstance {
    gateway: GatewayContext;
  }
  interface FastifyRequest {
    /** Which merchant the request names (set for every request in onRequest). */
    merchantResolution: Resolution | null;
    /** The merchant's loaded brand, set by the merchant gate on merchant-scoped routes. */
    brand: LoadedBrand | null;
    /** On a live brand preview's host: the console origin allowed to frame the answer (decision 055). */
    previewAncestor: string | null;
  }
  interface FastifyContextConfig {
    /**
     * 'required' (default for /wps/, /lgw/, /lotto/ routes): the route answers only for a
     * known, loaded merchant (UNKNOWN_MERCHANT 404, BRAND_CONFIG_ERROR 503 otherwise).
     * 'none': the route serves without a merchant (health, docs).
     */
    merchant?: 'required' | 'none';
    /** The route answers 403 MODULE_DISABLED unless this whitelabel module is on (§6). */
    requiresModule?: ModuleId;
  }
}
