/**
 * The remaining §7 calls (docs/decisions/052): first login (member), domain route (public) and
 * the fallback game launch GCS_gameLaunchFB (the same rules and answer as /wps/game/launchGame).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import type { GameItem, GamePage, LaunchAnswer } from '../../../schemas/catalogue';
import type { Envelope } from '../../../schemas/envelope';
import type { LoginAnswer } from '../../../schemas/identity';
import { demoPassword } from '../../db/identity/identity-seed';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { identityClient } from '../../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';
import type { DomainRouteAnswer } from '../domain-route/domain-route.routes';
import type { FirstLoginAnswer } from './first-login.routes';

describeEachDatabase('first login, domain route, GCS_gameLaunchFB (docs/decisions/052)', (database) => {
  let gw: TestGateway;
  let trial: string;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    const free = await gw.app.inject({ method: 'POST', url: apiPaths.loginFreePlay, headers: { merchant: 'aurora' }, payload: {} });
    trial = must(free.json<Envelope<LoginAnswer>>().value?.token);
  });
  afterAll(() => gw.close());

  const get = (url: string, token: string | null, headers: Record<string, string> = { merchant: 'aurora' }) =>
    gw.app.inject({ url, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  it('first login: true for the session that made the account\'s first login only; guests 401, trial 403', async () => {
    const account = `first${Date.now().toString(36)}`;
    await gw.app.identity.members.insert({ merchant: 'aurora', account, passwordHash: await gw.app.identity.hasher.hash(demoPassword), email: `${account}@example.com` });
    const c = identityClient(gw.app, 'aurora');
    const firstLogin = must((await c.login({ type: 'username', username: account, password: demoPassword })).body.value);
    expect(firstLogin.firstTimeLogin).toBe(true);
    const first = must((await get(apiPaths.firstLogin, firstLogin.token)).json<Envelope<FirstLoginAnswer>>().value);
    expect(first.firstTimeLogin).toBe(true);
    expect(first.firstLoginAt).not.toBeNull();
    const later = must((await c.login({ type: 'username', username: account, password: demoPassword })).body.value);
    expect(must((await get(apiPaths.firstLogin, later.token)).json<Envelope<FirstLoginAnswer>>().value)).toEqual({ firstTimeLogin: false, firstLoginAt: first.firstLoginAt });
    // The first session still reads true (a reload of that session).
    expect(must((await get(apiPaths.firstLogin, firstLogin.token)).json<Envelope<FirstLoginAnswer>>().value).firstTimeLogin).toBe(true);
    expect((await get(apiPaths.firstLogin, null)).statusCode).toBe(401);
    const refused = await get(apiPaths.firstLogin, trial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Envelope<null>>().message).toBe('in_need_true_account');
  });

  it('domain route: the brand domain of the host, the main domain for another host; public', async () => {
    const byHost = must((await get(apiPaths.domainRoute, null, { host: 'aurora.localhost' })).json<Envelope<DomainRouteAnswer>>().value);
    expect(byHost.domainRoute).toBe('aurora.localhost');
    expect(byHost.domains).toContain('aurora.localhost');
    const other = must((await get(apiPaths.domainRoute, null, { merchant: 'aurora', host: 'elsewhere.test' })).json<Envelope<DomainRouteAnswer>>().value);
    expect(other.domainRoute).toBe(other.mainDomain);
  });

  it('GCS_gameLaunchFB launches like launchGame: members get a ticketed URL, guests 401, trial 403, bad input 400', async () => {
    const list = must((await get(`${apiPaths.gameList}?gameType=RNG&pageSize=50`, null)).json<Envelope<GamePage<GameItem>>>().value).content;
    const game = must(list.find((g) => !g.maintenance));
    const body = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
    const member = must((await identityClient(gw.app, 'aurora').login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token);
    const post = (payload: object, token: string | null) =>
      gw.app.inject({ method: 'POST', url: apiPaths.gameLaunchFallback, headers: { merchant: 'aurora', ...(token ? { authorization: `Bearer ${token}` } : {}) }, payload });
    const ok = await post(body, member);
    expect(ok.statusCode).toBe(200);
    const answer = must(ok.json<Envelope<LaunchAnswer>>().value);
    expect(answer.url).toMatch(/ticket=/);
    expect(answer.nodeId).toBe(game.nodeId);
    expect((await post(body, null)).statusCode).toBe(401);
    expect((await post(body, trial)).json<Envelope<null>>().code).toBe('TRIAL_NOT_ALLOWED');
    const bad = await post({ ...body, gameType: 'NOPE' }, member);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Envelope<null>>().code).toBe('VALIDATION_FAILED');
  });
});
