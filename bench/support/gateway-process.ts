/** Starts the real gateway as a child process on a free port with a fresh data folder. */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface RunningGateway {
  url: string;
  port: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function startGateway(extraEnv: Record<string, string> = {}): Promise<RunningGateway> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portico-bench-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
    // The player pages and calls the benches load need no demo agent tree (minutes of seeding on a fresh database).
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PORTICO_DEMO_AGENT_TREE: 'off', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`gateway exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('gateway did not become healthy within 60 s');
    try {
      if ((await fetch(`${url}/wps/system/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
