/**
 * Staff sign-in, sessions and sign-out (docs/decisions/040), on both databases: password and
 * authenticator code, one refusal for every failure (no enumeration), throttles and captcha of
 * decision 028 under the console's scope, the cookie's attributes, CSRF on state changes,
 * idle and absolute expiry, server-side sign-out, and an audit row for every sign-in.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consolePaths, staffCookie, type AuditPage, type StaffSessionAnswer } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { consolePolicy, consoleThrottleScope } from '../../domain/console/console-policy';
import { describeEachDatabase } from '../../test-support/databases';
import { addStaff, consoleCall, cookieOf, demoOwner, signInRequest, signInStaff, totpCode, valueOf, type TestStaff } from '../../test-support/console-kit';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

const captchaText = 'K7P2M';

describeEachDatabase('console sessions', (database) => {
  let gw: TestGateway;
  // The gateway's clock runs with real time, moved by `offset` (authenticator codes follow real time).
  let offset = 0;
  let owner: TestStaff;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database(), identity: { now: () => Date.now() + offset, captchaText: () => captchaText, delivery: { manual: true } } });
    owner = await demoOwner(gw.app);
  });
  afterAll(() => gw.close());

  const audit = async (action: string) => {
    const s = await signInStaff(gw.app, await addStaff(gw, [{ role: 'owner', merchant: null }]));
    return (await valueOf<AuditPage>(await consoleCall(gw.app, s, { method: 'GET', url: `${consolePaths.audit}?action=${action}&pageSize=200` }))).items;
  };

  it('the demo owner signs in with password and authenticator code: an HttpOnly, SameSite=Strict cookie on /console, and me', async () => {
    const res = await gw.app.inject(signInRequest(owner, await totpCode(owner.secret)));
    expect(res.statusCode).toBe(200);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/console(;|$)/);
    expect(cookie).not.toMatch(/Secure/);
    const answer = res.json<Envelope<StaffSessionAnswer>>().value;
    expect(answer?.staff).toMatchObject({ username: 'demo-owner', grants: [{ role: 'owner', merchant: null }], merchants: null });
    expect(answer?.staff.capabilities).toEqual(expect.arrayContaining(['staff.manage', 'audit.read', 'modules.publish']));
    // The token is only in the cookie: never in the answer.
    expect(res.body).not.toContain(String(cookie.split(';')[0]?.split('=')[1]));
    const me = await gw.app.inject({ method: 'GET', url: consolePaths.me, headers: { cookie: String(cookie.split(';')[0]) } });
    expect(me.statusCode).toBe(200);
    expect(me.json<Envelope<StaffSessionAnswer>>().value?.csrfToken).toBe(answer?.csrfToken);
  });

  it('unknown name, wrong password, wrong code, replayed code and a disabled account all answer the same 401 LOGIN_FAILED, each audited', async () => {
    const staff = await addStaff(gw, [{ role: 'product', merchant: 'aurora' }]);
    const disabled = await addStaff(gw, [{ role: 'product', merchant: 'aurora' }], { enabled: false });
    const code = await totpCode(staff.secret);
    const ok = await gw.app.inject(signInRequest(staff, code));
    expect(ok.statusCode).toBe(200);
    const tries = [
      signInRequest({ ...staff, username: 'nobody-here' }, code),
      signInRequest({ ...staff, password: 'Wrong-Password-123' }, await totpCode(staff.secret, 1)),
      signInRequest(staff, code === '000000' ? '111111' : '000000'),
      signInRequest(staff, code),
      signInRequest(disabled, await totpCode(disabled.secret)),
    ];
    const answers: unknown[][] = [];
    for (const t of tries) {
      const res = await gw.app.inject({ ...t, remoteAddress: `203.0.113.${answers.length + 10}` });
      answers.push([res.statusCode, res.json<Envelope<unknown>>().code, res.headers['set-cookie'] ?? null]);
    }
    expect(answers).toEqual(tries.map(() => [401, 'LOGIN_FAILED', null]));
    const failed = await audit('staff.sign-in-failed');
    expect(failed.map((r) => r.staffName)).toEqual(expect.arrayContaining(['nobody-here', staff.username, disabled.username]));
    expect(failed.find((r) => r.staffName === 'nobody-here')).toMatchObject({ staffId: null, ip: '203.0.113.10', merchant: null });
    expect((await audit('staff.sign-in')).some((r) => r.staffId === staff.id)).toBe(true);
  });

  it('asks for the captcha after 3 failures in a row from one IP (console scope), then signs in with it', async () => {
    const staff = await addStaff(gw, [{ role: 'support', merchant: null }]);
    const from = { remoteAddress: '198.51.100.77' };
    for (let i = 0; i < 3; i += 1) {
      const res = await gw.app.inject({ ...signInRequest({ ...staff, password: `Wrong-${i}-password` }, '123456'), ...from });
      expect(res.json<Envelope<{ captcha: boolean }>>().value?.captcha).toBe(i === 2);
    }
    const without = await gw.app.inject({ ...signInRequest(staff, await totpCode(staff.secret)), ...from });
    expect([without.statusCode, without.json<Envelope<unknown>>().code]).toEqual([400, 'CAPTCHA_REQUIRED']);
    const captcha = await valueOf<{ captchaId: string }>(await gw.app.inject({ method: 'GET', url: consolePaths.captcha }));
    const rows = await sql<{ merchant: string }>`select merchant from captcha_challenges where id = ${captcha.captchaId}`.execute(gw.database.db);
    expect(rows.rows).toEqual([{ merchant: consoleThrottleScope }]);
    const withCaptcha = await gw.app.inject({ ...signInRequest(staff, await totpCode(staff.secret), { captchaId: captcha.captchaId, captcha: captchaText }), ...from });
    expect(withCaptcha.statusCode).toBe(200);
    // Player logins of any merchant from that IP are not affected by staff failures (own scope).
    const throttles = await sql<{ merchant: string }>`select merchant from login_throttles where subject = '198.51.100.77'`.execute(gw.database.db);
    expect(throttles.rows).toEqual([{ merchant: consoleThrottleScope }]);
  });

  it('state changes need the CSRF token and the same origin; sign-out revokes the session on the server', async () => {
    const s = await signInStaff(gw.app, await addStaff(gw, [{ role: 'content', merchant: 'oasis' }]));
    const noToken = await consoleCall(gw.app, s, { method: 'DELETE', url: consolePaths.session, csrf: false });
    expect([noToken.statusCode, noToken.json<Envelope<unknown>>().code]).toEqual([403, 'CSRF_INVALID']);
    const wrongToken = await consoleCall(gw.app, { ...s, csrf: 'a'.repeat(64) }, { method: 'DELETE', url: consolePaths.session });
    expect(wrongToken.statusCode).toBe(403);
    const crossSite = await consoleCall(gw.app, s, { method: 'DELETE', url: consolePaths.session, headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect([crossSite.statusCode, crossSite.json<Envelope<unknown>>().code]).toEqual([403, 'CSRF_INVALID']);
    expect((await consoleCall(gw.app, s, { method: 'GET', url: consolePaths.me })).statusCode).toBe(200);
    const out = await consoleCall(gw.app, s, { method: 'DELETE', url: consolePaths.session });
    expect(out.statusCode).toBe(200);
    expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`${staffCookie}=;`));
    // The browser's copy of the cookie no longer opens anything.
    expect((await consoleCall(gw.app, s, { method: 'GET', url: consolePaths.me })).statusCode).toBe(401);
    expect((await audit('staff.sign-out')).some((r) => r.staffName === s.staff.username)).toBe(true);
  });

  it('a cross-site sign-in (login CSRF) is refused before anything is checked', async () => {
    const staff = await addStaff(gw, [{ role: 'content', merchant: 'oasis' }]);
    const res = await gw.app.inject({ ...signInRequest(staff, await totpCode(staff.secret)), headers: { origin: 'https://evil.example' } });
    expect([res.statusCode, res.json<Envelope<unknown>>().code]).toEqual([403, 'CSRF_INVALID']);
  });

  it('a session ends after 15 idle minutes, and after 8 hours however active', async () => {
    const s = await signInStaff(gw.app, await addStaff(gw, [{ role: 'finance', merchant: 'aurora' }]));
    offset += consolePolicy.sessionIdleMs - 60_000;
    expect((await consoleCall(gw.app, s, { method: 'GET', url: consolePaths.me })).statusCode).toBe(200);
    offset += consolePolicy.sessionIdleMs - 60_000;
    // Still alive: the last call moved the idle expiry.
    expect((await consoleCall(gw.app, s, { method: 'GET', url: consolePaths.me })).statusCode).toBe(200);
    offset += consolePolicy.sessionIdleMs + 1000;
    expect((await consoleCall(gw.app, s, { method: 'GET', url: consolePaths.me })).statusCode).toBe(401);

    offset = 0;
    const busy = await signInStaff(gw.app, await addStaff(gw, [{ role: 'finance', merchant: 'aurora' }]));
    const end = offset + consolePolicy.sessionAbsoluteMs;
    while (offset + consolePolicy.sessionIdleMs / 2 < end) {
      offset += consolePolicy.sessionIdleMs / 2;
      expect((await consoleCall(gw.app, busy, { method: 'GET', url: consolePaths.me })).statusCode).toBe(200);
    }
    offset = end + 1000;
    expect((await consoleCall(gw.app, busy, { method: 'GET', url: consolePaths.me })).statusCode).toBe(401);
    offset = 0;
  });

  it('in production the cookie is Secure too', async () => {
    const prod = await createTestGateway({ database: database(), production: true, migrate: false, seed: false });
    try {
      const staff = await addStaff(prod, [{ role: 'owner', merchant: null }]);
      const res = await prod.app.inject(signInRequest(staff, await totpCode(staff.secret)));
      expect(cookieOf(res)).toMatch(/; Secure/);
    } finally {
      await prod.close();
    }
  });
});
