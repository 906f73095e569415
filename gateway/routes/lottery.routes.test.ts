import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { GameItem } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import { demoPassword } from '../db/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

interface Menu {
  page: string;
  games: GameItem[];
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

  it('bad input answers 400 VALIDATION_FAILED', async () => {
    for (const query of ['', 'page=nope', 'page=seaLottery&lang=zz', 'page=seaLottery&page=lottery']) {
      const r = await get(`${apiPaths.vnGameMenu}?${query}`);
      expect([r.res.statusCode, r.body.code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    const r = await get(`${apiPaths.vnRecentMenu}?page=nope`, token);
    expect([r.res.statusCode, r.body.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
