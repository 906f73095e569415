/**
 * Which merchant a request is for (docs/decisions/003-gateway-merchant-resolution.md).
 * Pure: no I/O, no Fastify. Order:
 *   outside production: ?merchant= query (remembered in a session cookie) > Merchant header >
 *                       that cookie > Host domain table > first demo brand for loopback hosts;
 *   production:         Merchant header > Host domain table.
 * An explicit selector (header or query) that names no known merchant is an answer of its own
 * (unknown), never silently replaced by another brand.
 */

/** Merchant codes: folder names, letters, digits, '_' and '-', at most 64 characters. */
export const merchantCodePattern = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$';
const merchantCode = new RegExp(merchantCodePattern);

export function isMerchantCode(value: unknown): value is string {
  return typeof value === 'string' && merchantCode.test(value);
}

export interface DomainTable {
  /** Lower-case host name (no port) -> merchant code. */
  byHost: ReadonlyMap<string, string>;
  /** Host names claimed by more than one merchant; the first claim wins. */
  conflicts: { host: string; merchants: string[] }[];
}

export function buildDomainTable(
  brands: readonly { merchant: string; domains: readonly string[] }[],
): DomainTable {
  const byHost = new Map<string, string>();
  const claims = new Map<string, string[]>();
  for (const { merchant, domains } of brands) {
    for (const raw of domains) {
      const host = hostnameOf(raw);
      if (!host) continue;
      const list = claims.get(host) ?? [];
      if (!list.includes(merchant)) list.push(merchant);
      claims.set(host, list);
      if (!byHost.has(host)) byHost.set(host, merchant);
    }
  }
  const conflicts = [...claims]
    .filter(([, m]) => m.length > 1)
    .map(([host, merchants]) => ({ host, merchants }));
  return { byHost, conflicts };
}

/** Host name of a Host header value: lower-case, port and IPv6 brackets removed; null if unusable. */
export function hostnameOf(host: unknown): string | null {
  if (typeof host !== 'string') return null;
  const h = host.trim().toLowerCase();
  if (h.length === 0 || h.length > 255) return null;
  if (h.startsWith('[')) {
    const end = h.indexOf(']');
    return end > 1 ? h.slice(1, end) : null;
  }
  const name = h.replace(/:\d*$/, '').replace(/\.$/, '');
  return /^[a-z0-9.-]+$/.test(name) ? name : null;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '::1']);

export function isLoopbackHost(hostname: string | null): boolean {
  return hostname !== null && (loopbackHosts.has(hostname) || hostname.endsWith('.localhost'));
}

export interface MerchantDirectory {
  /** True for every merchant with a brand folder, loaded or broken. */
  has(code: string): boolean;
  domains: DomainTable;
  /** The merchant loopback hosts fall back to outside production (first loaded brand), if any. */
  fallback: string | null;
}

export interface ResolveInput {
  header: unknown;
  query: unknown;
  cookie: unknown;
  host: unknown;
  production: boolean;
}

/** 'preview': a live brand preview's host (decision 055), set by gateway/http/brand-preview-host.ts. */
export type MerchantSource = 'query' | 'header' | 'cookie' | 'host' | 'loopback' | 'preview';

export type Resolution =
  | { found: true; merchant: string; via: MerchantSource }
  | { found: false; via: 'query' | 'header' | 'none'; requested: string | null };

function explicit(value: unknown, via: 'query' | 'header', dir: MerchantDirectory): Resolution | null {
  if (value === undefined || value === '') return null;
  if (isMerchantCode(value) && dir.has(value)) return { found: true, merchant: value, via };
  return { found: false, via, requested: typeof value === 'string' ? value.slice(0, 64) : null };
}

export function resolveMerchant(input: ResolveInput, dir: MerchantDirectory): Resolution {
  const dev = !input.production;
  const byQuery = dev ? explicit(input.query, 'query', dir) : null;
  if (byQuery) return byQuery;
  const byHeader = explicit(input.header, 'header', dir);
  if (byHeader) return byHeader;
  if (dev && isMerchantCode(input.cookie) && dir.has(input.cookie)) {
    return { found: true, merchant: input.cookie, via: 'cookie' };
  }
  const hostname = hostnameOf(input.host);
  const byHost = hostname === null ? undefined : dir.domains.byHost.get(hostname);
  if (byHost !== undefined) return { found: true, merchant: byHost, via: 'host' };
  if (dev && dir.fallback !== null && isLoopbackHost(hostname)) {
    return { found: true, merchant: dir.fallback, via: 'loopback' };
  }
  return { found: false, via: 'none', requested: null };
}
