import { generate } from 'otplib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { ForgotByEmailAnswer, LoginAnswer, TotpConfirmAnswer, TotpEnrolAnswer } from '../../schemas/identity';
import { demoPassword } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { serverText } from '../domain/texts/server-texts';

const login = (username: string, password = demoPassword) => ({ type: 'username', username, password });

describeEachDatabase('password and authenticator routes', (database) => {
  let gw: TestGateway;
  let clock = Date.now();
  beforeAll(async () => {
    gw = await createTestGateway({ database: database(), identity: { now: () => clock } });
  });
  afterAll(() => gw.close());
  const client = (merchant = 'aurora', ip = '127.0.0.1') => identityClient(gw.app, merchant, { ip, now: () => clock });
  const tokenOf = async (merchant: string, username: string, password = demoPassword) =>
    must(must((await client(merchant).login(login(username, password))).body.value).token);

  it('change with a session: every refusal names its field; success revokes the other sessions only', async () => {
    const c = client();
    const token = await tokenOf('aurora', 'down01');
    const other = await tokenOf('aurora', 'down01');
    const change = (fields: object) => c.sealed(apiPaths.password, fields, { token });
    const cases: [object, string, string][] = [
      [{ oldPassword: demoPassword, newPassword: 'Fresh-Start-77', confirmNewPassword: 'Fresh-Start-78' }, 'PASSWORD_MISMATCH', '/confirmNewPassword'],
      [{ oldPassword: demoPassword, newPassword: 'Short-1', confirmNewPassword: 'Short-1' }, 'PASSWORD_LENGTH', '/newPassword'],
      [{ oldPassword: demoPassword, newPassword: '123456', confirmNewPassword: '123456' }, 'PASSWORD_LENGTH', '/newPassword'],
      [{ oldPassword: demoPassword, newPassword: 'baseball', confirmNewPassword: 'baseball' }, 'PASSWORD_COMMON', '/newPassword'],
      [{ oldPassword: 'Not-the-old-1', newPassword: 'Fresh-Start-77', confirmNewPassword: 'Fresh-Start-77' }, 'OLD_PASSWORD_INCORRECT', '/oldPassword'],
      [{ oldPassword: demoPassword, newPassword: demoPassword, confirmNewPassword: demoPassword }, 'PASSWORD_REUSED', '/newPassword'],
    ];
    for (const [fields, code, path] of cases) {
      const r = await change(fields);
      expect(r.res.statusCode, code).toBe(400);
      expect(r.body.code).toBe(code);
      expect(r.body.value).toEqual([expect.objectContaining({ path })]);
    }
    const ok = await change({ oldPassword: demoPassword, newPassword: 'Fresh-Start-77', confirmNewPassword: 'Fresh-Start-77' });
    expect(ok.body).toEqual({ success: true, value: { account: 'down01' }, message: null, code: null });
    expect((await c.call('GET', apiPaths.memberInfo, undefined, { token })).res.statusCode).toBe(200);
    expect((await c.call('GET', apiPaths.memberInfo, undefined, { token: other })).res.statusCode).toBe(401);
    expect((await c.login(login('down01'))).body.code).toBe('LOGIN_FAILED');
    expect(must((await c.login(login('down01', 'Fresh-Start-77'))).body.value).token).toBeTruthy();
    const notice = await c.outbox('down01@aurora.example');
    // In aurora's default language (TW): no language was asked for (docs/decisions/053).
    expect(notice[0]?.subject).toBe(serverText('TW', 'server.password.changed_title', { brand: 'Aurora' }));
    expect(JSON.stringify(notice)).not.toContain('Fresh-Start-77');
  });

  it('change without a session or change token is 401; a stale bearer token is 401', async () => {
    const c = client();
    const r = await c.sealed(apiPaths.password, { oldPassword: demoPassword, newPassword: 'Fresh-Start-77', confirmNewPassword: 'Fresh-Start-77' });
    expect(r.res.statusCode).toBe(401);
    const stale = await c.sealed(apiPaths.password, { oldPassword: demoPassword, newPassword: 'Fresh-Start-77', confirmNewPassword: 'Fresh-Start-77' }, { token: 'A'.repeat(43) });
    expect(stale.res.statusCode).toBe(401);
  });

  it('forgot by e-mail: the same answer whether or not it matches; the link works once and revokes sessions', async () => {
    const c = client();
    const session = await tokenOf('aurora', 'down02');
    const answers = [];
    for (const body of [
      { username: 'down02', email: 'down02@aurora.example' },
      { username: 'nobody', email: 'nobody@aurora.example' },
      { username: 'down03', email: 'wrong@aurora.example' },
    ]) {
      const r = await c.call<ForgotByEmailAnswer>('POST', apiPaths.passwordEmail, body);
      answers.push([r.res.statusCode, r.body]);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual([200, { success: true, value: { accepted: true, expiredMinutes: 30 }, message: null, code: null }]);
    expect(await c.outbox('nobody@aurora.example')).toEqual([]);
    expect(await c.outbox('wrong@aurora.example')).toEqual([]);
    const mail = must((await c.outbox('down02@aurora.example'))[0]);
    const resetToken = must(/resetToken=([A-Za-z0-9_-]{43})/.exec(mail.body)?.[1]);
    expect(mail.body).toContain('http://localhost:80/changePassword?resetToken=');
    const soon = await c.call('POST', apiPaths.passwordEmail, { username: 'nobody', email: 'nobody@aurora.example' });
    expect(soon.body.code).toBe('SMS_TOO_MANY_REQUESTS');

    const reset = (newPassword: string) => c.sealed(apiPaths.passwordReset, { resetToken, newPassword, confirmNewPassword: newPassword });
    expect((await reset('qwerty123')).body.code).toBe('PASSWORD_COMMON');
    expect((await reset(demoPassword)).body.code).toBe('PASSWORD_REUSED');
    const ok = await reset('Brand-New-Key-9');
    expect(ok.body.value).toEqual({ account: 'down02' });
    expect((await reset('Brand-New-Key-10')).body.code).toBe('RESET_LINK_INVALID');
    expect((await c.call('GET', apiPaths.memberInfo, undefined, { token: session })).res.statusCode).toBe(401);
    expect(must((await c.login(login('down02', 'Brand-New-Key-9'))).body.value).token).toBeTruthy();
  });

  it('set by phone (CHNGPASSVERIF3): code with purpose RESET_PASSWORD; refused where the module is off', async () => {
    const c = client();
    const sent = await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13800000002', countryDialingCode: '86', purpose: 'RESET_PASSWORD' });
    expect(sent.res.statusCode).toBe(200);
    const code = await c.lastCode('+8613800000002');
    const fields = { newPassword: 'Agent-Secret-42', mobileNum: '13800000002', countryDialingCode: '86', verificationCode: code };
    // A login code cannot reset (purpose-bound), and a reset code cannot log in.
    expect((await c.login({ type: 'sms', mobileNum: '13800000002', countryDialingCode: '86', verificationCode: code })).body.code).toBe('CODE_INVALID');
    const ok = await c.sealed(apiPaths.passwordVerification, fields);
    expect(ok.body.value).toEqual({ account: 'agent01' });
    expect((await c.sealed(apiPaths.passwordVerification, fields)).body.code).toBe('CODE_INVALID');
    expect(must((await c.login(login('agent01', 'Agent-Secret-42'))).body.value).token).toBeTruthy();
    const tiger = client('tigerbay');
    expect((await tiger.sealed(apiPaths.passwordVerification, fields)).body.code).toBe('MODULE_DISABLED');
    expect((await tiger.call('POST', apiPaths.smsNoLogin, { mobileNum: '13800000002', countryDialingCode: '86', purpose: 'RESET_PASSWORD' })).body.code).toBe('MODULE_DISABLED');
  });

  it('authenticator: enrol, confirm, asked at login, recovery code once, disable with a code', async () => {
    const c = client('tigerbay');
    const token = await tokenOf('tigerbay', 'player01');
    const enrol = must((await c.call<TotpEnrolAnswer>('POST', apiPaths.totpEnrol, undefined, { token })).body.value);
    expect(enrol.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect((await c.call('POST', apiPaths.totpConfirm, { code: '000000' }, { token })).body.code).toBe('CODE_INVALID');
    const code = await generate({ secret: enrol.secret, epoch: Math.floor(clock / 1000) });
    const confirmed = must((await c.call<TotpConfirmAnswer>('POST', apiPaths.totpConfirm, { code }, { token })).body.value);
    expect(confirmed.recoveryCodes).toHaveLength(10);
    expect((await c.call('POST', apiPaths.totpEnrol, undefined, { token })).body.code).toBe('TOTP_ALREADY_ENABLED');

    const step = must(must((await c.login(login('player01'))).body.value).verification);
    const recovery = must(confirmed.recoveryCodes[0]);
    expect(must((await c.verify(step.challenge, recovery)).body.value).token).toBeTruthy();
    const step2 = must(must((await c.login(login('player01'))).body.value).verification);
    expect((await c.verify(step2.challenge, recovery)).body.code).toBe('CODE_INVALID');
    // A code of the step already used at confirm is refused (replay); the next step works.
    clock += 30_000;
    const next = await generate({ secret: enrol.secret, epoch: Math.floor(clock / 1000) });
    const r = await c.verify(step2.challenge, next);
    expect(must((r.body as { value: LoginAnswer | null }).value).token).toBeTruthy();

    clock += 30_000;
    const off = await c.call('POST', apiPaths.totpDisable, { code: await generate({ secret: enrol.secret, epoch: Math.floor(clock / 1000) }) }, { token });
    expect(off.body.value).toEqual({ totpEnabled: false });
    expect(must((await c.login(login('player01'))).body.value).token).toBeTruthy();
  });
});
