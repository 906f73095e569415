/**
 * The permission answer is the same for every visitor of a merchant except the visitor's IP,
 * and it is the hottest call (every page load). So it is serialised once per cached merchant
 * configuration and brand domain, through the route's own response serializer (so the schema
 * still shapes it), with a marker where the IP goes; each request only splices its IP in.
 * A configuration object lives as long as the TTL cache keeps it (WeakMap), so a changed status
 * gives a new rendering after configCacheMs, like every other answer.
 */
import type { FastifyReply } from 'fastify';
import type { LoadedBrand } from '../domain/brand-files';
import type { SealPublicKey } from '../../schemas/sealed-payload';
import type { MerchantConfig } from '../domain/merchant-config';
import { buildPermission, domainRouteOf } from '../domain/permission';
import { ok } from './envelope';

const ipMark = '\u0000visitor-ip\u0000';
const ipMarkJson = JSON.stringify(ipMark);

export type PermissionRenderer = (
  reply: FastifyReply,
  entry: LoadedBrand,
  config: MerchantConfig,
  visitor: { ip: string; hostname: string | null },
) => string;

export function createPermissionRenderer(sealKey: SealPublicKey, production = false): PermissionRenderer {
  const renderings = new WeakMap<MerchantConfig, Map<string, string[]>>();
  return (reply, entry, config, visitor) => {
    const domainRoute = domainRouteOf(entry, visitor.hostname);
    let byRoute = renderings.get(config);
    if (!byRoute) {
      byRoute = new Map();
      renderings.set(config, byRoute);
    }
    let parts = byRoute.get(domainRoute);
    if (!parts) {
      const template = ok(buildPermission(entry, config, { ip: ipMark, hostname: domainRoute }, sealKey, production));
      parts = (reply.serialize(template) as string).split(ipMarkJson);
      byRoute.set(domainRoute, parts);
    }
    return parts.join(JSON.stringify(visitor.ip));
  };
}
