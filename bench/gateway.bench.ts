/** autocannon against the running gateway: the cached permission call (100 connections, median of 3 runs). */
import { budget, type Budgets, type Figure } from './support/report';
import { autocannonRuns } from './support/load-runs';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchPermission(base: string, merchant: string, budgets: Budgets): Promise<Figure[]> {
  const url = `${base}/wps/system/permission`;
  await fetch(url, { headers: { merchant } }); // warm the cache
  const { requestsPerSec, p99Ms, note } = await autocannonRuns(url, { merchant }, { seconds });
  const noteFor = `${note}, ${merchant}`;
  return [
    { name: 'gateway permission req/s', value: requestsPerSec, unit: 'req/s', budget: budget(budgets, 'gateway', 'cachedGetReqPerSecMin'), kind: 'min', note: noteFor },
    { name: 'gateway permission p99', value: p99Ms, unit: 'ms', budget: budget(budgets, 'gateway', 'cachedGetP99MsMax'), kind: 'max', note: noteFor },
  ];
}
