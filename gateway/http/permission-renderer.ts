/**
 * The permission answer is the same for every visitor of a merchant except the visitor's IP,
 * and it is the hottest call (every page load). So it is serialised once per cached merchant
 * configuration and brand domain, through the route's own response serializer (so the schema
 * still shapes it), with a marker where the IP goes; the rendering is kept as UTF-8 bytes either
 * side of the marker, so each request only copies its IP in between (no string join, no
 * per-request UTF-8 encoding or length count of the ~7 KB answer).
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
) => Buffer;

export function createPermissionRenderer(sealKey: SealPublicKey, production = false): PermissionRenderer {
  const renderings = new WeakMap<MerchantConfig, Map<string, Buffer[]>>();
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
      parts = (reply.serialize(template) as string).split(ipMarkJson).map((part) => Buffer.from(part, 'utf8'));
      byRoute.set(domainRoute, parts);
    }
    const ip = Buffer.from(JSON.stringify(visitor.ip), 'utf8');
    return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [ip, part])));
  };
}
