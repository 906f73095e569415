/**
 * The cached game list (GCSGAME_gameList, a page of 30 RNG games from the in-memory catalogue,
 * 100 connections) against the running gateway: autocannon as a browser-less client (no
 * Accept-Encoding: the plain 8.6 KB JSON), autocannon as a browser asks (brotli), each the
 * median of 3 runs (support/load-runs.ts), and wrk when installed
 * (docs/decisions/025-cached-get-throughput.md); plus the compact /rng list's brotli size (lobby10k.catalogueBrotliKBMax). Each note carries the 1-minute load average.
 */
import os from 'node:os';
import { autocannonRuns } from './support/load-runs';
import { budget, type Budgets, type Figure } from './support/report';
import { runWrk } from './support/wrk';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const load = () => `load ${os.loadavg()[0]?.toFixed(2) ?? '?'}`;

export async function benchCatalogue(base: string, merchant: string, budgets: Budgets): Promise<Figure[]> {
  const url = `${base}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=30`;
  await fetch(url, { headers: { merchant } }); // load the catalogue into memory
  const compact = await fetch(`${base}/lgw/games/catalogue?gameType=RNG`, { headers: { merchant, 'accept-encoding': 'br' } });
  // fetch decodes the body; the wire size is the Content-Length of the brotli answer.
  const brotliKB = Number(compact.headers.get('content-length') ?? 0) / 1000;
  await compact.arrayBuffer();
  const rpsBudget = budget(budgets, 'gateway', 'cachedGetReqPerSecMin');
  const p99Budget = budget(budgets, 'gateway', 'cachedGetP99MsMax');
  const figures: Figure[] = [];
  for (const [label, headers] of [['', { merchant }], [' (br)', { merchant, 'accept-encoding': 'br, gzip' }]] as const) {
    const runs = await autocannonRuns(url, headers, { seconds });
    const note = `${runs.note}, ${merchant}`;
    figures.push(
      { name: `cached game list${label} req/s`, value: runs.requestsPerSec, unit: 'req/s', budget: rpsBudget, kind: 'min', note },
      { name: `cached game list${label} p99`, value: runs.p99Ms, unit: 'ms', budget: p99Budget, kind: 'max', note },
    );
  }
  const wrk = runWrk(url, seconds, { merchant });
  if (wrk) {
    const note = `wrk -t1, ${seconds} s, 100 connections, ${merchant}, ${load()}${wrk.non2xx ? `, ${wrk.non2xx} non-2xx` : ''}`;
    figures.push(
      { name: 'cached game list (wrk) req/s', value: wrk.requestsPerSec, unit: 'req/s', budget: rpsBudget, kind: 'min', note },
      { name: 'cached game list (wrk) p99', value: wrk.p99Ms, unit: 'ms', budget: p99Budget, kind: 'max', note },
    );
  }
  figures.push({ name: 'compact /rng catalogue (brotli)', value: brotliKB, unit: 'KB', budget: budget(budgets, 'lobby10k', 'catalogueBrotliKBMax'), kind: 'max', note: `${merchant}, default language` });
  return figures;
}
