/**
 * Runs the real gateway (gateway/server.ts through tsx) as a child process on a free port and
 * waits for its health route. Its log goes to test-results/gateway.log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const healthPath = '/wps/system/health';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface GatewayProcess {
  port: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  port: number;
  dataDir: string;
  databaseUrl: string | null;
  logFile: string;
  /** Extra environment for this instance (e.g. PORTICO_DEMO_AGENT_TREE=off). */
  env?: Record<string, string>;
}

async function waitForHealth(
  child: ChildProcess,
  url: string,
  logFile: string,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`the gateway exited with code ${child.exitCode} before it was healthy; see ${logFile}`);
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the gateway did not answer ${url} within ${timeoutMs / 1000} s; see ${logFile}`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startGateway(options: StartOptions): Promise<GatewayProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    BRANDS_DIR: path.resolve('brands'),
    DIST_DIR: path.resolve(process.env.DIST_DIR ?? 'dist'),
    LOG_LEVEL: 'info',
    // Specs give a page its own client address with X-Forwarded-For (login throttles and new-IP checks are per IP).
    TRUST_PROXY: 'true',
    ...options.env,
  };
  delete env.NODE_ENV; // development behaviour: ?merchant=, loopback hosts
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  else delete env.DATABASE_URL;

  fs.mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = fs.openSync(options.logFile, 'w');
  // node --import tsx: one process to signal (npx and the tsx CLI would each add a parent).
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  try {
    await waitForHealth(child, `http://127.0.0.1:${options.port}${healthPath}`, options.logFile, Number(process.env.E2E_GATEWAY_START_S ?? 90) * 1000);
  } catch (err) {
    await stopChild(child);
    throw err;
  }
  return { port: options.port, stop: () => stopChild(child) };
}
