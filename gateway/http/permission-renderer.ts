/**
 * The permission answer is the same for every visitor of a merchant except the visitor's IP
 * and country, and it is the hottest call (every page load). So it is serialised once per cached
 * merchant configuration and brand domain, through the route's own response serializer (so the
 * schema still shapes it), with markers where the IP and the country go; the rendering is kept
 * as UTF-8 bytes either side of the markers, so each request only copies its own values in
 * between (no string join, no per-request UTF-8 encoding or length count of the ~7 KB answer).
 * A configuration object lives as long as the TTL cache keeps it (WeakMap), so a changed status
 * gives a new rendering after configCacheMs, like every other answer.
 */
import type { FastifyReply } from 'fastify';
import type { LoadedBrand } from '../domain/brand/brand-files';
import type { SealPublicKey } from '../../schemas/sealed-payload';
import type { MerchantConfig } from '../domain/brand/merchant-config';
import { buildPermission, domainRouteOf } from '../domain/permission';
import { ok } from './envelope';

const ipMark = '\u0000visitor-ip\u0000';
const countryMark = '\u0000visitor-country\u0000';
const marks = { [JSON.stringify(ipMark)]: 'ip', [JSON.stringify(countryMark)]: 'country' } as const;
const markPattern = new RegExp(Object.keys(marks).map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g');

/** The rendering: fixed bytes, and between each two of them the visitor value that goes there. */
interface Rendering {
  parts: Buffer[];
  slots: ('ip' | 'country')[];
}

export type PermissionRenderer = (
  reply: FastifyReply,
  entry: LoadedBrand,
  config: MerchantConfig,
  visitor: { ip: string; countryCode: string | null; hostname: string | null },
) => Buffer;

function splitAtMarks(text: string): Rendering {
  const parts: Buffer[] = [];
  const slots: Rendering['slots'] = [];
  let from = 0;
  for (const match of text.matchAll(markPattern)) {
    parts.push(Buffer.from(text.slice(from, match.index), 'utf8'));
    slots.push(marks[match[0]] ?? 'ip');
    from = match.index + match[0].length;
  }
  parts.push(Buffer.from(text.slice(from), 'utf8'));
  return { parts, slots };
}

export function createPermissionRenderer(sealKey: SealPublicKey, production = false): PermissionRenderer {
  const renderings = new WeakMap<MerchantConfig, Map<string, Rendering>>();
  return (reply, entry, config, visitor) => {
    const domainRoute = domainRouteOf(entry, visitor.hostname);
    let byRoute = renderings.get(config);
    if (!byRoute) {
      byRoute = new Map();
      renderings.set(config, byRoute);
    }
    let rendering = byRoute.get(domainRoute);
    if (!rendering) {
      const marked = { ip: ipMark, countryCode: countryMark, hostname: domainRoute };
      rendering = splitAtMarks(reply.serialize(ok(buildPermission(entry, config, marked, sealKey, production))) as string);
      byRoute.set(domainRoute, rendering);
    }
    const values = {
      ip: Buffer.from(JSON.stringify(visitor.ip), 'utf8'),
      country: Buffer.from(JSON.stringify(visitor.countryCode), 'utf8'),
    };
    const { parts, slots } = rendering;
    return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [values[slots[i - 1] ?? 'ip'], part])));
  };
}
