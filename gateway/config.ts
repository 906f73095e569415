/**
 * Gateway settings from the environment. Pure: takes the environment, returns settings or
 * throws one error naming every bad variable.
 *   PORT (8080), HOST (127.0.0.1), DATA_DIR (./data; PGlite lives in DATA_DIR/pglite),
 *   DATABASE_URL (PostgreSQL when set), NODE_ENV (production disables development behaviour),
 *   BRANDS_DIR (./brands), DIST_DIR (./dist), LOG_LEVEL (info), TRUST_PROXY (off: which
 *   reverse proxies may set the client address, X-Forwarded-For/-Host; see trustProxyOf),
 *   WEB_CONCURRENCY (1: gateway processes sharing the port through node:cluster; above 1 needs
 *   DATABASE_URL, PGlite is one process's), PREVIEW_DOMAIN (the console's live brand preview:
 *   <id>.<domain> must reach the gateway; default console.localhost outside production, none in it).
 */
import { isIP } from 'node:net';
import path from 'node:path';

/**
 * Fastify's trustProxy: false (the connection's address is the client's), true (every hop is
 * trusted: only when nothing but the proxy can reach the gateway), or the proxies' addresses,
 * CIDR ranges and the names loopback, linklocal, uniquelocal. No hop counts: Fastify 5 cannot
 * check the immediate peer with one and ignores X-Forwarded-For (fails closed).
 */
export type TrustProxy = boolean | string[];

export interface GatewayConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PGlite data folder (DATA_DIR/pglite); unused when databaseUrl is set. */
  pgliteDir: string;
  databaseUrl: string | null;
  production: boolean;
  brandsDir: string;
  distDir: string;
  logLevel: string;
  trustProxy: TrustProxy;
  /** Gateway processes (node:cluster workers) answering on the one port. */
  webConcurrency: number;
  /** PREVIEW_DOMAIN when set (a host name); undefined: the console's default (decision 055). */
  previewDomain?: string;
}

export const maxWebConcurrency = 64;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
}

const proxyNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of a TRUST_PROXY list: a name, an address, or an address/prefix within its family. */
function isProxyEntry(entry: string): boolean {
  if (proxyNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY (docs/decisions/028): unset, false or 0 → off; true or 1 → every hop; else a
 * comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal
 * (e.g. "loopback" for a proxy on the same host). null when malformed.
 */
export function trustProxyOf(value: string | undefined): TrustProxy | null {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true' || text === '1') return true;
  const entries = text.split(',').map((e) => e.trim());
  return entries.every(isProxyEntry) ? entries : null;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): GatewayConfig {
  const problems: string[] = [];
  const portText = text(env, 'PORT') ?? '8080';
  const port = Number(portText);
  if (!/^\d+$/.test(portText) || port < 0 || port > 65535)
    problems.push(`PORT must be 0..65535, got "${portText}"`);
  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!logLevels.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${logLevels.join(', ')}, got "${logLevel}"`);
  const trustProxy = trustProxyOf(env.TRUST_PROXY);
  if (trustProxy === null)
    problems.push(
      `TRUST_PROXY must be false, true or a comma-separated list of the proxies' addresses, CIDR ranges, loopback, linklocal or uniquelocal (no hop counts), got "${env.TRUST_PROXY ?? ''}"`,
    );
  const databaseUrl = text(env, 'DATABASE_URL') ?? null;
  if (databaseUrl !== null && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const concurrencyText = text(env, 'WEB_CONCURRENCY') ?? '1';
  const webConcurrency = Number(concurrencyText);
  if (!/^\d+$/.test(concurrencyText) || webConcurrency < 1 || webConcurrency > maxWebConcurrency) {
    problems.push(`WEB_CONCURRENCY must be 1..${maxWebConcurrency}, got "${concurrencyText}"`);
  } else if (webConcurrency > 1 && databaseUrl === null) {
    problems.push('WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded PGlite database belongs to one process');
  }
  const previewDomain = text(env, 'PREVIEW_DOMAIN')?.toLowerCase();
  if (previewDomain !== undefined && !/^(?=.{1,200}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/.test(previewDomain)) {
    problems.push(`PREVIEW_DOMAIN must be a host name such as preview.example.com, got "${previewDomain}"`);
  }
  if (problems.length > 0) throw new Error(`invalid gateway configuration: ${problems.join('; ')}`);

  const dataDir = path.resolve(cwd, text(env, 'DATA_DIR') ?? 'data');
  return {
    port,
    host: text(env, 'HOST') ?? '127.0.0.1',
    dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    databaseUrl,
    production: text(env, 'NODE_ENV') === 'production',
    brandsDir: path.resolve(cwd, text(env, 'BRANDS_DIR') ?? 'brands'),
    distDir: path.resolve(cwd, text(env, 'DIST_DIR') ?? 'dist'),
    logLevel,
    trustProxy: trustProxy ?? false,
    webConcurrency,
    ...(previewDomain !== undefined ? { previewDomain } : {}),
  };
}
