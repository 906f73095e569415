/**
 * WEB_CONCURRENCY > 1 (PostgreSQL only): this process forks that many gateway workers
 * (node:cluster; they share the listening port) and serves nothing itself. Workers start one
 * after another, each once the previous listens, so migrations and the demo seed never race.
 * A worker that dies later is replaced after a second; one that dies before the first start
 * completed stops everything (a bad configuration would otherwise restart forever).
 * SIGINT/SIGTERM are passed to the workers, which close gracefully (server.ts); this process
 * exits when they are gone. docs/decisions/025-cached-get-throughput.md.
 */
import cluster, { type Worker } from 'node:cluster';

const restartDelayMs = 1000;

/** One JSON line in pino's shape, as the workers write theirs. */
function log(level: number, msg: string, fields: Record<string, unknown> = {}): void {
  process.stdout.write(`${JSON.stringify({ level, time: Date.now(), pid: process.pid, msg, ...fields })}\n`);
}

function forkAndWait(): Promise<Worker> {
  return new Promise((resolve, reject) => {
    const worker = cluster.fork();
    const onExit = (code: number | null) => reject(new Error(`worker exited with ${code ?? 'a signal'} before listening`));
    worker.once('exit', onExit);
    worker.once('listening', () => {
      worker.off('exit', onExit);
      resolve(worker);
    });
  });
}

export async function runPrimary(workers: number): Promise<void> {
  let stopping = false;
  let started = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(30, 'shutting down', { signal });
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  cluster.on('exit', (worker, code, signal) => {
    const alive = Object.values(cluster.workers ?? {}).filter((w) => w && !w.isDead()).length;
    if (stopping || !started) {
      // process.exitCode stays 1 when the start failed.
      if (alive === 0 && stopping) process.exit();
      return;
    }
    log(50, 'gateway worker exited; replacing it', { worker: worker.process.pid, code, signal });
    setTimeout(() => {
      if (!stopping) cluster.fork();
    }, restartDelayMs).unref();
  });

  try {
    for (let i = 0; i < workers && !stopping; i++) await forkAndWait();
  } catch (err) {
    log(60, 'gateway failed to start', { err: { message: err instanceof Error ? err.message : String(err) } });
    stop('SIGTERM');
    process.exitCode = 1;
    return;
  }
  started = true;
  log(30, 'gateway workers listening', { workers });
}
