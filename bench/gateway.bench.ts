/** autocannon against the running gateway: the cached permission call (100 connections). */
import os from 'node:os';
import autocannon from 'autocannon';
import { budget, type Budgets, type Figure } from './support/report';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchPermission(base: string, merchant: string, budgets: Budgets): Promise<Figure[]> {
  const url = `${base}/wps/system/permission`;
  await fetch(url, { headers: { merchant } }); // warm the cache
  const result = await autocannon({ url, connections: 100, duration: seconds, headers: { merchant } });
  const non2xx = result.non2xx + result.errors;
  const note = `autocannon, ${seconds} s, 100 connections, ${merchant}, load ${os.loadavg()[0]?.toFixed(2) ?? '?'}${non2xx ? `, ${non2xx} errors/non-2xx` : ''}`;
  return [
    { name: 'gateway permission req/s', value: result.requests.average, unit: 'req/s', budget: budget(budgets, 'gateway', 'cachedGetReqPerSecMin'), kind: 'min', note },
    { name: 'gateway permission p99', value: result.latency.p99, unit: 'ms', budget: budget(budgets, 'gateway', 'cachedGetP99MsMax'), kind: 'max', note },
  ];
}
