/**
 * Every field of every identity call, fuzzed (fast-check): wrong types, empty, huge, unicode and
 * injection strings, one field at a time in an otherwise well-formed call whose credentials are
 * wrong. Every answer is a 4xx envelope with a known code; no session, member, code, message,
 * token or challenge is created.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { isErrorCode } from '../../schemas/error-codes';
import { demoPassword } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient, type IdentityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const injections = [
  "' OR '1'='1",
  '"; DROP TABLE members; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '\u0000',
  '%00%0d%0a',
  '\u202e\u200b',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 😀 中文 العربية',
  '__proto__',
];

const wrongType = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, 0, -1, 1e308, [], {}, ['x'], { $gt: '' }, { __proto__: { admin: true } }),
  fc.integer(),
  fc.double(),
  fc.array(fc.string(), { maxLength: 3 }),
);
const hugeOrEmpty = fc.constantFrom<unknown>('', ' ', 'x'.repeat(5000), '9'.repeat(300));
/** Bad for a field with a format: anything that is not of it. */
const badFormatted = (valid: RegExp) =>
  fc.oneof(wrongType, hugeOrEmpty, fc.constantFrom<unknown>(...injections), fc.string({ unit: 'grapheme', maxLength: 30 }).filter((s) => !valid.test(s)));
/** Bad for free text (any non-empty string up to a length is well-formed): types, empty, too long. */
const badText = fc.oneof(wrongType, fc.constantFrom<unknown>('', 'x'.repeat(5000)));
/** Bad for optional free text where empty is fine. */
const tooLongOrTyped = fc.oneof(wrongType, fc.constant<unknown>('x'.repeat(5000)));

const phone = /^\s*[0-9 ()./-]*[0-9][0-9 ()./-]*\s*$/;
const dial = /^\s*(\+|00)?[0-9]{1,4}\s*$/;
const sixDigits = /^\s*[0-9]{6}\s*$/;
const tokenLike = /^[A-Za-z0-9_-]{22,86}$/;

interface Target {
  name: string;
  base: Record<string, unknown>;
  fields: Record<string, fc.Arbitrary<unknown>>;
  send(c: IdentityClient, body: Record<string, unknown>, token: string): Promise<{ res: { statusCode: number }; body: { success: unknown; code: unknown } }>;
}

const userLogin: Target = {
  name: 'login (username)',
  base: { type: 'username', username: 'player01', password: 'Wrong-Password-1', remember: false, site: 'member' },
  fields: {
    type: badFormatted(/^(username|sms)$/),
    username: fc.oneof(badText, fc.constantFrom<unknown>(...injections)),
    password: fc.oneof(badText, fc.constantFrom<unknown>(...injections)),
    captchaId: badFormatted(/^[0-9a-f-]{36}$/),
    captcha: fc.oneof(badText, fc.constantFrom<unknown>(...injections)),
    remember: badFormatted(/^$/),
    site: badFormatted(/^(member|agent)$/),
  },
  send: (c, body) => c.login(body),
};

const smsLogin: Target = {
  name: 'login (sms)',
  base: { type: 'sms', mobileNum: '13800000001', countryDialingCode: '86', verificationCode: '000001' },
  fields: { mobileNum: badFormatted(phone), countryDialingCode: badFormatted(dial), verificationCode: badFormatted(sixDigits) },
  send: (c, body) => c.login(body),
};

const targets: Target[] = [
  userLogin,
  smsLogin,
  {
    name: 'login verify',
    base: { challenge: 'A'.repeat(43), code: '000000' },
    fields: { challenge: badFormatted(tokenLike), code: fc.oneof(badText, fc.constantFrom<unknown>(...injections)) },
    send: (c, body) => c.call('POST', apiPaths.loginVerify, body),
  },
  {
    name: 'sms code',
    base: { mobileNum: '13800000001', countryDialingCode: '86', purpose: 'LOGIN' },
    fields: { mobileNum: badFormatted(phone), countryDialingCode: badFormatted(dial), purpose: badFormatted(/^(LOGIN|RESET_PASSWORD)$/) },
    send: (c, body) => c.call('POST', apiPaths.smsNoLogin, body),
  },
  {
    name: 'change password',
    base: { oldPassword: 'Wrong-Password-1', newPassword: 'Fresh-Start-77', confirmNewPassword: 'Fresh-Start-77', changeToken: 'A'.repeat(43) },
    fields: { oldPassword: badText, newPassword: badText, confirmNewPassword: badText, changeToken: badFormatted(tokenLike) },
    send: (c, body) => c.sealed(apiPaths.password, body),
  },
  {
    name: 'forgot by e-mail',
    base: { username: 'player01', email: 'player01@aurora.example' },
    fields: { username: badText, email: badFormatted(/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/) },
    send: (c, body) => c.call('POST', apiPaths.passwordEmail, body),
  },
  {
    name: 'reset by link',
    base: { resetToken: 'A'.repeat(43), newPassword: 'Fresh-Start-77', confirmNewPassword: 'Fresh-Start-77' },
    fields: { resetToken: badFormatted(tokenLike), newPassword: badText, confirmNewPassword: badText },
    send: (c, body) => c.sealed(apiPaths.passwordReset, body),
  },
  {
    name: 'set by phone',
    base: { newPassword: 'Fresh-Start-77', mobileNum: '13800000001', countryDialingCode: '86', verificationCode: '000001' },
    fields: { newPassword: badText, mobileNum: badFormatted(phone), countryDialingCode: badFormatted(dial), verificationCode: badFormatted(sixDigits) },
    send: (c, body) => c.sealed(apiPaths.passwordVerification, body),
  },
  {
    name: 'authenticator confirm',
    base: { code: '000000' },
    fields: { code: fc.oneof(badText, fc.constantFrom<unknown>(...injections)) },
    send: (c, body, token) => c.call('POST', apiPaths.totpConfirm, body, { token }),
  },
  {
    name: 'free play',
    base: { platform: 'W' },
    fields: { os: tooLongOrTyped, platform: badFormatted(/^W$/), Encryption: tooLongOrTyped, version: tooLongOrTyped },
    send: (c, body) => c.call('POST', apiPaths.loginFreePlay, body),
  },
];

const counted = ['members', 'sessions', 'verification_codes', 'outbox', 'password_reset_tokens', 'remember_tokens', 'login_challenges', 'totp_recovery_codes'];

describeEachDatabase('identity fuzz', (database) => {
  let gw: TestGateway;
  let token = '';
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    token = must(must((await identityClient(gw.app, 'aurora').login({ type: 'username', username: 'agent01', password: demoPassword })).body.value).token);
  });
  afterAll(() => gw.close());

  const counts = async () =>
    Promise.all(counted.map(async (t) => Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(t)}`.execute(gw.database.db)).rows[0]?.n)));

  it.each(targets.map((t) => [t.name, t] as const))('%s: every bad field is a 4xx with a code; nothing is created', async (_name, target) => {
    const before = await counts();
    let ip = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(...Object.entries(target.fields).map(([k, arb]) => arb.map((v) => [k, v] as const))), fc.context(), async ([field, value], ctx) => {
        const body = { ...target.base, [field]: value };
        ctx.log(JSON.stringify(body).slice(0, 200));
        // A new IP each time, so the login captcha gate does not hide the field checks.
        const c = identityClient(gw.app, 'aurora', { ip: `198.18.${(ip >> 8) & 255}.${ip++ & 255}` });
        const r = await target.send(c, body, token);
        expect(r.res.statusCode).toBeGreaterThanOrEqual(400);
        expect(r.res.statusCode).toBeLessThan(500);
        expect(r.body.success).toBe(false);
        expect(isErrorCode(r.body.code)).toBe(true);
      }),
      { numRuns: 60 },
    );
    expect(await counts()).toEqual(before);
  });
});
