import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { rememberCookie, type LoginAnswer, type MemberInfoAnswer, type SmsCodeAnswer } from '../../schemas/identity';
import { demoDialingCode, demoPassword } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const login = (username: string, password = demoPassword, extra: object = {}) => ({ type: 'username', username, password, ...extra });
const smsTarget = (n: string) => `+${demoDialingCode}${n}`;

describeEachDatabase('login flows', (database) => {
  let gw: TestGateway;
  let clock = Date.now();
  beforeAll(async () => {
    gw = await createTestGateway({ database: database(), identity: { now: () => clock } });
  });
  afterAll(() => gw.close());
  const client = (merchant: string, ip = '127.0.0.1') => identityClient(gw.app, merchant, { ip, now: () => clock });

  it('password 123456: a change token instead of a session; the new password then signs in (READINGS #3/#4)', async () => {
    const c = client('aurora');
    const first = must((await c.login(login('default01', '123456'))).body.value);
    expect(first).toMatchObject({ token: null, mustChangePassword: true, member: null });
    const changeToken = must(first.changeToken);
    const weak = await c.sealed(apiPaths.password, { oldPassword: '123456', newPassword: 'password1', confirmNewPassword: 'password1', changeToken });
    expect(weak.body.code).toBe('PASSWORD_COMMON');
    const changed = await c.sealed(apiPaths.password, { oldPassword: '123456', newPassword: 'Fresh-Start-77', confirmNewPassword: 'Fresh-Start-77', changeToken });
    expect(changed.res.statusCode).toBe(200);
    expect(changed.body.value).toEqual({ account: 'default01' });
    expect((await c.login(login('default01', '123456'))).body.code).toBe('LOGIN_FAILED');
    const after = must((await c.login(login('default01', 'Fresh-Start-77'))).body.value);
    expect(after.token).toBeTruthy();
    const reuse = await c.sealed(apiPaths.password, { oldPassword: '123456', newPassword: 'Another-One-88', confirmNewPassword: 'Another-One-88', changeToken });
    expect(reuse.res.statusCode).toBe(401);
  });

  it('expired password: forced change with PWDEXPFORCECHANGE3 (aurora), a session without it (oasis)', async () => {
    const aurora = must((await client('aurora').login(login('expired01'))).body.value);
    expect(aurora).toMatchObject({ token: null, passwordExpired: true, mustChangePassword: false });
    expect(aurora.changeToken).toBeTruthy();
    const oasis = must((await client('oasis').login(login('expired01'))).body.value);
    expect(oasis.token).toBeTruthy();
  });

  it('SMS login (MOBILEVERCODELOGIN3): code from the outbox, single use; never forced to change (READINGS #16)', async () => {
    const c = client('aurora');
    const target = smsTarget('13800000005');
    const sent = await c.call<SmsCodeAnswer>('POST', apiPaths.smsNoLogin, { mobileNum: '13800000005', countryDialingCode: '+86' });
    expect(sent.res.statusCode).toBe(200);
    expect(sent.body).toEqual({ success: true, value: { expiredMinutes: 1, validMinutes: 10 }, message: null, code: null });
    const code = await c.lastCode(target);
    const sms = { type: 'sms', mobileNum: '138 0000 0005', countryDialingCode: '86', verificationCode: code };
    const ok = must((await c.login(sms)).body.value);
    expect(ok.token).toBeTruthy();
    expect(ok.passwordExpired).toBe(false);
    expect((await c.login(sms)).body.code).toBe('CODE_INVALID');
  });

  it('SMS codes: same answer for unknown numbers (nothing sent); 60 s spacing; 5 an hour, the wait told truly; 5 wrong tries kill a code', async () => {
    const c = client('aurora', '203.0.113.77');
    const unknown = await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13999999999', countryDialingCode: '86' });
    expect(unknown.res.statusCode).toBe(200);
    expect(await c.outbox(smsTarget('13999999999'))).toEqual([]);
    const soon = await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13999999999', countryDialingCode: '86' });
    expect(soon.res.statusCode).toBe(429);
    expect(soon.body).toMatchObject({ code: 'SMS_TOO_MANY_REQUESTS', message: 'error.too_many_requests' });
    expect((soon.body.value as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50);
    for (let i = 0; i < 4; i += 1) {
      clock += 61_000;
      expect((await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13999999999', countryDialingCode: '86' })).res.statusCode).toBe(200);
    }
    clock += 61_000;
    const sixth = await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13999999999', countryDialingCode: '86' });
    // The hour counts from the first of the five sends, 5 × 61 s ago: the wait is the rest of that hour.
    expect(sixth.body).toMatchObject({ code: 'SMS_TOO_MANY_REQUESTS', value: { retryAfterSeconds: 3600 - 5 * 61 } });
    clock += (3600 - 5 * 61 - 1) * 1000;
    const early = await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13999999999', countryDialingCode: '86' });
    expect(early.body).toMatchObject({ code: 'SMS_TOO_MANY_REQUESTS', value: { retryAfterSeconds: 1 } });
    clock += 1000;
    expect((await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13999999999', countryDialingCode: '86' })).res.statusCode).toBe(200);

    clock += 61_000;
    await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13800000001', countryDialingCode: '86' });
    const code = await c.lastCode(smsTarget('13800000001'));
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect((await c.login({ type: 'sms', mobileNum: '13800000001', countryDialingCode: '86', verificationCode: wrong })).body.code).toBe('CODE_INVALID');
    }
    expect((await c.login({ type: 'sms', mobileNum: '13800000001', countryDialingCode: '86', verificationCode: code })).body.code).toBe('CODE_INVALID');
  });

  it('a code expires after 10 minutes (CODE_EXPIRED)', async () => {
    const c = client('aurora', '203.0.113.78');
    clock += 61_000;
    await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13800000002', countryDialingCode: '86' });
    const code = await c.lastCode(smsTarget('13800000002'));
    clock += 10 * 60_000 + 1000;
    const r = await client('aurora', '203.0.113.78').login({ type: 'sms', mobileNum: '13800000002', countryDialingCode: '86', verificationCode: code });
    expect(r.body.code).toBe('CODE_EXPIRED');
  });

  it('new IP (LOGINIPVERF3): an SMS code before the session; then the IP is known', async () => {
    const c = client('aurora', '127.0.0.1');
    const first = must((await c.login(login('newip01'))).body.value);
    expect(first.token).toBeNull();
    const v = must(first.verification);
    expect(v).toMatchObject({ method: 'sms', reason: 'new-ip', target: '+86 138****0004' });
    const code = await c.lastCode(smsTarget('13800000004'));
    const ok = must((await c.verify(v.challenge, code)).body.value);
    expect(ok.token).toBeTruthy();
    clock += 61_000;
    expect(must((await c.login(login('newip01'))).body.value).token).toBeTruthy();
    // tigerbay has LOGINIPVERF3 off: no verification from a new IP.
    expect(must((await client('tigerbay', '198.18.0.1').login(login('newip01'))).body.value).token).toBeTruthy();
  });

  it('new IP: signing in again within the 60 s spacing asks for the code already sent, which completes it', async () => {
    clock += 61 * 60_000;
    const c = client('aurora', '203.0.113.91');
    const first = must(must((await c.login(login('newip01'))).body.value).verification);
    const code = await c.lastCode(smsTarget('13800000004'));
    clock += 20_000;
    // The player closed the dialog and signed in again: no second SMS, no 429, the same code stands.
    const again = await c.login(login('newip01'));
    expect({ status: again.res.statusCode, code: again.body.code }).toEqual({ status: 200, code: null });
    const second = must(must(again.body.value).verification);
    expect(second).toMatchObject({ method: 'sms', reason: 'new-ip', target: first.target });
    expect(await c.lastCode(smsTarget('13800000004'))).toBe(code);
    expect(must((await c.verify(second.challenge, code)).body.value).token).toBeTruthy();
  });

  it('logout revokes the token (401 after) and the remember-me cookie; remember-me signs in once per cookie', async () => {
    const c = client('aurora', '127.0.0.1');
    const r = await c.login(login('player01', demoPassword, { remember: true }));
    const set = String(r.res.headers['set-cookie']);
    expect(set).toMatch(new RegExp(`^${rememberCookie}=[A-Za-z0-9_-]{43}; Max-Age=86400; Path=/wps/session; HttpOnly; SameSite=Strict`));
    const cookie = set.split(';')[0] ?? '';
    const token = must(must(r.body.value).token);
    const again = await c.call<LoginAnswer>('POST', apiPaths.loginRemember, undefined, { cookie });
    expect(again.res.statusCode).toBe(200);
    const rotated = String(again.res.headers['set-cookie']).split(';')[0] ?? '';
    expect(rotated).not.toBe(cookie);
    expect((await c.call('POST', apiPaths.loginRemember, undefined, { cookie })).res.statusCode).toBe(401);

    const out = await c.call('DELETE', apiPaths.logout, undefined, { token, cookie: rotated });
    expect(out.body).toEqual({ success: true, value: { loggedOut: true }, message: null, code: null });
    const info = await c.call('GET', apiPaths.memberInfo, undefined, { token });
    expect(info.res.statusCode).toBe(401);
    expect(info.body.code).toBe('UNAUTHORIZED');
    expect((await c.call('POST', apiPaths.loginRemember, undefined, { cookie: rotated })).res.statusCode).toBe(401);
    expect((await c.call('DELETE', apiPaths.logout, undefined, { token })).res.statusCode).toBe(401);
  });

  it('tokens: refused without one, for another merchant, after idle and absolute expiry', async () => {
    const c = client('aurora', '127.0.0.1');
    expect((await c.call('GET', apiPaths.memberInfo, undefined)).res.statusCode).toBe(401);
    const token = must(must((await c.login(login('down02'))).body.value).token);
    expect((await client('tigerbay').call('GET', apiPaths.memberInfo, undefined, { token })).res.statusCode).toBe(401);
    clock += 29 * 60_000;
    expect((await c.call('GET', apiPaths.memberInfo, undefined, { token })).res.statusCode).toBe(200);
    clock += 31 * 60_000;
    expect((await c.call('GET', apiPaths.memberInfo, undefined, { token })).res.statusCode).toBe(401);
    const t2 = must(must((await c.login(login('down02'))).body.value).token);
    for (let i = 0; i < 25; i += 1) {
      clock += 29 * 60_000;
      const status = (await c.call('GET', apiPaths.memberInfo, undefined, { token: t2 })).res.statusCode;
      expect(status).toBe(i < 24 ? 200 : 401);
      if (status === 401) break;
    }
  });

  it('free play (FREEPLAY3): a type-4 trial session; trial accounts cannot change passwords or enrol an authenticator', async () => {
    const c = client('aurora');
    const r = await c.call<LoginAnswer>('POST', apiPaths.loginFreePlay, { platform: 'W' });
    expect(r.res.statusCode).toBe(200);
    const value = must(r.body.value);
    expect(value.member).toMatchObject({ type: 4, trial: true, vipLabel: null });
    const token = must(value.token);
    const info = await c.call<MemberInfoAnswer>('GET', apiPaths.memberInfo, undefined, { token });
    expect(must(info.body.value).trial).toBe(true);
    const change = await c.sealed(apiPaths.password, { oldPassword: 'x', newPassword: 'Fresh-Start-77', confirmNewPassword: 'Fresh-Start-77' }, { token });
    expect(change.res.statusCode).toBe(403);
    expect(change.body.code).toBe('TRIAL_NOT_ALLOWED');
    const totp = await c.call('POST', apiPaths.totpEnrol, undefined, { token });
    expect(totp.body).toMatchObject({ code: 'TRIAL_NOT_ALLOWED', message: 'in_need_true_account' });
  });

  it('the agent site refuses non-agents after a right password (§6)', async () => {
    const c = client('aurora', '127.0.0.1');
    expect((await c.login(login('player01', demoPassword, { site: 'agent' }))).body.code).toBe('NOT_AGENT');
    const agent = must((await c.login(login('agent01', demoPassword, { site: 'agent' }))).body.value);
    expect(agent.member?.type).toBe(1);
  });
});
