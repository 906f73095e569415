/**
 * Login latency under a steady arrival rate (issue 4 "bench: login p95 ≤ 150 ms at 50 logins/s
 * against PGlite"), for bench/: a gateway on in-memory PGlite listening on loopback, bodies
 * sealed in advance (the browser's cost is not the gateway's), one login every 1000/rate ms
 * whatever the answers' pace (open loop), latencies from send to full answer.
 *
 *   const r = await measureLoginLatency({ rate: 50, seconds: 20 });   // { p50, p95, p99, … } in ms
 */
import { demoPassword } from '../db/identity/identity-seed';
import type { SealedPayload } from '../../schemas/sealed-payload';
import { identityClient } from './identity-client';
import { sealPayload } from './seal-payload';
import { createTestGateway } from './test-gateway';

export interface LoginLoadResult {
  rate: number;
  seconds: number;
  requests: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

export async function measureLoginLatency(options: { rate: number; seconds: number; merchant?: string }): Promise<LoginLoadResult> {
  const { rate, seconds } = options;
  const merchant = options.merchant ?? 'aurora';
  const gw = await createTestGateway({ configCacheMs: 1000 });
  try {
    const url = `${await gw.app.listen({ port: 0, host: '127.0.0.1' })}/wps/session/login`;
    const key = await identityClient(gw.app, merchant).sealKey();
    const n = rate * seconds;
    const lead = 5000 + n * 5;
    const start = Date.now() + lead;
    const bodies: SealedPayload[] = [];
    for (let i = 0; i < n; i += 1) {
      const username = ['player01', 'down01', 'down02', 'down03'][i % 4];
      bodies.push(await sealPayload(key, { type: 'username', username, password: demoPassword }, { ts: start + (i * 1000) / rate }));
    }
    const post = (body: SealedPayload) => fetch(url, { method: 'POST', headers: { merchant, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    while (Date.now() < start) await new Promise((r) => setTimeout(r, 5));
    const t0 = performance.now();
    let errors = 0;
    const latencies = await Promise.all(
      bodies.map(async (body, i) => {
        const wait = t0 + (i * 1000) / rate - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const sent = performance.now();
        const res = await post(body);
        await res.arrayBuffer();
        if (res.status !== 200) errors += 1;
        return performance.now() - sent;
      }),
    );
    latencies.sort((a, b) => a - b);
    const round = (x: number) => Math.round(x * 10) / 10;
    return { rate, seconds, requests: n, errors, p50: round(quantile(latencies, 0.5)), p95: round(quantile(latencies, 0.95)), p99: round(quantile(latencies, 0.99)), max: round(latencies.at(-1) ?? 0) };
  } finally {
    await gw.close();
  }
}
