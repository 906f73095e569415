/**
 * Where the product carries an answer inside another (docs/decisions/032, catalogue and content
 * half), the call of its own still answers, with the same data: the vendor menus the page writes
 * in (decision 007) beside the GCSGAME_gameVendor relay, the popular games a maintenance refusal
 * names (§8) beside the §7 popular call, the hot games beside the popular ranking, and the compact
 * list the /rng lobby reads beside the paged GCSGAME_gameList.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { decodeCompactCatalogue, type CompactCatalogue, type GameItem, type GamePage, type MaintenanceValue } from '../../schemas/catalogue';
import type { VendorMenuResponse } from '../../schemas/content';
import type { Envelope } from '../../schemas/envelope';
import { demoPassword } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

describeEachDatabase('calls carried inside other answers still answer on their own (decision 032)', (database) => {
  let gw: TestGateway;
  let token: string;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    token = must((await identityClient(gw.app, 'aurora').login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token);
  });
  afterAll(() => gw.close());

  async function value<T>(url: string, init: { method?: 'GET' | 'POST'; payload?: object; bearer?: string } = {}): Promise<{ status: number; body: Envelope<T> }> {
    const res = await gw.app.inject({
      method: init.method ?? 'GET',
      url,
      headers: { merchant: 'aurora', ...(init.bearer ? { authorization: `Bearer ${init.bearer}` } : {}) },
      ...(init.payload ? { payload: init.payload } : {}),
    });
    return { status: res.statusCode, body: res.json<Envelope<T>>() };
  }

  it('the popular call answers the games a maintenance refusal suggests', async () => {
    const down = must((await value<GamePage>(`${apiPaths.gameList}?gameType=RNG&vendor=NLC&pageSize=1`)).body.value).content[0];
    const refused = await value<MaintenanceValue>(apiPaths.launchGame, { method: 'POST', payload: { nodeId: must(down).nodeId, vendor: 'NLC', gameType: 'RNG' }, bearer: token });
    expect([refused.status, refused.body.code]).toEqual([409, 'GAME_MAINTENANCE']);
    const suggested = must(refused.body.value).suggestions;
    const popular = await value<{ games: GameItem[] }>(`${apiPaths.popularGames}?gameType=RNG&limit=${suggested.length}`);
    expect(popular.status).toBe(200);
    expect(must(popular.body.value).games.map((g) => g.nodeId)).toEqual(suggested.map((g) => g.nodeId));
  });

  it('the hot games are the popular ranking, and each call answers alone', async () => {
    const hot = await value<{ games: GameItem[] }>(`${apiPaths.hotGames}?merchantCode=aurora&isPlatform=2&platform=flash,html5-desktop&limit=20`);
    const popular = await value<{ games: GameItem[] }>(`${apiPaths.popularGames}?limit=20`);
    expect([hot.status, popular.status]).toEqual([200, 200]);
    expect(must(hot.body.value).games.map((g) => g.nodeId)).toEqual(must(popular.body.value).games.map((g) => g.nodeId));
  });

  it('the GCSGAME_gameVendor relay answers the vendors the page carries (game_menus)', async () => {
    const menus = must((await value<VendorMenuResponse>(apiPaths.gameMenus)).body.value).vendors;
    const relay = await value<VendorMenuResponse>(`${apiPaths.gameVendors}?merchantCode=aurora`);
    expect(relay.status).toBe(200);
    expect(must(relay.body.value).vendors.map((v) => v.nodeId)).toEqual(menus.map((v) => v.nodeId));
  });

  it('the paged game list answers the games of the compact list the /rng lobby reads', async () => {
    const compact = decodeCompactCatalogue(must((await value<CompactCatalogue>(`${apiPaths.gameCatalogue}?gameType=RNG`)).body.value));
    const first = await value<GamePage>(`${apiPaths.gameList}?gameType=RNG&pageSize=100`);
    expect(first.status).toBe(200);
    expect(must(first.body.value).total).toBe(compact.length);
    expect(must(first.body.value).content.map((g) => g.nodeId)).toEqual(compact.slice(0, 100).map((g) => g.nodeId));
  });
});
