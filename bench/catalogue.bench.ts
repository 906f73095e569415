/**
 * autocannon against the running gateway: the cached game list (GCSGAME_gameList, a page of 30
 * RNG games from the in-memory catalogue; 100 connections), and the compact /rng list's brotli
 * size (lobby10k.catalogueBrotliKBMax). docs/decisions/017-game-catalogue.md.
 */
import autocannon from 'autocannon';
import { budget, type Budgets, type Figure } from './support/report';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

export async function benchCatalogue(base: string, merchant: string, budgets: Budgets): Promise<Figure[]> {
  const url = `${base}/wps/relay/GCSGAME_gameList?gameType=RNG&pageSize=30`;
  await fetch(url, { headers: { merchant } }); // load the catalogue into memory
  const compact = await fetch(`${base}/lgw/games/catalogue?gameType=RNG`, { headers: { merchant, 'accept-encoding': 'br' } });
  // fetch decodes the body; the wire size is the Content-Length of the brotli answer.
  const brotliKB = Number(compact.headers.get('content-length') ?? 0) / 1000;
  await compact.arrayBuffer();
  const result = await autocannon({ url, connections: 100, duration: seconds, headers: { merchant } });
  const non2xx = result.non2xx + result.errors;
  const note = `${seconds} s, 100 connections, ${merchant}${non2xx ? `, ${non2xx} errors/non-2xx` : ''}`;
  return [
    { name: 'cached game list req/s', value: result.requests.average, unit: 'req/s', budget: budget(budgets, 'gateway', 'cachedGetReqPerSecMin'), kind: 'min', note },
    { name: 'cached game list p99', value: result.latency.p99, unit: 'ms', budget: budget(budgets, 'gateway', 'cachedGetP99MsMax'), kind: 'max', note },
    { name: 'compact /rng catalogue (brotli)', value: brotliKB, unit: 'KB', budget: budget(budgets, 'lobby10k', 'catalogueBrotliKBMax'), kind: 'max', note: `${merchant}, default language` },
  ];
}
