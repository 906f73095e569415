import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { CaptchaAnswer, MemberInfoAnswer } from '../../schemas/identity';
import { createPasswordHasher, type PasswordHasher } from '../domain/identity/password-hasher';
import { demoDialingCode, demoPassword, demoTotpSecret } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const captchaText = 'AC3D7';
const hashWork = { verify: 0, dummy: 0 };
const login = (username: string, password = demoPassword, extra: object = {}) => ({ type: 'username', username, password, ...extra });

describeEachDatabase('session routes', (database) => {
  let gw: TestGateway;
  let ipCounter = 10;
  /** A fresh client IP per test, so IP throttles of one test do not leak into another. */
  const freshIp = () => `203.0.113.${(ipCounter += 1)}`;
  beforeAll(async () => {
    const real = createPasswordHasher();
    const hasher: PasswordHasher = {
      semaphore: real.semaphore,
      hash: (p) => real.hash(p),
      verify: (stored, p) => ((hashWork.verify += 1), real.verify(stored, p)),
      verifyDummy: (p) => ((hashWork.dummy += 1), real.verifyDummy(p)),
    };
    gw = await createTestGateway({ database: database(), identity: { captchaText: () => captchaText, hasher } });
  });
  afterAll(() => gw.close());

  it('signs in by username: token, member info, first login; the token reads member info', async () => {
    const c = identityClient(gw.app, 'aurora', { ip: freshIp() });
    const { res, body } = await c.login(login('player01'));
    expect(res.statusCode).toBe(200);
    const value = must(body.value);
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: false, mustChangePassword: false, captcha: false, changeToken: null, verification: null });
    expect(value.member).toMatchObject({ account: 'player01', type: 0, trial: false, vipLabel: 'VIP1', currency: 'CNY', currencySymbol: '¥' });
    const info = await c.call<MemberInfoAnswer>('GET', apiPaths.memberInfo, undefined, { token: value.token });
    expect(info.res.statusCode).toBe(200);
    expect(info.body.value).toMatchObject({ account: 'player01', type: 0 });
    const again = must((await c.login(login('PLAYER01'))).body.value);
    expect(again.firstTimeLogin).toBe(false);
    expect(again.token).not.toBe(value.token);
  });

  it('answers unknown accounts and wrong passwords alike (401 LOGIN_FAILED, same shape)', async () => {
    const c = identityClient(gw.app, 'aurora', { ip: freshIp() });
    hashWork.dummy = 0;
    const unknown = await c.login(login('nobody-here', 'Whatever-123'));
    const wrong = await c.login(login('agent01', 'Whatever-123'));
    // The unknown account cost one argon2 verify too (a dummy hash): no enumeration by timing.
    expect(hashWork).toMatchObject({ dummy: 1 });
    expect(hashWork.verify).toBeGreaterThanOrEqual(1);
    for (const r of [unknown, wrong]) {
      expect(r.res.statusCode).toBe(401);
      expect(r.body).toEqual({ success: false, value: { captcha: false }, message: 'in_incorrect_password', code: 'LOGIN_FAILED' });
    }
  });

  it('asks for the captcha after 3 failures in a row, checks it once, and signs in with it', async () => {
    const ip = freshIp();
    const c = identityClient(gw.app, 'aurora', { ip });
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await c.login(login('down01', 'Wrong-pass-1'))).body.value);
    expect(answers).toEqual([{ captcha: false }, { captcha: false }, { captcha: true }]);
    const needed = await c.login(login('down01'));
    expect(needed.res.statusCode).toBe(400);
    expect(needed.body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    // Only for that account from that IP (docs/decisions/028): another account of the IP signs in without it.
    expect((await c.login(login('down02'))).res.statusCode).toBe(200);
    const cap = must((await c.call<CaptchaAnswer>('GET', apiPaths.captcha, undefined)).body.value);
    expect(Buffer.from(cap.image, 'base64').subarray(1, 4).toString()).toBe('PNG');
    const wrongCaptcha = await c.login(login('down01', demoPassword, { captchaId: cap.captchaId, captcha: 'ZZZZZ' }));
    expect(wrongCaptcha.body).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });
    // Used up by the wrong answer: even the right one fails now.
    expect((await c.login(login('down01', demoPassword, { captchaId: cap.captchaId, captcha: captchaText }))).body.code).toBe('CAPTCHA_INVALID');
    const fresh = must((await c.call<CaptchaAnswer>('GET', apiPaths.captcha, undefined)).body.value);
    const ok = await c.login(login('down01', demoPassword, { captchaId: fresh.captchaId, captcha: captchaText.toLowerCase() }));
    expect(ok.res.statusCode).toBe(200);
    expect(must(ok.body.value).token).toBeTruthy();
    // A success ends that run of failures: the next miss starts over.
    expect((await c.login(login('down01', 'Wrong-pass-1'))).body.value).toEqual({ captcha: false });
  });

  it('the captcha answer is PNG, no-store, a different id each time', async () => {
    const c = identityClient(gw.app, 'aurora', { ip: freshIp() });
    const a = await c.call<CaptchaAnswer>('GET', apiPaths.captcha, undefined);
    const b = await c.call<CaptchaAnswer>('GET', apiPaths.captcha, undefined);
    expect(a.res.headers['cache-control']).toContain('no-store');
    expect(must(a.body.value).captchaId).not.toBe(must(b.body.value).captchaId);
    expect(must(a.body.value)).toMatchObject({ width: 150, height: 50, expiredSeconds: 300 });
  });

  it('module gates: SMS login and free play are refused where the brand turns them off', async () => {
    const tiger = identityClient(gw.app, 'tigerbay', { ip: freshIp() });
    const sms = await tiger.login({ type: 'sms', mobileNum: '13800000001', countryDialingCode: demoDialingCode, verificationCode: '123456' });
    expect(sms.res.statusCode).toBe(403);
    expect(sms.body.code).toBe('MODULE_DISABLED');
    const oasis = identityClient(gw.app, 'oasis', { ip: freshIp() });
    const free = await oasis.call('POST', apiPaths.loginFreePlay, {});
    expect(free.res.statusCode).toBe(403);
    expect(free.body.code).toBe('MODULE_DISABLED');
  });

  it('TOTP: the authenticator is asked at login; a code works once; a wrong code is refused', async () => {
    const c = identityClient(gw.app, 'aurora', { ip: freshIp() });
    const first = must((await c.login(login('totp01'))).body.value);
    expect(first.token).toBeNull();
    const v = must(first.verification);
    expect(v).toMatchObject({ method: 'totp', reason: 'totp', target: null });
    expect((await c.verify(v.challenge, '000000')).body.code).toBe('CODE_INVALID');
    const code = await generate({ secret: demoTotpSecret });
    const ok = await c.verify(v.challenge, code);
    expect(ok.res.statusCode).toBe(200);
    expect(must(ok.body.value).token).toBeTruthy();
    expect((await c.verify(v.challenge, code)).body.code).toBe('VERIFICATION_EXPIRED');
    const second = must(must((await c.login(login('totp01'))).body.value).verification);
    expect((await c.verify(second.challenge, code)).body.code).toBe('CODE_INVALID');
  });
});
