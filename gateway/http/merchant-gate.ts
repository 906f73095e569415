/**
 * Merchant context for every request and the gates routes declare:
 * - onRequest: resolve the merchant (domain/merchant-resolver.ts); outside production a valid
 *   ?merchant= is remembered in a session cookie (HttpOnly, SameSite=Lax, no Max-Age).
 * - onRoute: merchant-scoped API routes get `requireMerchant`, and routes with
 *   `config.requiresModule` also get `requireModule(id)` (documented in their description).
 */
import type {
  FastifyInstance,
  FastifyRequest,
  RouteOptions,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { merchantHeader, merchantQuery } from '../../schemas/api-paths';
import type { ModuleId } from '../../schemas/modules';
import type { LoadedBrand } from '../domain/brand/brand-files';
import { resolveMerchant } from '../domain/brand/merchant-resolver';
import { ApiError } from './api-error';
import './gateway-context';

export const merchantCookie = 'portico_merchant';
const scopedPrefixes = ['/wps/', '/lgw/', '/lotto/'];

/** Sets request.brand or refuses: unknown merchant 404, broken brand folder 503. */
export function requireMerchant(request: FastifyRequest): LoadedBrand {
  if (request.brand) return request.brand;
  const resolution = request.merchantResolution;
  const entry = resolution?.found ? request.server.gateway.registry.get(resolution.merchant) : undefined;
  if (!entry) throw new ApiError(404, 'UNKNOWN_MERCHANT');
  if (!entry.ok) throw new ApiError(503, 'BRAND_CONFIG_ERROR');
  request.brand = entry;
  return entry;
}

/** The merchant of a merchant-scoped route's request (after its gate ran). */
export function merchantOf(request: FastifyRequest): LoadedBrand {
  return requireMerchant(request);
}

/**
 * What a cacheable merchant-scoped answer varies by besides its URL: the Merchant header, and
 * the merchant cookie when that is what chose the merchant (development only).
 */
export function merchantVary(request: FastifyRequest): string {
  return request.merchantResolution?.via === 'cookie' ? 'merchant, cookie' : 'merchant';
}

/** Synchronous (callback style): every merchant-scoped request runs it, so no promise per request. */
const merchantGate: preHandlerHookHandler = function merchantGate(request, _reply, done) {
  try {
    requireMerchant(request);
  } catch (err) {
    done(err as Error);
    return;
  }
  done();
};

/** preHandler refusing with 403 MODULE_DISABLED unless the module (and its ancestors) is on. */
export function requireModule(id: ModuleId): preHandlerAsyncHookHandler {
  return async function moduleGate(request) {
    const brand = requireMerchant(request);
    const config = await request.server.gateway.merchantConfig.get(brand.merchant);
    if (!config.flags[id]) throw new ApiError(403, 'MODULE_DISABLED');
  };
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function addGates(route: RouteOptions): void {
  const scoped = scopedPrefixes.some((p) => route.url.startsWith(p));
  const needsMerchant = (route.config?.merchant ?? (scoped ? 'required' : 'none')) === 'required';
  const moduleId = route.config?.requiresModule;
  const gates: (preHandlerHookHandler | preHandlerAsyncHookHandler)[] = [];
  if (needsMerchant || moduleId) gates.push(merchantGate);
  if (moduleId) {
    gates.push(requireModule(moduleId));
    if (route.schema) {
      const before = (route.schema as { description?: string }).description;
      route.schema = {
        ...route.schema,
        description: `${before ? `${before} ` : ''}Requires module ${moduleId}.`,
      };
    }
  }
  if (gates.length > 0) {
    route.preHandler = [...gates, ...asArray(route.preHandler)] as RouteOptions['preHandler'];
  }
}

export function installMerchantGate(app: FastifyInstance): void {
  app.decorateRequest('merchantResolution', null);
  app.decorateRequest('brand', null);
  app.addHook('onRoute', addGates);
  // Brands published from the console on any instance: re-read at most once per config cache
  // time, before the request's merchant is resolved (docs/decisions/045).
  app.addHook('onRequest', (request, _reply, done) => {
    const { registry } = request.server.gateway;
    if (!registry.isStale()) {
      done();
      return;
    }
    registry.refresh().then(() => done(), done);
  });
  app.addHook('onRequest', (request, reply, done) => {
    const { registry, production } = request.server.gateway;
    const query = request.query as Record<string, unknown> | undefined;
    const cookie = request.cookies[merchantCookie];
    const resolution = resolveMerchant(
      {
        header: request.headers[merchantHeader],
        query: query?.[merchantQuery],
        cookie,
        host: request.host,
        production,
      },
      registry,
    );
    request.merchantResolution = resolution;
    if (resolution.found && resolution.via === 'query' && cookie !== resolution.merchant) {
      reply.setCookie(merchantCookie, resolution.merchant, { path: '/', httpOnly: true, sameSite: 'lax' });
    }
    done();
  });
}
