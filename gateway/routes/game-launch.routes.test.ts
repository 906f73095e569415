import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { GameItem, GamePage, LaunchAnswer, MaintenanceValue, RoomItem } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer } from '../../schemas/identity';
import { demoPassword } from '../db/identity/identity-seed';
import { drawRound } from '../domain/catalogue/demo-vendor';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

interface DemoSession {
  playToken: string;
  nodeId: string;
  lang: string;
  betsMinor: number[];
  balanceMinor: number;
  lobbyUrl: string;
}
interface SpinAnswer {
  reels: string[];
  betMinor: number;
  winMinor: number;
  balanceMinor: number;
}

describe('demo vendor round outcomes', () => {
  it('pays three of a kind by symbol, a pair a fifth of the bet, else nothing', () => {
    const fixed = (values: number[]) => () => values.shift() ?? 0;
    expect(drawRound(100, fixed([4, 4, 4])).winMinor).toBe(5000);
    expect(drawRound(100, fixed([1, 1, 3])).winMinor).toBe(20);
    expect(drawRound(100, fixed([0, 1, 2])).winMinor).toBe(0);
  });
});

describeEachDatabase('favourites, recent games, launch and the demo vendor', (database) => {
  let gw: TestGateway;
  let token: string;
  let trialToken: string;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    const c = identityClient(gw.app, 'aurora');
    token = must((await c.login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token);
    trialToken = must((await c.call<LoginAnswer>('POST', apiPaths.loginFreePlay, { platform: 'W' })).body.value?.token);
  });
  afterAll(() => gw.close());

  async function call<T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, bearer: string | null = token) {
    const headers: Record<string, string> = { merchant: 'aurora' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const res = await gw.app.inject({ method, url, payload, headers });
    return { res, body: res.json<Envelope<T>>() };
  }
  const firstGame = async (query: string) => must((await call<GamePage>('GET', `${apiPaths.gameList}?${query}&pageSize=1`, undefined, null)).body.value?.content[0]);
  const favouriteCount = async () => (await sql<{ n: number }>`select count(*)::int as n from favourite_games`.execute(gw.database.db)).rows[0]?.n;

  it('favourites need a session, add and remove idempotently, and list as ids and as a page', async () => {
    const game = await firstGame('gameType=RNG&vendor=PG');
    const ref = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    expect((await call('POST', apiPaths.favouriteAdd, ref, null)).res.statusCode).toBe(401);
    const first = await call<{ changed: boolean }>('POST', apiPaths.favouriteAdd, ref);
    const second = await call<{ changed: boolean }>('POST', apiPaths.favouriteAdd, ref);
    expect([first.body.value?.changed, second.body.value?.changed]).toEqual([true, false]);
    const ids = must((await call<{ nodeIds: string[] }>('GET', apiPaths.favouriteGames)).body.value).nodeIds;
    expect(ids).toEqual([game.nodeId]);
    const list = must((await call<GamePage>('GET', `${apiPaths.favouriteGamesList}?lang=EN&pageNum=1`)).body.value);
    expect(list).toMatchObject({ pageNum: 1, totalPages: 1, total: 1 });
    expect(list.content[0]?.nodeId).toBe(game.nodeId);
    const query = new URLSearchParams(ref).toString();
    const removed = await call<{ changed: boolean }>('DELETE', `${apiPaths.favouriteRemove}?${query}`);
    const again = await call<{ changed: boolean }>('DELETE', `${apiPaths.favouriteRemove}?${query}`);
    expect([removed.body.value?.changed, again.body.value?.changed]).toEqual([true, false]);
    expect(must((await call<{ nodeIds: string[] }>('GET', apiPaths.favouriteGames)).body.value).nodeIds).toEqual([]);
  });

  it('refuses unknown or mismatched games with a code and writes nothing', async () => {
    const game = await firstGame('gameType=RNG&vendor=PG');
    const before = await favouriteCount();
    const cases = [
      { nodeId: '999999999', vendor: 'PG', gameType: 'RNG' },
      { nodeId: game.nodeId, vendor: 'JILI', gameType: 'RNG' },
      { nodeId: game.nodeId, vendor: 'PG', gameType: 'LIVE' },
    ];
    for (const body of cases) {
      const r = await call('POST', apiPaths.favouriteAdd, body);
      expect([r.res.statusCode, r.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
    }
    for (const body of [{ nodeId: 'abc', vendor: 'PG', gameType: 'RNG' }, { nodeId: 12, vendor: 'PG', gameType: 'RNG' }, { nodeId: game.nodeId, vendor: 'PG', gameType: 'NOPE' }, { nodeId: game.nodeId }]) {
      const r = await call('POST', apiPaths.favouriteAdd, body);
      expect([r.res.statusCode, r.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
    const beyond = await call('GET', `${apiPaths.favouriteGamesList}?pageNum=2`);
    expect(beyond.body.code).toBe('PAGE_OUT_OF_RANGE');
    expect(await favouriteCount()).toBe(before);
  });

  it('launch: no session 401, trial 403 TRIAL_NOT_ALLOWED, maintenance 409 with popular suggestions', async () => {
    const game = await firstGame('gameType=RNG&vendor=PG');
    const body = { nodeId: game.nodeId, vendor: 'PG', gameType: 'RNG', lang: 'EN' };
    expect((await call('POST', apiPaths.launchGame, body, null)).res.statusCode).toBe(401);
    const trial = await call('POST', apiPaths.launchGame, body, trialToken);
    expect([trial.res.statusCode, trial.body.code, trial.body.message]).toEqual([403, 'TRIAL_NOT_ALLOWED', 'in_need_true_account']);
    const down = await firstGame('gameType=RNG&vendor=NLC');
    expect(down.maintenance).toBe(true);
    const refused = await call<MaintenanceValue>('POST', apiPaths.launchGame, { nodeId: down.nodeId, vendor: 'NLC', gameType: 'RNG' });
    expect([refused.res.statusCode, refused.body.code, refused.body.message]).toEqual([409, 'GAME_MAINTENANCE', 'error.game_maintenance']);
    const suggestions = must(refused.body.value).suggestions;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((g: GameItem) => !g.maintenance && g.gameType === 'RNG')).toBe(true);
  });

  it('launch returns a demo vendor URL with a single-use ticket; spins debit and credit the balance once per round', async () => {
    const game = await firstGame('gameType=RNG&vendor=JILI');
    const launch = await call<LaunchAnswer>('POST', apiPaths.launchGame, { nodeId: game.nodeId, vendor: 'JILI', gameType: 'RNG', lang: 'CN' });
    expect(launch.res.statusCode).toBe(200);
    const url = new URL(must(launch.body.value).url, 'http://gateway');
    expect(url.pathname).toBe(apiPaths.demoVendorPlay);
    expect(url.searchParams.get('lang')).toBe('CN');
    const ticket = must(url.searchParams.get('ticket'));
    expect(ticket).not.toBe(token);

    const pageRes = await gw.app.inject({ url: `${url.pathname}${url.search}` });
    expect(pageRes.headers['content-security-policy']).toContain("script-src 'self'");
    expect(pageRes.body).not.toMatch(/<script>|<script(?![^>]*\ssrc=)/);
    expect((await gw.app.inject({ url: '/lgw/demo-vendor/assets/play.js' })).statusCode).toBe(200);

    const demo = async <T>(path: string, payload: object) => {
      const res = await gw.app.inject({ method: 'POST', url: path, payload });
      return { res, body: res.json<Envelope<T>>(), replayed: res.headers['idempotent-replayed'] === 'true' };
    };
    const session = must((await demo<DemoSession>(apiPaths.demoVendorSession, { ticket })).body.value);
    expect(session).toMatchObject({ nodeId: game.nodeId, lang: 'CN', lobbyUrl: '/rng', balanceMinor: 1_234_567 });
    const reuse = await demo(apiPaths.demoVendorSession, { ticket });
    expect([reuse.res.statusCode, reuse.body.code]).toEqual([401, 'LAUNCH_TICKET_INVALID']);

    const bet = must(session.betsMinor[0]);
    const roundId = 'round-0001';
    const spun = must((await demo<SpinAnswer>(apiPaths.demoVendorSpin, { playToken: session.playToken, roundId, betMinor: bet })).body.value);
    expect(spun.balanceMinor).toBe(1_234_567 - bet + spun.winMinor);
    const replay = await demo<SpinAnswer>(apiPaths.demoVendorSpin, { playToken: session.playToken, roundId, betMinor: bet });
    expect([replay.body.value, replay.replayed]).toEqual([spun, true]);
    const balance = await sql<{ b: string }>`select balance_minor::text as b from wallet_balances w join members m on m.id = w.member_id where m.account = 'player01' and m.merchant = 'aurora'`.execute(gw.database.db);
    expect(Number(balance.rows[0]?.b)).toBe(spun.balanceMinor);

    const badBet = await demo(apiPaths.demoVendorSpin, { playToken: session.playToken, roundId: 'round-0002', betMinor: bet + 1 });
    expect([badBet.res.statusCode, badBet.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    const stranger = await demo(apiPaths.demoVendorSpin, { playToken: 'x'.repeat(43), roundId: 'round-0003', betMinor: bet });
    expect(stranger.body.code).toBe('LAUNCH_TICKET_INVALID');

    const recent = must((await call<GamePage>('GET', `${apiPaths.recentGames}?lang=EN`)).body.value);
    expect(recent.content[0]?.nodeId).toBe(game.nodeId);
    expect((await call('GET', apiPaths.recentGames, undefined, null)).res.statusCode).toBe(401);
  });

  it('a vendor that launches directly starts its lobby; a popup-list vendor needs a game', async () => {
    const lobby = await call<LaunchAnswer>('POST', apiPaths.launchGame, { vendor: 'EVO', gameType: 'LIVE' });
    expect(lobby.res.statusCode).toBe(200);
    const popup = await call('POST', apiPaths.launchGame, { vendor: 'KY', gameType: 'PVP' });
    expect([popup.res.statusCode, popup.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
    const unknown = await call('POST', apiPaths.launchGame, { vendor: 'NOPE', gameType: 'LIVE' });
    expect(unknown.body.code).toBe('GAME_VENDOR_NOT_FOUND');
  });

  it('room list: live tables of a LIVE vendor, with a session', async () => {
    expect((await call('GET', `${apiPaths.roomList}?nodeId=LIVE-EVO`, undefined, null)).res.statusCode).toBe(401);
    const rooms = must((await call<{ rooms: RoomItem[] }>('GET', `${apiPaths.roomList}?nodeId=LIVE-EVO&lang=EN`)).body.value).rooms;
    expect(rooms.length).toBeGreaterThan(10);
    expect(rooms.every((r) => r.vassalage === 'EVO' && r.maxBet > r.minBet && r.players > 0)).toBe(true);
    expect((await call('GET', `${apiPaths.roomList}?nodeId=RNG-PG`)).body.code).toBe('GAME_VENDOR_NOT_FOUND');
  });
});
