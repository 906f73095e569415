import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { GameItem, GamePage, LaunchAnswer } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer } from '../../schemas/identity';
import { demoPassword } from '../db/identity/identity-seed';
import { demoPlayMoneyMinor } from '../domain/catalogue/demo-vendor';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

interface DemoSession {
  playToken: string;
  nodeId: string;
  betsMinor: number[];
  balanceMinor: number;
  currency: string | null;
  demo: boolean;
}
interface SpinAnswer {
  betMinor: number;
  winMinor: number;
  balanceMinor: number;
}

describeEachDatabase('free demo launch without an account (READINGS #11, docs/decisions/020)', (database) => {
  let gw: TestGateway;
  let token: string;
  let trialToken: string;
  let trialGame: GameItem;
  let realOnlyGame: GameItem;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    const c = identityClient(gw.app, 'aurora');
    token = must((await c.login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token);
    trialToken = must((await c.call<LoginAnswer>('POST', apiPaths.loginFreePlay, { platform: 'W' })).body.value?.token);
    const page = must((await call<GamePage>('GET', `${apiPaths.gameList}?gameType=RNG&vendor=JILI&pageSize=100`, undefined, null)).body.value);
    trialGame = must(page.content.find((g) => g.supportPlay === 0 && !g.maintenance));
    realOnlyGame = must(page.content.find((g) => g.supportPlay === 1 && !g.maintenance));
  });
  afterAll(() => gw.close());

  async function call<T>(method: 'GET' | 'POST', url: string, payload?: object, bearer: string | null = token) {
    const headers: Record<string, string> = { merchant: 'aurora' };
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    const res = await gw.app.inject({ method, url, payload, headers });
    return { res, body: res.json<Envelope<T>>() };
  }
  const demoCall = async <T>(path: string, payload: object) => {
    const res = await gw.app.inject({ method: 'POST', url: path, payload });
    return { res, body: res.json<Envelope<T>>() };
  };
  const count = async (table: 'demo_vendor_plays' | 'recent_games' | 'demo_vendor_rounds') =>
    (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(gw.database.db)).rows[0]?.n ?? 0;
  const walletTotal = async () =>
    (await sql<{ s: string | null }>`select sum(balance_minor)::text as s from wallet_balances`.execute(gw.database.db)).rows[0]?.s ?? null;
  const ref = (g: GameItem) => ({ nodeId: g.nodeId, vendor: g.vassalage, gameType: g.gameType, lang: 'EN' });

  it('a guest starts the demo of a supportPlay 0 game: play money, no wallet, no recent game', async () => {
    const plays = await count('demo_vendor_plays');
    const recent = await count('recent_games');
    const wallets = await walletTotal();
    const launch = await call<LaunchAnswer>('POST', apiPaths.launchGame, { ...ref(trialGame), demo: true }, null);
    expect(launch.res.statusCode).toBe(200);
    const url = new URL(must(launch.body.value).url, 'http://gateway');
    expect(url.pathname).toBe(apiPaths.demoVendorPlay);
    expect(await count('demo_vendor_plays')).toBe(plays + 1);

    const session = must((await demoCall<DemoSession>(apiPaths.demoVendorSession, { ticket: must(url.searchParams.get('ticket')) })).body.value);
    expect(session).toMatchObject({ nodeId: trialGame.nodeId, demo: true, currency: null, balanceMinor: demoPlayMoneyMinor });
    const bet = must(session.betsMinor[0]);
    const spun = must((await demoCall<SpinAnswer>(apiPaths.demoVendorSpin, { playToken: session.playToken, roundId: 'demo-round-1', betMinor: bet })).body.value);
    expect(spun.balanceMinor).toBe(demoPlayMoneyMinor - bet + spun.winMinor);
    const again = must((await demoCall<SpinAnswer>(apiPaths.demoVendorSpin, { playToken: session.playToken, roundId: 'demo-round-1', betMinor: bet })).body.value);
    expect(again.balanceMinor).toBe(spun.balanceMinor);

    expect(await walletTotal()).toBe(wallets);
    expect(await count('recent_games')).toBe(recent);
    const row = (await sql<{ member_id: string | null; play_money_minor: string }>`select member_id, play_money_minor::text as play_money_minor from demo_vendor_plays where demo`.execute(gw.database.db)).rows;
    expect(row.every((r) => r.member_id === null)).toBe(true);
    expect(row.some((r) => Number(r.play_money_minor) === spun.balanceMinor)).toBe(true);
  });

  it('play money never goes below zero: a bet above it answers GAME_BALANCE_TOO_LOW and settles nothing', async () => {
    const launch = must((await call<LaunchAnswer>('POST', apiPaths.launchGame, { ...ref(trialGame), demo: true }, null)).body.value);
    const ticket = must(new URL(launch.url, 'http://gateway').searchParams.get('ticket'));
    const session = must((await demoCall<DemoSession>(apiPaths.demoVendorSession, { ticket })).body.value);
    const bet = must(session.betsMinor[session.betsMinor.length - 1]);
    await sql`update demo_vendor_plays set play_money_minor = ${bet - 1} where member_id is null and play_hash is not null and play_money_minor = ${demoPlayMoneyMinor}`.execute(gw.database.db);
    const rounds = await count('demo_vendor_rounds');
    const low = await demoCall(apiPaths.demoVendorSpin, { playToken: session.playToken, roundId: 'demo-round-low', betMinor: bet });
    expect([low.res.statusCode, low.body.code]).toEqual([409, 'GAME_BALANCE_TOO_LOW']);
    expect(await count('demo_vendor_rounds')).toBe(rounds);
  });

  it('a trial session may use the free demo (it is no real launch), but not a real launch', async () => {
    const demo = await call<LaunchAnswer>('POST', apiPaths.launchGame, { ...ref(trialGame), demo: true }, trialToken);
    expect(demo.res.statusCode).toBe(200);
    const real = await call('POST', apiPaths.launchGame, ref(trialGame), trialToken);
    expect([real.res.statusCode, real.body.code]).toEqual([403, 'TRIAL_NOT_ALLOWED']);
  });

  it('refusals write nothing: no demo for supportPlay 1 or a vendor lobby, unknown game, maintenance, malformed input', async () => {
    const plays = await count('demo_vendor_plays');
    const notOffered = await call('POST', apiPaths.launchGame, { ...ref(realOnlyGame), demo: true }, null);
    expect([notOffered.res.statusCode, notOffered.body.code]).toEqual([403, 'DEMO_NOT_AVAILABLE']);
    const lobby = await call('POST', apiPaths.launchGame, { vendor: 'EVO', gameType: 'LIVE', demo: true }, null);
    expect([lobby.res.statusCode, lobby.body.code]).toEqual([403, 'DEMO_NOT_AVAILABLE']);
    const unknown = await call('POST', apiPaths.launchGame, { ...ref(trialGame), nodeId: '999999999', demo: true }, null);
    expect([unknown.res.statusCode, unknown.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
    const wrongVendor = await call('POST', apiPaths.launchGame, { ...ref(trialGame), vendor: 'NOPE', demo: true }, null);
    expect([wrongVendor.res.statusCode, wrongVendor.body.code]).toEqual([404, 'GAME_NOT_FOUND']);
    const down = must((await call<GamePage>('GET', `${apiPaths.gameList}?gameType=RNG&vendor=NLC&pageSize=1`, undefined, null)).body.value?.content[0]);
    const maintenance = await call('POST', apiPaths.launchGame, { ...ref(down), demo: true }, null);
    expect([maintenance.res.statusCode, maintenance.body.code]).toEqual([409, 'GAME_MAINTENANCE']);
    for (const body of [
      { ...ref(trialGame), nodeId: 'abc', demo: true },
      { ...ref(trialGame), nodeId: 12, demo: true },
      { ...ref(trialGame), gameType: 'NOPE', demo: true },
      { ...ref(trialGame), demo: 'yes' },
      { ...ref(trialGame), demo: true, member: 'x' },
    ]) {
      const r = await call('POST', apiPaths.launchGame, body, null);
      expect([r.res.statusCode, r.body.code], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    // Without demo: still a session call.
    expect((await call('POST', apiPaths.launchGame, ref(trialGame), null)).res.statusCode).toBe(401);
    expect((await call('POST', apiPaths.launchGame, { ...ref(trialGame), demo: false }, null)).res.statusCode).toBe(401);
    expect(await count('demo_vendor_plays')).toBe(plays);
  });
});

describe('demo play money', () => {
  it('starts at 10,000.00 in minor units', () => {
    expect(demoPlayMoneyMinor).toBe(1_000_000);
  });
});
