/**
 * wrk (Debian package `wrk`), when installed, as a second client beside autocannon: a C client
 * spends far less CPU per request, which matters on a 2-core machine where the client and the
 * gateway share the cores. One thread, bounded duration, 127.0.0.1 only. Null when wrk is absent.
 */
import { spawnSync } from 'node:child_process';

export interface WrkResult {
  requestsPerSec: number;
  p99Ms: number;
  non2xx: number;
}

const unitsMs: Record<string, number> = { us: 0.001, ms: 1, s: 1000 };

export function runWrk(url: string, seconds: number, headers: Record<string, string>, connections = 100): WrkResult | null {
  if (new URL(url).hostname !== '127.0.0.1') throw new Error(`wrk targets 127.0.0.1 only, not ${url}`);
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]), url];
  const run = spawnSync('wrk', args, { encoding: 'utf8', timeout: (seconds + 30) * 1000 });
  if (run.error || run.status !== 0) return null;
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(run.stdout);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(run.stdout);
  const non2xx = /Non-2xx or 3xx responses:\s+(\d+)/.exec(run.stdout);
  if (!rps?.[1] || !p99?.[1] || !p99[2]) return null;
  return { requestsPerSec: Number(rps[1]), p99Ms: Number(p99[1]) * (unitsMs[p99[2]] ?? 1), non2xx: Number(non2xx?.[1] ?? 0) };
}
