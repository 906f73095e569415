/**
 * Live chat (§7 CBS_modelList, CBS_launchChat; §6; docs/decisions/052): the desks without a token,
 * the launch for members only, the development provider's page on loopback with the ticket, and
 * bad input refused with nothing opened.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import type { Envelope } from '../../../schemas/envelope';
import type { LoginAnswer } from '../../../schemas/identity';
import type { ChatLaunchAnswer, ChatModelList } from '../../../schemas/live-chat';
import { demoPassword } from '../../db/identity/identity-seed';
import { describeEachDatabase } from '../../test-support/databases';
import { must } from '../../test-support/fixtures';
import { identityClient } from '../../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

describeEachDatabase('live chat (CBS_modelList, CBS_launchChat; docs/decisions/052)', (database) => {
  let gw: TestGateway;
  let member: string;
  let trial: string;
  let clock = Date.now();
  beforeAll(async () => {
    gw = await createTestGateway({ database: database(), identity: { now: () => clock } });
    member = must((await identityClient(gw.app, 'aurora').login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token);
    const free = await gw.app.inject({ method: 'POST', url: apiPaths.loginFreePlay, headers: { merchant: 'aurora' }, payload: {} });
    trial = must(free.json<Envelope<LoginAnswer>>().value?.token);
  });
  afterAll(() => gw.close());

  const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: unknown, merchant = 'aurora') =>
    gw.app.inject({ method, url, headers: { merchant, ...(token ? { authorization: `Bearer ${token}` } : {}) }, ...(payload === undefined ? {} : { payload: payload as object }) });

  it('lists the brand\'s desks without a token, in the asked language or the default; none for a brand without chat', async () => {
    const en = await call('GET', `${apiPaths.chatModels}?lang=EN`, null);
    expect(en.statusCode).toBe(200);
    expect(en.json<Envelope<ChatModelList>>().value).toEqual({ available: true, models: [{ id: 'general', name: 'Customer service' }, { id: 'payments', name: 'Deposits and withdrawals' }] });
    const fallback = must((await call('GET', `${apiPaths.chatModels}?lang=JA`, null)).json<Envelope<ChatModelList>>().value);
    expect(fallback.models[0]?.name).toBe('線上客服');
    expect((await call('GET', apiPaths.chatModels, null, undefined, 'oasis')).json<Envelope<ChatModelList>>().value).toEqual({ available: false, models: [] });
    expect((await call('GET', `${apiPaths.chatModels}?lang=xx`, null)).statusCode).toBe(400);
  });

  it('launches for members only: guests 401, trial accounts 403 in_need_true_account', async () => {
    expect((await call('POST', apiPaths.chatLaunch, null, { model: 'general' })).statusCode).toBe(401);
    const refused = await call('POST', apiPaths.chatLaunch, trial, { model: 'general' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Envelope<null>>()).toMatchObject({ code: 'TRIAL_NOT_ALLOWED', message: 'in_need_true_account' });
  });

  it('opens the development chat with a ticket naming the member and the desk, on loopback only, for 5 minutes', async () => {
    const res = await call('POST', apiPaths.chatLaunch, member, { model: 'payments' });
    expect(res.statusCode).toBe(200);
    const answer = must(res.json<Envelope<ChatLaunchAnswer>>().value);
    expect(answer.expiresInSeconds).toBe(300);
    const url = new URL(answer.url, 'http://127.0.0.1');
    expect(url.pathname).toBe(apiPaths.devChat);
    expect(url.searchParams.get('model')).toBe('payments');
    expect(answer.url).not.toContain(member);
    const page = await gw.app.inject({ url: answer.url, remoteAddress: '127.0.0.1' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('player01');
    expect(page.body).toContain('payments');
    expect((await gw.app.inject({ url: answer.url, remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    // Another desk's name on the same ticket, a forged ticket, and an expired one are refused.
    const ticket = must(url.searchParams.get('ticket'));
    expect((await gw.app.inject({ url: `${apiPaths.devChat}?model=general&ticket=${encodeURIComponent(ticket)}` })).statusCode).toBe(403);
    expect((await gw.app.inject({ url: `${apiPaths.devChat}?model=payments&ticket=${encodeURIComponent(`${ticket.slice(0, -4)}AAAA`)}` })).statusCode).toBe(403);
    clock += 301_000;
    try {
      const late = await gw.app.inject({ url: answer.url });
      expect(late.statusCode).toBe(403);
      expect(late.body).not.toContain('player01');
    } finally {
      clock -= 301_000;
    }
  });

  it('refuses bad input with a code: an unknown desk 404, a malformed or missing one 400, a brand without chat 404', async () => {
    const unknown = await call('POST', apiPaths.chatLaunch, member, { model: 'sales' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<Envelope<null>>().code).toBe('CHAT_MODEL_NOT_FOUND');
    for (const body of [{ model: 'Bad Desk' }, {}, { model: 7 }, { model: 'x'.repeat(40) }]) {
      const r = await call('POST', apiPaths.chatLaunch, member, body);
      expect(r.statusCode, JSON.stringify(body)).toBe(400);
      expect(r.json<Envelope<null>>().code).toBe('VALIDATION_FAILED');
    }
    const oasis = must((await identityClient(gw.app, 'oasis').login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token);
    const none = await call('POST', apiPaths.chatLaunch, oasis, { model: 'general' }, 'oasis');
    expect(none.statusCode).toBe(404);
    expect(none.json<Envelope<null>>().code).toBe('LIVE_CHAT_UNAVAILABLE');
  });
});
