/**
 * The game list served from ready bytes (docs/decisions/025-cached-get-throughput.md): ETag and
 * 304, codings that decode to the same JSON, security headers on every answer, one merchant's
 * bytes never served to another, and a database change visible after configCacheMs.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { GameItem, GamePage } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const list = `${apiPaths.gameList}?gameType=RNG&pageSize=30`;

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-request-id']).toBeTruthy();
}

describeEachDatabase('cached game list', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  const get = (merchant: string, headers: Record<string, string> = {}, url = list) => gw.app.inject({ url, headers: { merchant, ...headers } });

  it('carries an ETag, no-cache and Vary, and answers 304 to a matching If-None-Match', async () => {
    const first = await get('aurora');
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toBe('accept-encoding, merchant');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expectSecurityHeaders(first.headers);

    const again = await get('aurora', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(again.headers);
    expect((await get('aurora', { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
    expect((await get('aurora', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('sends brotli or gzip when accepted, each decoding to the plain JSON, under the same ETag', async () => {
    const plain = await get('aurora');
    const br = await get('aurora', { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await get('aurora', { 'accept-encoding': 'gzip' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(1);
    expectSecurityHeaders(br.headers);
  });

  it('one query spelled two ways is the same answer (bytes and ETag); another query is another answer', async () => {
    const a = await get('aurora', {}, `${apiPaths.gameList}?gameType=RNG&pageSize=30`);
    const b = await get('aurora', {}, `${apiPaths.gameList}?pageSize=30&gameType=RNG&merchant=aurora`);
    const other = await get('aurora', {}, `${apiPaths.gameList}?gameType=RNG&pageSize=29`);
    expect(b.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    expect(b.headers.etag).toBe(a.headers.etag);
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).not.toBe(a.headers.etag);
    expect((JSON.parse(other.body) as Envelope<GamePage<GameItem>>).value?.content).toHaveLength(29);
    expect((await get('aurora', { 'if-none-match': String(a.headers.etag) }, `${apiPaths.gameList}?pageSize=30&gameType=RNG`)).statusCode).toBe(304);
  });

  it('a content-encoding header on a GET is ignored: there is no body to decode', async () => {
    const res = await get('aurora', { 'content-encoding': 'x-unknown' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
  });

  it("never serves one merchant's answer or validator to another", async () => {
    const aurora = await get('aurora');
    const oasis = await get('oasis');
    expect(oasis.headers.etag).not.toBe(aurora.headers.etag);
    expect(oasis.body).not.toBe(aurora.body);
    // aurora's validator sent for oasis is a miss: oasis gets its own full answer.
    const crossed = await get('oasis', { 'if-none-match': String(aurora.headers.etag) });
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(oasis.body);
    // Interleaved, each merchant keeps getting its own bytes, in every coding.
    for (let i = 0; i < 3; i++) {
      expect((await get('aurora')).body).toBe(aurora.body);
      expect((await get('oasis')).body).toBe(oasis.body);
      expect(brotliDecompressSync((await get('oasis', { 'accept-encoding': 'br' })).rawPayload).toString('utf8')).toBe(oasis.body);
    }
    // Another query is another answer with its own validator.
    const other = await get('aurora', {}, `${apiPaths.gameList}?gameType=RNG&pageSize=30&pageNum=2`);
    expect(other.headers.etag).not.toBe(aurora.headers.etag);
  });

  it('vendor cards, hot and popular games are ready answers too: 304, codings, per merchant', async () => {
    const urls = (merchant: string) => [`${apiPaths.vassGameType}?gameType=RNG`, `${apiPaths.hotGames}?merchantCode=${merchant}&isPlatform=2&platform=html5&limit=12`, `${apiPaths.popularGames}?limit=6`];
    for (const merchant of ['aurora', 'oasis']) {
      for (const url of urls(merchant)) {
        const plain = await get(merchant, {}, url);
        expect([url, plain.statusCode]).toEqual([url, 200]);
        expect(plain.headers.etag).toBeTruthy();
        expect(plain.headers.vary).toBe('accept-encoding, merchant');
        expectSecurityHeaders(plain.headers);
        expect((await get(merchant, { 'if-none-match': String(plain.headers.etag) }, url)).statusCode).toBe(304);
        const br = await get(merchant, { 'accept-encoding': 'br' }, url);
        const decoded = br.headers['content-encoding'] === 'br' ? brotliDecompressSync(br.rawPayload).toString('utf8') : br.body;
        expect(decoded).toBe(plain.body);
        expect((JSON.parse(plain.body) as Envelope<unknown>).success).toBe(true);
      }
    }
    const [a, o] = [await get('aurora', {}, urls('aurora')[0]), await get('oasis', {}, urls('oasis')[0])];
    expect(a.headers.etag).not.toBe(o.headers.etag);
    expect((await get('oasis', { 'if-none-match': String(a.headers.etag) }, urls('oasis')[0])).statusCode).toBe(200);
    // Hot games still refuse another merchant's code, uncached.
    const mismatch = await get('aurora', {}, urls('oasis')[1]);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.headers.etag).toBeUndefined();
  });

  it('varies by cookie when the development merchant cookie chose the merchant', async () => {
    const res = await gw.app.inject({ url: list, cookies: { portico_merchant: 'oasis' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toBe('accept-encoding, merchant, cookie');
    expect(res.headers.etag).toBe((await get('oasis')).headers.etag);
  });

  it('refusals are not cached answers: no ETag, no-store', async () => {
    const res = await get('aurora', {}, `${apiPaths.gameList}?vendor=NOSUCH`);
    expect(res.statusCode).toBe(404);
    expect(res.headers.etag).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a changed game gives a new body and ETag (configCacheMs 0); the old ETag is a miss', async () => {
    const before = await get('aurora');
    const game = (JSON.parse(before.body) as Envelope<GamePage<GameItem>>).value?.content[0];
    const nodeId = must(game).nodeId;
    const popularity = must(game).popularity;
    try {
      await sql`update games set popularity = ${popularity === 7 ? 8 : 7} where merchant = 'aurora' and node_id = ${nodeId}`.execute(gw.database.db);
      const after = await get('aurora', { 'if-none-match': String(before.headers.etag) });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(after.body).not.toBe(before.body);
      expect((await get('oasis')).statusCode).toBe(200);
    } finally {
      await sql`update games set popularity = ${popularity} where merchant = 'aurora' and node_id = ${nodeId}`.execute(gw.database.db);
    }
  });

  it('with a cache TTL the old answer holds until configCacheMs, then the change shows', async () => {
    const ttlMs = 2000;
    const cached = await createTestGateway({ database: database(), configCacheMs: ttlMs, migrate: false, seed: false });
    const read = () => cached.app.inject({ url: list, headers: { merchant: 'tigerbay' } });
    // Taken before the first read: the version it checks is read after this moment.
    const read0 = performance.now();
    const first = await read();
    const game = (JSON.parse(first.body) as Envelope<GamePage<GameItem>>).value?.content[0];
    const nodeId = must(game).nodeId;
    const popularity = must(game).popularity;
    try {
      await sql`update games set popularity = ${popularity === 7 ? 8 : 7} where merchant = 'tigerbay' and node_id = ${nodeId}`.execute(cached.database.db);
      const soon = await read();
      // Within the TTL the cached answer stands (asserted only when the machine was quick enough to tell).
      if (performance.now() - read0 < ttlMs * 0.8) expect(soon.headers.etag).toBe(first.headers.etag);
      const deadline = Date.now() + ttlMs + 10_000;
      let latest = soon;
      while (latest.headers.etag === first.headers.etag && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100));
        latest = await read();
      }
      expect(latest.headers.etag).not.toBe(first.headers.etag);
      expect(performance.now() - read0).toBeGreaterThanOrEqual(ttlMs);
    } finally {
      await sql`update games set popularity = ${popularity} where merchant = 'tigerbay' and node_id = ${nodeId}`.execute(cached.database.db);
      await cached.close();
    }
  });
});
