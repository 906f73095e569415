import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import {
  decodeCompactCatalogue,
  type CompactCatalogue,
  type GameItem,
  type GamePage,
  type VendorCardItem,
  type WinnerEntry,
} from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import { seedDemoData } from '../db/seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

describeEachDatabase('game catalogue routes', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  async function get<T>(url: string, merchant = 'aurora', headers: Record<string, string> = {}) {
    const res = await gw.app.inject({ url, headers: { merchant, ...headers } });
    return { res, body: res.json<Envelope<T>>() };
  }
  const page = async (query: string, merchant = 'aurora') => must((await get<GamePage>(`${apiPaths.gameList}?${query}`, merchant)).body.value);

  it('seeds at least 10,000 RNG games per brand and the vendors each brand offers', async () => {
    for (const merchant of ['aurora', 'tigerbay', 'oasis']) {
      expect((await page('gameType=RNG&pageSize=1', merchant)).total).toBeGreaterThanOrEqual(10_000);
      const cards = must((await get<{ vendors: VendorCardItem[] }>(apiPaths.vassGameType, merchant)).body.value).vendors;
      const codes = (type: string) => cards.filter((v) => v.gameType === type).map((v) => v.vassalage);
      for (const type of ['LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT']) expect(codes(type).length).toBeGreaterThan(0);
      expect(cards.every((v) => v.gameCount > 0)).toBe(true);
      expect(cards.filter((v) => v.isGame === 'VASSALAGE').every((v) => v.gameType === 'PVP' || v.gameType === 'FISH')).toBe(true);
      if (merchant === 'aurora') {
        expect(codes('ESPORTS').sort()).toEqual(['AV', 'IA', 'IMES']);
        expect(codes('COCKFIGHT')).toEqual(['DS88']);
        expect(codes('LOTT')).toContain('TCG_SEA');
        expect(codes('INHOUSE').length).toBeGreaterThan(0);
      }
      if (merchant === 'tigerbay') {
        expect(codes('LOTT')).toContain('TCG_LOTTO_VN');
        expect(codes('INHOUSE')).toEqual([]);
      }
      if (merchant === 'oasis') expect(codes('COCKFIGHT')).toEqual([]);
    }
  });

  it('seeding again adds nothing (idempotent)', async () => {
    const before = await sql<{ n: number }>`select count(*)::int as n from games`.execute(gw.database.db);
    await seedDemoData(gw.database.db, gw.app.gateway.registry.entries);
    const after = await sql<{ n: number }>`select count(*)::int as n from games`.execute(gw.database.db);
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('filters server-side: type, vendor, subcategory, minimum bet, lines, name in a language', async () => {
    const jackpots = await page('gameType=RNG&vendor=PP&subcategory=JP&minBet=1&lines=25&pageSize=100');
    expect(jackpots.total).toBeGreaterThan(0);
    for (const g of jackpots.content) {
      expect(g).toMatchObject({ gameType: 'RNG', vassalage: 'PP', subcategory: 'JP' });
      expect(g.minBet).toBeGreaterThanOrEqual(1);
      expect(g.lines).toBeGreaterThanOrEqual(25);
    }
    const all = await page('gameType=RNG&vendor=PP&pageSize=1');
    expect(jackpots.total).toBeLessThan(all.total);

    const dragonsEn = await page('gameType=RNG&lang=EN&name=DRAGON&pageSize=100');
    expect(dragonsEn.total).toBeGreaterThan(0);
    expect(dragonsEn.content.every((g) => /dragon/i.test(g.displayName))).toBe(true);
    const dragonsTw = await page(`gameType=RNG&lang=TW&name=${encodeURIComponent('龍')}&pageSize=100`);
    expect(dragonsTw.content.every((g) => g.displayName.includes('龍'))).toBe(true);
    expect(dragonsTw.total).toBeGreaterThan(0);
  });

  it('pages: totals add up, a page past the end is 400 PAGE_OUT_OF_RANGE, an unknown vendor 404', async () => {
    const first = await page('gameType=FISH&pageSize=5');
    expect(first.totalPages).toBe(Math.ceil(first.total / 5));
    const last = await page(`gameType=FISH&pageSize=5&pageNum=${first.totalPages}`);
    expect(last.content.length).toBe(first.total - 5 * (first.totalPages - 1));
    const beyond = await get(`${apiPaths.gameList}?gameType=FISH&pageSize=5&pageNum=${first.totalPages + 1}`);
    expect(beyond.res.statusCode).toBe(400);
    expect(beyond.body.code).toBe('PAGE_OUT_OF_RANGE');
    const unknown = await get(`${apiPaths.gameList}?vendor=NOSUCH`);
    expect([unknown.res.statusCode, unknown.body.code]).toEqual([404, 'GAME_VENDOR_NOT_FOUND']);
    const notOffered = await get(`${apiPaths.gameList}?gameType=COCKFIGHT&vendor=DIG`);
    expect(notOffered.body.code).toBe('GAME_VENDOR_NOT_FOUND');
  });

  it('hot games, popular games and the winner board', async () => {
    const hot = must((await get<{ games: GameItem[] }>(`${apiPaths.hotGames}?merchantCode=aurora&isPlatform=2&platform=flash,html5-desktop&language=EN`)).body.value).games;
    expect(hot).toHaveLength(20);
    expect(hot.every((g, i) => !g.maintenance && (i === 0 || (hot[i - 1] as GameItem).popularity >= g.popularity))).toBe(true);
    const other = await get(`${apiPaths.hotGames}?merchantCode=oasis&isPlatform=2&language=EN`);
    expect(other.res.statusCode).toBe(400);
    const live = must((await get<{ games: GameItem[] }>(`${apiPaths.popularGames}?gameType=LIVE&limit=5`)).body.value).games;
    expect(live.length).toBe(5);
    expect(live.every((g) => g.gameType === 'LIVE')).toBe(true);
    const board = must((await get<{ winners: WinnerEntry[] }>(`${apiPaths.winnerBoard}?gameCategory=ALL&language=EN&limitNum=20`)).body.value).winners;
    expect(board).toHaveLength(20);
    expect(board.every((w, i) => w.vo.winAmount > 0 && /^[a-z]{2}\*\*\*\d{2}$/.test(w.vo.account) && (i === 0 || (board[i - 1] as WinnerEntry).vo.winAmount >= w.vo.winAmount))).toBe(true);
  });

  it('the compact list decodes to the same games, ≤ 40 KB brotli in every brand language, with an ETag', async () => {
    const listed = new Map<string, GameItem>();
    for (let n = 1; ; n++) {
      const p = await page(`gameType=RNG&lang=EN&pageSize=100&pageNum=${n}`, 'tigerbay');
      for (const g of p.content) listed.set(g.nodeId, g);
      if (n >= p.totalPages) break;
    }
    for (const lang of ['EN', 'VI', 'TH', 'CN']) {
      const res = await gw.app.inject({ url: `${apiPaths.gameCatalogue}?gameType=RNG&lang=${lang}`, headers: { merchant: 'tigerbay', 'accept-encoding': 'br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.rawPayload.length).toBeLessThanOrEqual(40_000);
      const compact = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as Envelope<CompactCatalogue>;
      const games = decodeCompactCatalogue(must(compact.value));
      expect(games.length).toBe(listed.size);
      if (lang !== 'EN') continue;
      for (const g of games) {
        const item = must(listed.get(g.nodeId), g.nodeId);
        expect({ ...g, popularity: 0 }).toEqual({
          nodeId: item.nodeId, gameCode: item.gameCode, displayName: item.displayName, vendorNodeId: item.vendorNodeId, vassalage: item.vassalage,
          subcategory: item.subcategory, minBet: item.minBet, lines: item.lines, popularity: 0, supportPlay: item.supportPlay, maintenance: item.maintenance, iconUrl: item.iconUrl,
        });
        expect(Math.abs(g.popularity - item.popularity)).toBeLessThanOrEqual(4);
      }
      const again = await gw.app.inject({ url: `${apiPaths.gameCatalogue}?gameType=RNG&lang=EN`, headers: { merchant: 'tigerbay', 'if-none-match': String(res.headers.etag) } });
      expect(again.statusCode).toBe(304);
    }
  });

  it('serves generated game icons under 15 KB with immutable caching', async () => {
    const first = (await page('gameType=RNG&pageSize=1')).content[0] as GameItem;
    const res = await gw.app.inject({ url: first.iconUrl });
    expect(res.statusCode).toBe(200);
    expect(first.iconUrl).toMatch(/\.png$/);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(15_000);
    expect(res.rawPayload.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect((await gw.app.inject({ url: first.iconUrl })).rawPayload.equals(res.rawPayload)).toBe(true);
    const svg = await gw.app.inject({ url: first.iconUrl.replace(/\.png$/, '.svg') });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).not.toMatch(/<script|href=|on\w+=/i);
    expect((await gw.app.inject({ url: '/lgw/icons/game/PG/abc.svg' })).statusCode).toBe(400);
  });

  it('a catalogue change shows on the next request (version bump, no restart)', async () => {
    const game = (await page('gameType=LIVE&vendor=EVO&pageSize=2')).content[1] as GameItem;
    expect(game.maintenance).toBe(false);
    await sql`update games set maintenance = true where merchant = 'aurora' and node_id = ${game.nodeId}`.execute(gw.database.db);
    const after = (await page('gameType=LIVE&vendor=EVO&pageSize=2')).content[1] as GameItem;
    expect(after).toMatchObject({ nodeId: game.nodeId, maintenance: true });
    await sql`update games set maintenance = false where merchant = 'aurora' and node_id = ${game.nodeId}`.execute(gw.database.db);
  });
});
