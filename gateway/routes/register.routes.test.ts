import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { CaptchaAnswer, LoginAnswer, MemberInfoAnswer } from '../../schemas/identity';
import type { RegisterRules } from '../../schemas/register-rules';
import { createRegistrationRepository } from '../db/identity/registration-repository';
import { describeEachDatabase } from '../test-support/databases';
import { affiliateFailuresPerHour } from './affiliate.routes';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { sealPayload } from '../test-support/seal-payload';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const captchaText = 'R3G7K';
const password = 'Tr1cky-Horse-42';
let ipCounter = 10;
const freshIp = () => `203.0.113.${(ipCounter += 1)}`;

describeEachDatabase('registration routes', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database(), identity: { captchaText: () => captchaText } });
  });
  afterAll(() => gw.close());

  const client = (merchant: string) => identityClient(gw.app, merchant, { ip: freshIp() });
  const memberCount = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from members`.execute(gw.database.db)).rows[0]?.n);
  const memberRow = async (merchant: string, account: string) =>
    (
      await sql<{
        id: string;
        parent_id: string | null;
        mobile: string | null;
        password_hash: string;
        payee_name: string | null;
      }>`
        select id, parent_id, mobile, password_hash, payee_name from members where merchant = ${merchant} and account = ${account}`.execute(
        gw.database.db,
      )
    ).rows[0];
  const setRule = async (merchant: string, field: string, enabled: boolean) => {
    await sql`update register_field_rules set enabled = ${enabled} where merchant = ${merchant} and field = ${field}`.execute(
      gw.database.db,
    );
  };

  /** Solves the gateway's proof-of-work challenge as the browser's widget does. */
  async function proofOfWork(merchant: string): Promise<string> {
    const res = await gw.app.inject({ url: apiPaths.registerChallenge, headers: { merchant } });
    const challenge = must(res.json<{ value: Challenge | null }>().value);
    const solution = must(await solveChallenge({ challenge, deriveKey }));
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  async function registerCall(merchant: string, url: string, fields: object, method: 'PUT' | 'POST' = 'PUT') {
    const c = client(merchant);
    const body = await sealPayload(await c.sealKey(), fields);
    const res = await gw.app.inject({
      method,
      url,
      payload: body,
      headers: { merchant },
      remoteAddress: freshIp(),
    });
    return { res, body: res.json<{ success: boolean; code: string | null; value: unknown }>() };
  }

  const transport = {
    registerMethod: 'WEB',
    registerUrl: 'https://tigerbay.example/register?referralCode=FRIEND7',
    domain: 'tigerbay.example',
    login: true,
  };
  const tigerbayForm = (username: string, extra: object = {}) => ({
    username,
    password,
    confirmPassword: password,
    ageConfirmed: true,
    termsAccepted: true,
    ...transport,
    ...extra,
  });

  it('registers by username (PUT): a session in the login answer, attribution stored, the password signs in', async () => {
    const before = await memberCount();
    const r = await registerCall(
      'tigerbay',
      apiPaths.register,
      tigerbayForm('newbie01', {
        affiliateCode: 'agent01',
        referralCode: 'FRIEND7',
        proofOfWork: await proofOfWork('tigerbay'),
      }),
    );
    expect(r.res.statusCode).toBe(200);
    const answer = r.body.value as LoginAnswer;
    expect(answer).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      changeToken: null,
      verification: null,
      member: { account: 'newbie01' },
    });
    expect(await memberCount()).toBe(before + 1);
    const c = client('tigerbay');
    const info = await c.call<MemberInfoAnswer>('GET', apiPaths.memberInfo, undefined, {
      token: must(answer.token),
    });
    expect(info.body.value?.account).toBe('newbie01');
    const row = must(await memberRow('tigerbay', 'newbie01'));
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    const agent = must(await memberRow('tigerbay', 'agent01'));
    expect(row.parent_id).toBe(agent.id);
    const record = must(await createRegistrationRepository(gw.database.db).find(row.id));
    expect(record).toMatchObject({
      registerMethod: 'WEB',
      mode: 'register',
      registerUrl: transport.registerUrl,
      domain: 'tigerbay.example',
      affiliateCode: 'AGENT01',
      referralCode: 'FRIEND7',
    });
    expect(
      must((await c.login({ type: 'username', username: 'newbie01', password })).body.value).token,
    ).toBeTruthy();
  });

  it('refuses a taken username (any case) after the proof of work, creating nothing', async () => {
    const before = await memberCount();
    const r = await registerCall(
      'tigerbay',
      apiPaths.register,
      tigerbayForm('Player01', { proofOfWork: await proofOfWork('tigerbay') }),
      'POST',
    );
    expect(r.res.statusCode).toBe(409);
    expect(r.body).toMatchObject({
      code: 'USERNAME_TAKEN',
      value: [{ path: '/username', reason: 'taken', message: 'register.error.username_taken' }],
    });
    expect(await memberCount()).toBe(before);
  });

  it('a proof of work works once', async () => {
    const proof = await proofOfWork('tigerbay');
    const first = await registerCall(
      'tigerbay',
      apiPaths.register,
      tigerbayForm('Player01', { proofOfWork: proof }),
    );
    expect(first.body.code).toBe('USERNAME_TAKEN');
    const again = await registerCall(
      'tigerbay',
      apiPaths.register,
      tigerbayForm('freshname1', { proofOfWork: proof }),
    );
    expect(again.body).toMatchObject({
      code: 'CAPTCHA_INVALID',
      value: [{ path: '/proofOfWork', reason: 'replayed' }],
    });
    const otherBrand = await registerCall(
      'tigerbay',
      apiPaths.register,
      tigerbayForm('freshname1', { proofOfWork: await proofOfWork('aurora') }),
    );
    expect(otherBrand.body).toMatchObject({
      code: 'CAPTCHA_INVALID',
      value: [{ path: '/proofOfWork', reason: 'invalid' }],
    });
  });

  it('checks affiliate codes: the check call (GET and POST) and registration stop on an invalid one', async () => {
    const c = client('tigerbay');
    expect(
      (await c.call('GET', `${apiPaths.affiliate}?code=agent01&domain=tigerbay.example`, undefined)).body,
    ).toEqual({ success: true, value: { code: 'AGENT01' }, message: null, code: null });
    const bad = await c.call('POST', apiPaths.affiliate, { code: 'NOSUCH1' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body).toMatchObject({
      success: false,
      code: 'AFFILIATE_CODE_INVALID',
      message: 'invitation_code_error',
    });
    expect(
      (await c.call('GET', `${apiPaths.affiliate}?code=${encodeURIComponent("x' or 1=1")}`, undefined)).res
        .statusCode,
    ).toBe(400);
    const before = await memberCount();
    const r = await registerCall(
      'tigerbay',
      apiPaths.register,
      tigerbayForm('affiliated1', { affiliateCode: 'NOSUCH1', proofOfWork: await proofOfWork('tigerbay') }),
    );
    expect(r.res.statusCode).toBe(400);
    expect(r.body).toMatchObject({
      code: 'AFFILIATE_CODE_INVALID',
      value: [{ path: '/affiliateCode', message: 'invitation_code_error' }],
    });
    expect(await memberCount()).toBe(before);
  });

  it('stops an address that keeps guessing affiliate codes, and only that address', async () => {
    const guesser = client('tigerbay');
    for (let i = 0; i < affiliateFailuresPerHour; i += 1)
      expect((await guesser.call('POST', apiPaths.affiliate, { code: `GUESS${i}` })).res.statusCode).toBe(400);
    const stopped = await guesser.call('POST', apiPaths.affiliate, { code: 'AGENT01' });
    expect(stopped.res.statusCode).toBe(429);
    expect(stopped.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    const other = await client('tigerbay').call('POST', apiPaths.affiliate, { code: 'AGENT01' });
    expect(other.body).toEqual({ success: true, value: { code: 'AGENT01' }, message: null, code: null });
  });

  it('registers by mobile with the code from the outbox; a registered number gets a notice, not a code', async () => {
    const c = client('oasis');
    const sent = await c.call('POST', apiPaths.smsRegister, {
      mobileNo: '13900000077',
      countryDialingCode: '+86',
    });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 1 } });
    const code = await c.lastCode('+8613900000077');
    const form = {
      username: 'mobileuser7',
      countryDialingCode: '86',
      mobileNum: '13900000077',
      verificationCode: code,
      password,
      confirmPassword: password,
      email: 'mobileuser7@example.org',
      birthday: '1990-05-17',
      ageConfirmed: true,
      termsAccepted: true,
      ...transport,
      registerUrl: 'https://oasis.example/register',
      domain: 'oasis.example',
    };
    const wrong = await registerCall('oasis', apiPaths.registerMobile, {
      ...form,
      verificationCode: code === '000000' ? '111111' : '000000',
      proofOfWork: await proofOfWork('oasis'),
    });
    expect(wrong.body).toMatchObject({ code: 'CODE_INVALID', value: [{ path: '/verificationCode' }] });
    const r = await registerCall('oasis', apiPaths.registerMobile, {
      ...form,
      proofOfWork: await proofOfWork('oasis'),
    });
    expect(r.res.statusCode).toBe(200);
    expect((r.body.value as LoginAnswer).member?.account).toBe('mobileuser7');
    expect(must(await memberRow('oasis', 'mobileuser7')).mobile).toBe('13900000077');

    const again = client('oasis');
    await again.call('POST', apiPaths.smsRegister, { mobileNum: '13800000001', countryDialingCode: '86' });
    const notice = await again.outbox('+8613800000001');
    expect(notice[0]?.body).toContain('already has one');
    expect(notice[0]?.body).not.toMatch(/\b\d{6}\b/);
  });

  it('refuses a mode whose module is off, and the SMS code where no form shows it', async () => {
    const r = await registerCall('oasis', apiPaths.register, tigerbayForm('someone1', { proofOfWork: 'x' }));
    expect(r.res.statusCode).toBe(403);
    expect(r.body.code).toBe('MODULE_DISABLED');
    const sms = await client('tigerbay').call('POST', apiPaths.smsRegister, {
      mobileNo: '13900000078',
      countryDialingCode: '86',
    });
    expect(sms.res.statusCode).toBe(403);
  });

  it('requests that bypass the form: 400 with a per-field problem, no account created', async () => {
    const good = tigerbayForm('bypass01', { proofOfWork: 'not-checked-before-the-schema' });
    const { username: _u, ...missingUsername } = good;
    const cases: [object, string, string][] = [
      [missingUsername, '/username', 'required'],
      [{ ...good, isAdmin: true }, '/isAdmin', 'additionalProperties'],
      [{ ...good, username: 12345678 }, '/username', 'type'],
      [{ ...good, password: ['Tr1cky-Horse-42'] }, '/password', 'type'],
      [{ ...good, username: 'x'.repeat(5000) }, '/username', 'maxLength'],
      [{ ...good, username: 'bad\u0000name' }, '/username', 'pattern'],
      [{ ...good, confirmPassword: 'Tr1cky-Horse-43' }, '/confirmPassword', 'const'],
      [{ ...good, termsAccepted: false }, '/termsAccepted', 'enum'],
      [{ ...good, ageConfirmed: 'yes' }, '/ageConfirmed', 'type'],
      [{ ...good, registerMethod: 'APP' }, '/registerMethod', 'enum'],
      [{ ...good, affiliateCode: 'A'.repeat(33) }, '/affiliateCode', 'maxLength'],
      [{ ...good, referralCode: 'has space' }, '/referralCode', 'pattern'],
    ];
    const before = await memberCount();
    for (const [fields, path, reason] of cases) {
      const r = await registerCall('tigerbay', apiPaths.register, fields);
      expect(r.res.statusCode, path).toBe(400);
      expect(r.body.code, path).toBe('VALIDATION_FAILED');
      // One problem per field, in form order: the named field's comes first (a wrong-typed password also fails the confirmation).
      expect((r.body.value as object[])[0], path).toMatchObject({ path, reason });
    }
    // The server's pattern id: aurora usernames start with a letter (pattern 1).
    const aurora = await registerCall('aurora', apiPaths.register, {
      ...good,
      username: '1player',
      payeeName: '王小明',
      birthdayConfirmed: true,
    });
    expect(aurora.body.value).toEqual([
      { path: '/username', reason: 'pattern', message: 'register.error.account_format' },
    ]);
    const common = await registerCall('tigerbay', apiPaths.register, {
      ...good,
      password: 'password1',
      confirmPassword: 'password1',
    });
    expect(common.body).toMatchObject({ code: 'PASSWORD_COMMON', value: [{ path: '/password' }] });
    const unsealed = await client('tigerbay').call('POST', apiPaths.register, good);
    expect(unsealed.res.statusCode).toBe(400);
    expect(await memberCount()).toBe(before);
  });

  it('fuzzed plaintexts (any JSON, near-valid forms) never answer 5xx and never create an account', async () => {
    const before = await memberCount();
    const near = fc.record(
      {
        username: fc.oneof(fc.string({ maxLength: 30 }), fc.integer(), fc.constant(null)),
        password: fc.oneof(fc.string({ maxLength: 80 }), fc.boolean()),
        confirmPassword: fc.string({ maxLength: 80 }),
        ageConfirmed: fc.oneof(fc.boolean(), fc.string()),
        termsAccepted: fc.boolean(),
        affiliateCode: fc.string({ maxLength: 40 }),
        proofOfWork: fc.oneof(fc.string({ maxLength: 50 }), fc.base64String({ maxLength: 200 })),
        registerMethod: fc.constantFrom('WEB', 'APP', ''),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(near, fc.jsonValue({ maxDepth: 2 })),
        fc.constantFrom(apiPaths.register, apiPaths.registerMobile),
        async (plaintext, url) => {
          const r = await registerCall('tigerbay', url, { value: plaintext } as object);
          expect(r.res.statusCode).toBeGreaterThanOrEqual(400);
          expect(r.res.statusCode).toBeLessThan(500);
          const direct =
            typeof plaintext === 'object' && plaintext !== null && !Array.isArray(plaintext)
              ? await registerCall('tigerbay', url, plaintext)
              : null;
          if (direct) {
            expect(direct.res.statusCode).toBeGreaterThanOrEqual(400);
            expect(direct.res.statusCode).toBeLessThan(500);
            expect(direct.body.success).toBe(false);
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(await memberCount()).toBe(before);
  });

  it('serves the form validator as a module without eval that judges like the gateway', async () => {
    const res = await gw.app.inject({
      url: `${apiPaths.registerValidator}?mode=register`,
      headers: { merchant: 'aurora' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.body).not.toMatch(/\bnew Function\b|\beval\(|\brequire\(/);
    const dir = await mkdtemp(join(tmpdir(), 'portico-validator-'));
    try {
      const file = join(dir, 'validator.mjs');
      await writeFile(file, res.body);
      const mod = (await import(pathToFileURL(file).href)) as {
        validateFns: Record<string, unknown>;
        rootSchema: object;
      };
      const validator = createPrecompiledValidator(mod.validateFns as never, mod.rootSchema as never);
      const form = {
        username: 'newplayer',
        password,
        confirmPassword: password,
        payeeName: '王小明',
        proofOfWork: 'x',
        ageConfirmed: true,
        birthdayConfirmed: true,
        termsAccepted: true,
      };
      const judge = (data: object) => validator.validateFormData(data, mod.rootSchema as never).errors.length;
      expect(judge(form)).toBe(0);
      expect(judge({ ...form, confirmPassword: 'other' })).toBeGreaterThan(0);
      expect(judge({ ...form, username: '1player' })).toBeGreaterThan(0);
      expect(judge({ ...form, mobileNum: '13800000009' })).toBeGreaterThan(0);
      expect(judge({ ...form, username: '𝒜'.repeat(17) })).toBeGreaterThan(0);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    const off = await gw.app.inject({
      url: `${apiPaths.registerValidator}?mode=register`,
      headers: { merchant: 'oasis' },
    });
    expect(off.statusCode).toBe(403);
  });

  it('follows the rules in the database: a field switched off disappears from the form and the check', async () => {
    const rulesOf = async () =>
      (await gw.app.inject({ url: apiPaths.registerSettings, headers: { merchant: 'aurora' } })).json<{
        value: RegisterRules;
      }>().value;
    const form = {
      ...tigerbayForm('ruleuser1'),
      birthdayConfirmed: true,
      registerUrl: 'https://aurora.example/register',
      domain: 'aurora.example',
    };
    const withPayee = await registerCall('aurora', apiPaths.register, { ...form, proofOfWork: 'x' });
    expect(withPayee.body.value).toEqual([
      expect.objectContaining({ path: '/payeeName', reason: 'required' }),
    ]);
    await setRule('aurora', 'payeeName', false);
    try {
      expect((await rulesOf()).payeeName?.enabled).toBe(false);
      const r = await registerCall('aurora', apiPaths.register, {
        ...form,
        proofOfWork: await proofOfWork('aurora'),
      });
      expect(r.res.statusCode).toBe(200);
      const refused = await registerCall('aurora', apiPaths.register, {
        ...form,
        username: 'ruleuser2',
        payeeName: '王小明',
        proofOfWork: 'x',
      });
      expect(refused.body.value).toEqual([
        expect.objectContaining({ path: '/payeeName', reason: 'additionalProperties' }),
      ]);
    } finally {
      await setRule('aurora', 'payeeName', true);
    }
  });

  it('uses the image captcha where the captcha rule is on', async () => {
    await sql`insert into register_field_rules (merchant, field, enabled, required, min_length, max_length)
              values ('tigerbay', 'captcha', true, true, 4, 8)
              on conflict (merchant, field) do update set enabled = true`.execute(gw.database.db);
    try {
      const c = client('tigerbay');
      const form = tigerbayForm('captcha01');
      const noCaptcha = await registerCall('tigerbay', apiPaths.register, form);
      expect(noCaptcha.body).toMatchObject({ code: 'CAPTCHA_REQUIRED' });
      const captcha = must((await c.call<CaptchaAnswer>('GET', apiPaths.captcha, undefined)).body.value);
      const wrong = await registerCall('tigerbay', apiPaths.register, {
        ...form,
        captchaId: captcha.captchaId,
        captcha: 'WRONG',
      });
      expect(wrong.body).toMatchObject({ code: 'CAPTCHA_INVALID', value: [{ path: '/captcha' }] });
      const fresh = must((await c.call<CaptchaAnswer>('GET', apiPaths.captcha, undefined)).body.value);
      const r = await registerCall('tigerbay', apiPaths.register, {
        ...form,
        captchaId: fresh.captchaId,
        captcha: captchaText,
      });
      expect(r.res.statusCode).toBe(200);
    } finally {
      await sql`update register_field_rules set enabled = false where merchant = 'tigerbay' and field = 'captcha'`.execute(
        gw.database.db,
      );
    }
  });
});
