/**
 * Calls as the spec's own client makes them (§7; docs/decisions/031), beside the shapes the
 * portal's browser uses: forgot by e-mail as a form POST, the affiliate check as a GET with the
 * registration URL in the query, and the standalone identity calls whose answers the portal
 * carries elsewhere (the member info inside the login answer, the register rules inside the
 * permission answer) still answering on their own, with the same data.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer, MemberInfoAnswer } from '../../schemas/identity';
import type { PermissionResponse } from '../../schemas/permission';
import { demoPassword } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const form = 'application/x-www-form-urlencoded';

describeEachDatabase('identity calls as the spec’s client makes them', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  const post = (url: string, payload: string, ip: string, contentType = form) =>
    gw.app.inject({ method: 'POST', url, payload, headers: { merchant: 'aurora', 'content-type': contentType }, remoteAddress: ip });

  it('forgot by e-mail takes the form-encoded body (§7 "form POST") and answers as for JSON', async () => {
    const res = await post(apiPaths.passwordEmail, 'username=down03&email=down03%40aurora.example', '198.51.100.71');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { accepted: true, expiredMinutes: 30 }, message: null, code: null });
    const mail = await identityClient(gw.app, 'aurora').outbox('down03@aurora.example');
    expect(mail[0]?.body).toMatch(/resetToken=[A-Za-z0-9_-]{43}/);
  });

  it('refuses a form body that is incomplete, repeats a field or names an unknown one, changing nothing', async () => {
    for (const [i, body] of ['username=down01', 'username=down01&username=down02&email=down01%40aurora.example', 'username=down01&email=down01%40aurora.example&admin=1'].entries()) {
      const res = await post(apiPaths.passwordEmail, body, `198.51.100.8${i}`);
      expect(res.statusCode, body).toBe(400);
      expect(res.json<Envelope<unknown>>().code, body).toBe('VALIDATION_FAILED');
    }
    expect(await identityClient(gw.app, 'aurora').outbox('down01@aurora.example')).toEqual([]);
  });

  it('refuses a form posted from another site (no preflight guards a form), changing nothing', async () => {
    const res = await gw.app.inject({
      method: 'POST',
      url: apiPaths.passwordEmail,
      payload: 'username=down02&email=down02%40aurora.example',
      headers: { merchant: 'aurora', 'content-type': form, 'sec-fetch-site': 'cross-site' },
      remoteAddress: '198.51.100.89',
    });
    expect(res.statusCode).toBe(403);
    expect(await identityClient(gw.app, 'aurora').outbox('down02@aurora.example')).toEqual([]);
  });

  it('form bodies are taken by forgot by e-mail only: other calls still refuse them (415)', async () => {
    const res = await post(apiPaths.smsNoLogin, 'mobileNum=13800000001&countryDialingCode=86', '198.51.100.90');
    expect(res.statusCode).toBe(415);
  });

  it('the affiliate check answers a GET with the code and the registration URL (§7 "code and domain or URL info")', async () => {
    const registerUrl = 'https://aurora.example/register?referralCode=FRIEND1';
    for (const query of [
      `code=agent01&domain=${encodeURIComponent(registerUrl)}`,
      `code=agent01&domain=${encodeURIComponent('https://aurora.example')}`,
      `code=agent01&registerUrl=${encodeURIComponent(registerUrl)}&domain=aurora.example`,
      `code=agent01&url=${encodeURIComponent(registerUrl)}`,
    ]) {
      const res = await gw.app.inject({ url: `${apiPaths.affiliate}?${query}`, headers: { merchant: 'aurora' }, remoteAddress: '198.51.100.91' });
      expect(res.statusCode, query).toBe(200);
      expect(res.json(), query).toEqual({ success: true, value: { code: 'AGENT01' }, message: null, code: null });
    }
    const bad = await gw.app.inject({ url: `${apiPaths.affiliate}?code=agent01&registerUrl=javascript%3Aalert(1)`, headers: { merchant: 'aurora' }, remoteAddress: '198.51.100.91' });
    expect(bad.statusCode).toBe(400);
  });

  it('the member info answers on its own, the same as the login answer carries it', async () => {
    const c = identityClient(gw.app, 'aurora');
    const answer = must((await c.login({ type: 'username', username: 'player01', password: demoPassword })).body.value) as LoginAnswer;
    const info = await c.call<MemberInfoAnswer>('GET', apiPaths.memberInfo, undefined, { token: answer.token });
    expect(info.res.statusCode).toBe(200);
    expect(info.body.value).toEqual(answer.member);
  });

  it('the register rules and the module tree answer on their own, the same as the permission answer carries them', async () => {
    const get = async <T>(url: string) => must((await gw.app.inject({ url, headers: { merchant: 'aurora' } })).json<Envelope<T>>().value);
    const permission = await get<PermissionResponse>(apiPaths.permission);
    expect(await get(apiPaths.registerSettings)).toEqual(permission.info.register);
    expect((await get<{ tree: unknown }>(apiPaths.whitelabel)).tree).toEqual(permission.info.whitelabelVal);
  });
});
