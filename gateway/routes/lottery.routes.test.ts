import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { GameItem } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import { demoPassword } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

interface LotteryGame extends GameItem {
  prizeMode: string;
  lotteryType: string | null;
}

interface Menu {
  page: string;
  prizeMode: string | null;
  prizeModes: string[];
  selected: LotteryGame | null;
  games: LotteryGame[];
}

describeEachDatabase('lottery menus (§7 /lgw/vn/games/game_menu and /recent; docs/decisions/020)', (database) => {
  let gw: TestGateway;
  let token: string;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    token = must((await identityClient(gw.app, 'aurora').login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token);
  });
  afterAll(() => gw.close());

  async function get<T>(url: string, bearer: string | null = null, merchant = 'aurora') {
    const headers: Record<string, string> = { merchant };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const res = await gw.app.inject({ method: 'GET', url, headers });
    return { res, body: res.json<Envelope<T>>() };
  }

  it('each page lists its own vendors\' games: SEA → seaLottery, other LOTT/ELOTT → lottery (aurora has no VN)', async () => {
    const sea = must((await get<Menu>(`${apiPaths.vnGameMenu}?page=seaLottery&lang=EN`)).body.value);
    expect(sea.games.length).toBeGreaterThan(0);
    expect(sea.games.every((g) => g.vassalage === 'TCG_SEA')).toBe(true);
    const other = must((await get<Menu>(`${apiPaths.vnGameMenu}?page=lottery`)).body.value);
    expect(other.games.length).toBeGreaterThan(0);
    expect(other.games.every((g) => (g.gameType === 'LOTT' || g.gameType === 'ELOTT') && !['TCG_SEA', 'TCG_LOTTO_VN'].includes(g.vassalage))).toBe(true);
    expect(must((await get<Menu>(`${apiPaths.vnGameMenu}?page=vnLottery`)).body.value).games).toEqual([]);
  });

  it('tigerbay (lottery type VN) lists the Vietnam lottery on vnLottery', async () => {
    const vn = must((await get<Menu>(`${apiPaths.vnGameMenu}?page=vnLottery&lang=VI`, null, 'tigerbay')).body.value);
    expect(vn.games.length).toBeGreaterThan(0);
    expect(vn.games.every((g) => g.vassalage === 'TCG_LOTTO_VN')).toBe(true);
  });

  it('recent needs a session, and lists launched games of that page only', async () => {
    expect((await get(`${apiPaths.vnRecentMenu}?page=seaLottery`)).res.statusCode).toBe(401);
    const sea = must(must((await get<Menu>(`${apiPaths.vnGameMenu}?page=seaLottery`)).body.value).games[1]);
    const launch = await gw.app.inject({
      method: 'POST',
      url: apiPaths.launchGame,
      headers: { merchant: 'aurora', authorization: `Bearer ${token}` },
      payload: { nodeId: sea.nodeId, vendor: sea.vassalage, gameType: sea.gameType },
    });
    expect(launch.statusCode).toBe(200);
    const recent = must((await get<Menu>(`${apiPaths.vnRecentMenu}?page=seaLottery`, token)).body.value);
    expect(recent.games.map((g) => g.nodeId)).toEqual([sea.nodeId]);
    expect(must((await get<Menu>(`${apiPaths.vnRecentMenu}?page=lottery`, token)).body.value).games).toEqual([]);
  });

  it('passes prizeMode and gameCode through (§7 "query passed through"): one prize mode\'s games, the named game selected', async () => {
    // aurora's generic page has its own LOTT vendor and an ELOTT vendor: two prize modes, the brand's order.
    const first = must((await get<Menu>(`${apiPaths.vnGameMenu}?page=lottery&lang=EN`)).body.value);
    expect(first.prizeModes).toEqual(['LOTT', 'ELOTT']);
    expect(first.prizeMode).toBe('LOTT');
    expect(first.games.length).toBeGreaterThan(0);
    expect(first.games.every((g) => g.prizeMode === 'LOTT' && g.vassalage === 'LOTT')).toBe(true);
    const elott = must((await get<Menu>(`${apiPaths.vnGameMenu}?page=lottery&prizeMode=ELOTT&lang=EN`)).body.value);
    expect(elott.prizeMode).toBe('ELOTT');
    expect(elott.games.length).toBeGreaterThan(0);
    expect(elott.games.every((g) => g.prizeMode === 'ELOTT' && g.gameType === 'ELOTT')).toBe(true);
    expect(elott.selected).toBeNull();
    // A game code alone picks its game and the prize mode it plays in.
    const named = must(elott.games[2]);
    const byCode = must((await get<Menu>(`${apiPaths.vnGameMenu}?page=lottery&gameCode=${named.gameCode}&lang=EN`)).body.value);
    expect(byCode.prizeMode).toBe('ELOTT');
    expect(byCode.selected?.nodeId).toBe(named.nodeId);
    // An unknown code is an old link, not an error: nothing selected.
    expect(must((await get<Menu>(`${apiPaths.vnGameMenu}?page=lottery&gameCode=NOPE_99`)).body.value).selected).toBeNull();
    // The recent menu takes the same query: a launched ELOTT game shows under ELOTT only.
    const launch = await gw.app.inject({
      method: 'POST',
      url: apiPaths.launchGame,
      headers: { merchant: 'aurora', authorization: `Bearer ${token}` },
      payload: { nodeId: named.nodeId, vendor: named.vassalage, gameType: named.gameType },
    });
    expect(launch.statusCode).toBe(200);
    const recentE = must((await get<Menu>(`${apiPaths.vnRecentMenu}?page=lottery&prizeMode=ELOTT`, token)).body.value);
    expect(recentE.games.map((g) => g.nodeId)).toEqual([named.nodeId]);
    expect(must((await get<Menu>(`${apiPaths.vnRecentMenu}?page=lottery&prizeMode=LOTT`, token)).body.value).games).toEqual([]);
  });

  it('lottery games carry their lottery type for the icon (§3: ssc, pk10, 11x5, k3, lhc); regional draws none', async () => {
    const other = must((await get<Menu>(`${apiPaths.vnGameMenu}?page=lottery&lang=EN`)).body.value);
    expect(new Set(other.games.map((g) => g.lotteryType))).toEqual(new Set(['ssc', 'pk10', '11x5', 'k3', 'lhc']));
    expect(other.games.find((g) => g.displayName === 'Mark Six')?.lotteryType).toBe('lhc');
    expect(other.games.find((g) => g.displayName === 'Speed PK10')?.lotteryType).toBe('pk10');
    const sea = must((await get<Menu>(`${apiPaths.vnGameMenu}?page=seaLottery&lang=EN`)).body.value);
    expect(sea.games.find((g) => g.displayName === 'Thai Lottery')?.lotteryType).toBeNull();
  });

  it('every demo brand carries the prize modes of all its lottery vendors: each lottery game is offered in one of them', async () => {
    for (const merchant of ['aurora', 'oasis', 'tigerbay']) {
      const listed = new Set<string>();
      for (const page of ['vnLottery', 'seaLottery', 'lottery']) {
        const menu = must((await get<Menu>(`${apiPaths.vnGameMenu}?page=${page}`, null, merchant)).body.value);
        for (const mode of menu.prizeModes) {
          const games = must((await get<Menu>(`${apiPaths.vnGameMenu}?page=${page}&prizeMode=${mode}`, null, merchant)).body.value).games;
          for (const g of games) listed.add(g.nodeId);
        }
      }
      const all: string[] = [];
      for (const gameType of ['LOTT', 'ELOTT']) {
        const list = must((await get<{ content: GameItem[] }>(`${apiPaths.gameList}?gameType=${gameType}&pageSize=100`, null, merchant)).body.value).content;
        all.push(...list.map((g) => g.nodeId));
      }
      expect(all.length, merchant).toBeGreaterThan(0);
      expect(all.filter((id) => !listed.has(id)), merchant).toEqual([]);
    }
  });

  it('a prize mode the brand does not carry is refused with a translated message', async () => {
    // aurora carries no ZY (the Vietnam lottery's mode).
    const r = await get(`${apiPaths.vnGameMenu}?page=lottery&prizeMode=ZY`);
    expect([r.res.statusCode, r.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(JSON.stringify(r.body)).toContain('error.field.prize_mode_not_offered');
  });

  it('bad input answers 400 VALIDATION_FAILED', async () => {
    for (const query of ['', 'page=nope', 'page=seaLottery&lang=zz', 'page=seaLottery&page=lottery', 'page=lottery&prizeMode=MEGA', 'page=lottery&gameCode=%3Cb%3E', `page=lottery&gameCode=${'A'.repeat(65)}`]) {
      const r = await get(`${apiPaths.vnGameMenu}?${query}`);
      expect([r.res.statusCode, r.body.code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    const r = await get(`${apiPaths.vnRecentMenu}?page=nope`, token);
    expect([r.res.statusCode, r.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
