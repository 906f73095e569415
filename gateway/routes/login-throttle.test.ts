/**
 * Login throttles (docs/decisions/028-login-throttles-and-demo-accounts.md): a captcha only where
 * risk shows (that account from that IP, many accounts from one IP, many IPs on one account),
 * growing delays for one (account, IP) pair instead of an hour's lockout, and counters every
 * gateway instance shares. On tigerbay (no new-IP verification), so a right password is a session.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { CaptchaAnswer } from '../../schemas/identity';
import { demoPassword } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const captchaText = 'K7QPM';
const wrong = 'Not-the-password-9';
const login = (username: string, password = demoPassword, extra: object = {}) => ({ type: 'username', username, password, ...extra });

describeEachDatabase('login throttles', (database) => {
  let gw: TestGateway;
  let clock = Date.now();
  let ipCounter = 0;
  /** A client address no other test uses (198.18.0.0/15, the benchmarking range). */
  const freshIp = () => {
    ipCounter += 1;
    return `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };
  beforeAll(async () => {
    gw = await createTestGateway({ database: database(), identity: { now: () => clock, captchaText: () => captchaText } });
  });
  afterAll(() => gw.close());
  const client = (ip: string, app = gw.app) => identityClient(app, 'tigerbay', { ip, now: () => clock });
  /** A login with a freshly fetched captcha answered right. */
  const withCaptcha = async (c: ReturnType<typeof client>, username: string, password = demoPassword) => {
    const cap = must((await c.call<CaptchaAnswer>('GET', apiPaths.captcha, undefined)).body.value);
    return c.login(login(username, password, { captchaId: cap.captchaId, captcha: captchaText }));
  };

  it('3 misses on one account ask the captcha for that account from that IP only, not for other accounts of the IP', async () => {
    const c = client(freshIp());
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push((await c.login(login('down01', wrong))).body.value);
    expect(answers).toEqual([{ captcha: false }, { captcha: false }, { captcha: true }]);
    // Another player behind the same address (an office, a carrier's NAT) signs in as usual.
    const other = await c.login(login('down02'));
    expect(other.res.statusCode).toBe(200);
    expect(must(other.body.value).token).toBeTruthy();
    // The account that was missed still asks for it from that address …
    expect((await c.login(login('down01'))).body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    // … and not from another one.
    const elsewhere = await client(freshIp()).login(login('down01'));
    expect(elsewhere.res.statusCode).toBe(200);
  });

  it('repeated misses from one IP wait a growing, truthful retryAfter instead of an hour; the right password then signs in', async () => {
    const c = client(freshIp());
    const values = [];
    for (let i = 0; i < 2; i += 1) values.push((await c.login(login('agent01', wrong))).body.value);
    for (let i = 0; i < 3; i += 1) values.push((await withCaptcha(c, 'agent01', wrong)).body.value);
    expect(values).toEqual([
      { captcha: false },
      { captcha: false },
      { captcha: true },
      { captcha: true },
      { captcha: true, retryAfterSeconds: 30 },
    ]);
    // Within the wait nothing is checked (not even the right password), and the answer says how long is left.
    const early = await withCaptcha(c, 'agent01');
    expect(early.res.statusCode).toBe(429);
    expect(early.res.headers['retry-after']).toBe('30');
    expect(early.body).toMatchObject({ code: 'LOGIN_TOO_MANY_FAILURES', message: 'error.login_too_many_failures', value: { captcha: true, retryAfterSeconds: 30 } });
    clock += 29_000;
    expect((await withCaptcha(c, 'agent01')).body.value).toEqual({ captcha: true, retryAfterSeconds: 1 });
    clock += 1_000;
    // The wait is over: the next miss is checked, and the wait doubles.
    const sixth = await withCaptcha(c, 'agent01', wrong);
    expect(sixth.body).toMatchObject({ code: 'LOGIN_FAILED', value: { captcha: true, retryAfterSeconds: 60 } });
    expect((await withCaptcha(c, 'agent01')).body.value).toEqual({ captcha: true, retryAfterSeconds: 60 });
    clock += 60_000;
    const ok = await withCaptcha(c, 'agent01');
    expect(ok.res.statusCode).toBe(200);
    expect(must(ok.body.value).token).toBeTruthy();
    // A sign-in clears that pair: the next miss starts over.
    expect((await c.login(login('agent01', wrong))).body.value).toEqual({ captcha: false });
  });

  it('when a wait ends, one try is checked however many requests race for it', async () => {
    const c = client(freshIp());
    for (let i = 0; i < 5; i += 1) await withCaptcha(c, 'newip01', wrong);
    clock += 30_000;
    const racing = await Promise.all(Array.from({ length: 4 }, () => withCaptcha(c, 'newip01', wrong)));
    const codes = racing.map((r) => r.body.code).sort();
    expect(codes).toEqual(['LOGIN_FAILED', 'LOGIN_TOO_MANY_FAILURES', 'LOGIN_TOO_MANY_FAILURES', 'LOGIN_TOO_MANY_FAILURES']);
    // The others wait: 30 s when refused before the checked one's failure was recorded, or the
    // next, longer wait (60 s) it starts when refused after it — both truthful, the order is the race's.
    for (const r of racing.filter((x) => x.res.statusCode === 429)) {
      expect(r.body.value).toMatchObject({ captcha: true });
      expect([30, 60]).toContain((r.body.value as { retryAfterSeconds?: number } | null)?.retryAfterSeconds);
    }
    expect((await withCaptcha(c, 'newip01')).body.value).toEqual({ captcha: true, retryAfterSeconds: 60 });
  });

  it('after more failures than used to lock the account for an hour, the right password signs in from another IP', async () => {
    // 100 misses from many addresses, 5 at a time (a credential-stuffing run); each answers a captcha in case one is due.
    for (let batch = 0; batch < 20; batch += 1) {
      const answers = await Promise.all(Array.from({ length: 5 }, (_, i) => withCaptcha(client(freshIp()), 'player01', `${wrong}-${batch}-${i}`)));
      expect(answers.map((r) => r.body.code)).toEqual(Array.from({ length: 5 }, () => 'LOGIN_FAILED'));
    }
    // Many addresses failing on one account are a risk for that account: the captcha is asked from anywhere …
    const clean = client(freshIp());
    expect((await clean.login(login('player01'))).body).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });
    // … but the right password with it signs in: the account is never locked.
    const ok = await withCaptcha(clean, 'player01');
    expect(ok.res.statusCode).toBe(200);
    expect(must(ok.body.value).token).toBeTruthy();
  }, 180_000);

  it('misses on many accounts from one IP ask the captcha for every account from that IP, and only there', async () => {
    const sprayer = client(freshIp());
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await sprayer.login(login(`nobody-${i}`, wrong))).body.value);
    expect(answers.slice(0, 9)).toEqual(Array.from({ length: 9 }, () => ({ captcha: false })));
    expect(answers[9]).toEqual({ captcha: true });
    expect((await sprayer.login(login('down03'))).body.code).toBe('CAPTCHA_REQUIRED');
    expect((await withCaptcha(sprayer, 'down03')).res.statusCode).toBe(200);
    expect((await client(freshIp()).login(login('expired01'))).res.statusCode).toBe(200);
    // An hour and a half later half of those misses still count (the sliding hour): below the line again.
    clock += 90 * 60_000;
    expect((await sprayer.login(login('totp01'))).res.statusCode).toBe(200);
  });

  it('counters live in the database: another gateway instance on it sees the misses', async () => {
    const other = await createTestGateway({ database: database(), migrate: false, seed: false, identity: { now: () => clock } });
    try {
      const ip = freshIp();
      for (let i = 0; i < 3; i += 1) await client(ip).login(login('totp01', wrong));
      expect((await client(ip, other.app).login(login('totp01'))).body.code).toBe('CAPTCHA_REQUIRED');
    } finally {
      await other.close();
    }
  });
});
