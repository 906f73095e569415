/**
 * Gateway settings from the environment. Pure: takes the environment, returns settings or
 * throws one error naming every bad variable.
 *   PORT (8080), HOST (127.0.0.1), DATA_DIR (./data; PGlite lives in DATA_DIR/pglite),
 *   DATABASE_URL (PostgreSQL when set), NODE_ENV (production disables development behaviour),
 *   BRANDS_DIR (./brands), DIST_DIR (./dist), LOG_LEVEL (info), TRUST_PROXY (false; "true"
 *   behind a load balancer that sets X-Forwarded-For/-Host), WEB_CONCURRENCY (1: gateway processes
 *   sharing the port through node:cluster; above 1 needs DATABASE_URL, PGlite is one process's).
 */
import path from 'node:path';

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
  trustProxy: boolean;
  /** Gateway processes (node:cluster workers) answering on the one port. */
  webConcurrency: number;
}

export const maxWebConcurrency = 64;

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const v = env[name]?.trim();
  return v ? v : undefined;
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
  const trust = (text(env, 'TRUST_PROXY') ?? 'false').toLowerCase();
  if (!['true', 'false', '1', '0'].includes(trust))
    problems.push(`TRUST_PROXY must be true or false, got "${trust}"`);
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
    trustProxy: trust === 'true' || trust === '1',
    webConcurrency,
  };
}
