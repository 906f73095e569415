/**
 * Opened numbers (§7 /lgw/vn/numeros/opened/game and /lotto/lgw/games/opened/numero; §6 session;
 * docs/decisions/052): each page's games with their latest draws, trial sessions too, bad input 400.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import type { Envelope } from '../../../schemas/envelope';
import type { LoginAnswer } from '../../../schemas/identity';
import type { OpenedNumbers } from '../../../schemas/lottery-results';
import { demoPassword } from '../../db/identity/identity-seed';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { identityClient } from '../../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

describeEachDatabase('opened numbers (§7 opened numero; docs/decisions/052)', (database) => {
  let gw: TestGateway;
  let member: string;
  let trial: string;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    member = must((await identityClient(gw.app, 'aurora').login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token);
    const free = await gw.app.inject({ method: 'POST', url: apiPaths.loginFreePlay, headers: { merchant: 'aurora' }, payload: {} });
    trial = must(free.json<Envelope<LoginAnswer>>().value?.token);
  });
  afterAll(() => gw.close());

  const get = (url: string, token: string | null, merchant = 'aurora') =>
    gw.app.inject({ url, headers: { merchant, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const opened = async (url: string, token: string | null = member, merchant = 'aurora') => {
    const r = await get(url, token, merchant);
    expect(r.statusCode, r.body).toBe(200);
    return must(r.json<Envelope<OpenedNumbers>>().value);
  };

  it('needs a session (guests 401, trial sessions served like the lottery pages they see)', async () => {
    expect((await get(apiPaths.openedNumerosLotto, null)).statusCode).toBe(401);
    expect((await get(apiPaths.openedNumerosVn, null)).statusCode).toBe(401);
    expect((await opened(`${apiPaths.openedNumerosLotto}?page=seaLottery`, trial)).games.length).toBeGreaterThan(0);
  });

  it('answers every game of the page with its latest draws, newest first, opened before now, the next after', async () => {
    const now = Date.now();
    const sea = await opened(`${apiPaths.openedNumerosLotto}?page=seaLottery&limit=3&lang=EN`);
    expect(sea.page).toBe('seaLottery');
    for (const g of sea.games) {
      expect(g.draws).toHaveLength(3);
      expect(g.draws.every((d) => Date.parse(d.drawnAt) <= now && d.numbers.length > 0)).toBe(true);
      expect(Date.parse(g.draws[0]?.drawnAt ?? '')).toBeGreaterThan(Date.parse(g.draws[1]?.drawnAt ?? ''));
      expect(Date.parse(g.nextDrawAt)).toBeGreaterThan(now - 1000);
    }
    const lottery = await opened(`${apiPaths.openedNumerosLotto}?page=lottery`);
    expect(new Set(lottery.games.map((g) => g.lotteryType))).toEqual(new Set(['ssc', 'pk10', '11x5', 'k3', 'lhc']));
    expect(lottery.games.every((g) => g.draws.length === 5)).toBe(true);
    // The same draws on a second read (nothing random per request).
    const again = await opened(`${apiPaths.openedNumerosLotto}?page=lottery`);
    expect(again.games.map((g) => g.draws[1])).toEqual(lottery.games.map((g) => g.draws[1]));
  });

  it('passes prizeMode and gameCode through: one mode\'s games, one game\'s history', async () => {
    const elott = await opened(`${apiPaths.openedNumerosLotto}?page=lottery&prizeMode=ELOTT`);
    const all = await opened(`${apiPaths.openedNumerosLotto}?page=lottery`);
    expect(elott.games.length).toBeGreaterThan(0);
    expect(elott.games.length).toBeLessThan(all.games.length);
    const one = must(elott.games[0]);
    const history = await opened(`${apiPaths.openedNumerosLotto}?page=lottery&gameCode=${encodeURIComponent(one.gameCode)}&limit=30`);
    expect(history.games.map((g) => g.gameCode)).toEqual([one.gameCode]);
    expect(history.games[0]?.draws).toHaveLength(30);
    expect(history.games[0]?.draws.slice(0, 5)).toEqual(one.draws);
  });

  it('answers the Vietnam page on its own path (tigerbay carries ZY; aurora has no VN games)', async () => {
    const tigerbay = must((await identityClient(gw.app, 'tigerbay').login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token);
    const vn = await opened(apiPaths.openedNumerosVn, tigerbay, 'tigerbay');
    expect(vn.page).toBe('vnLottery');
    expect(vn.games.length).toBeGreaterThan(0);
    expect(vn.games.every((g) => g.draws.length === 5 && g.draws.every((d) => Date.parse(d.drawnAt) <= Date.now() && d.numbers.length > 0))).toBe(true);
    expect((await opened(apiPaths.openedNumerosVn)).games).toEqual([]);
  });

  it('refuses bad input with 400 VALIDATION_FAILED', async () => {
    for (const query of ['page=vnLottery', 'page=nope', 'limit=0', 'limit=31', 'limit=x', 'prizeMode=ZY', 'gameCode=NO_SUCH_GAME', 'gameCode=%20bad']) {
      const r = await get(`${apiPaths.openedNumerosLotto}?${query}`, member);
      expect(r.statusCode, query).toBe(400);
      expect(r.json<Envelope<null>>().code, query).toBe('VALIDATION_FAILED');
    }
    expect((await get(`${apiPaths.openedNumerosVn}?page=lottery`, member)).statusCode).toBe(400);
  });
});
