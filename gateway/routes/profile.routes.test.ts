import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { LoginHistoryAnswer, ProfileAnswer, SecurityCodeAnswer, SecurityOverviewAnswer } from '../../schemas/payments';
import { describeEachDatabase } from '../test-support/databases';
import { identityClient } from '../test-support/identity-client';
import { createPaymentKit, jpegImage, pngImage, webpImage, type PaymentKit } from './payments-test-kit';
import { readFileSync } from 'node:fs';

/** A message of aurora's default language (TW) without its arguments: what a member with no language of their own receives (decision 053). */
function inAurorasLanguage(key: string): string {
  const catalogue = JSON.parse(readFileSync(new URL('../../locales/TW.json', import.meta.url), 'utf8')) as Record<string, string>;
  return (catalogue[key] ?? key).replace(/\{\w+\}/g, '').replace(/^[：:\s]+/, '');
}

describeEachDatabase('security centre and profile', (database) => {
  let kit: PaymentKit;
  beforeAll(async () => {
    kit = await createPaymentKit(database());
  });
  afterAll(() => kit.close());
  const outbox = (target: string) => identityClient(kit.gw.app, 'aurora').outbox(target);
  const lastCode = (target: string) => identityClient(kit.gw.app, 'aurora').lastCode(target);

  describe('security centre', () => {
    it('overview: masked e-mail, no phone, no payment password, authenticator off', async () => {
      const m = await kit.member();
      const res = await kit.call<SecurityOverviewAnswer>('GET', apiPaths.securityOverview, { token: m.token });
      expect(res.body.value).toEqual({ phoneMasked: null, emailMasked: `${m.account.slice(0, 1)}***@example.com`, paymentPasswordSet: false, totpEnabled: false, bankAccountCount: 0 });
    });

    it('binds a phone with the code sent to it; a wrong code changes nothing', async () => {
      const m = await kit.member();
      const number = `139${String(Date.now()).slice(-8)}`;
      const sent = await kit.call<SecurityCodeAnswer>('POST', apiPaths.securityCode, { token: m.token, body: { channel: 'sms', mobileNum: number, countryDialingCode: '86' } });
      expect(sent.status).toBe(200);
      expect(sent.body.value).toEqual({ expiredMinutes: 1, validMinutes: 10 });
      const wrong = await kit.call('POST', apiPaths.securityPhone, { token: m.token, body: { mobileNum: number, countryDialingCode: '86', verificationCode: '000000' } });
      expect([wrong.status, wrong.body.code]).toEqual([400, 'CODE_INVALID']);
      expect((await kit.call<SecurityOverviewAnswer>('GET', apiPaths.securityOverview, { token: m.token })).body.value?.phoneMasked).toBeNull();
      const code = await lastCode(`+86${number}`);
      const bound = await kit.call<SecurityOverviewAnswer>('POST', apiPaths.securityPhone, { token: m.token, body: { mobileNum: number, countryDialingCode: '86', verificationCode: code } });
      expect(bound.status).toBe(200);
      expect(bound.body.value?.phoneMasked).toBe(`+86 139*${'*'.repeat(3)}${number.slice(-4)}`);
      // Used once.
      const replay = await kit.call('POST', apiPaths.securityPhone, { token: m.token, body: { mobileNum: number, countryDialingCode: '86', verificationCode: code } });
      expect(replay.body.code).toBe('CODE_INVALID');
      // Another member cannot take it.
      const other = await kit.member();
      const taken = await kit.call('POST', apiPaths.securityCode, { token: other.token, body: { channel: 'sms', mobileNum: number, countryDialingCode: '86' } });
      expect([taken.status, taken.body.code]).toEqual([409, 'CONTACT_TAKEN']);
    });

    it('changes the e-mail with the code sent to the new address; the old address is told', async () => {
      const m = await kit.member();
      const next = `new-${m.account}@example.org`;
      expect((await kit.call('POST', apiPaths.securityCode, { token: m.token, body: { channel: 'email', email: next } })).status).toBe(200);
      const again = await kit.call('POST', apiPaths.securityCode, { token: m.token, body: { channel: 'email', email: next } });
      expect([again.status, again.body.code]).toEqual([429, 'SMS_TOO_MANY_REQUESTS']);
      const code = await lastCode(next);
      const res = await kit.call<SecurityOverviewAnswer>('POST', apiPaths.securityEmail, { token: m.token, body: { email: next, verificationCode: code } });
      expect(res.body.value?.emailMasked).toBe('n***@example.org');
      expect((await outbox(`${m.account}@example.com`)).some((o) => o.subject?.includes(inAurorasLanguage('server.email.email_changed_subject')))).toBe(true);
    });

    it.each([
      [{ channel: 'sms', mobileNum: 'abc', countryDialingCode: '86' }, 'PHONE_INVALID'],
      [{ channel: 'email', email: 'not-an-address' }, 'VALIDATION_FAILED'],
      // oneOf reports the first branch's missing field.
      [{ channel: 'fax', number: '1' }, 'PHONE_MISSING'],
    ])('send code %j → 400 %s', async (body, code) => {
      const m = await kit.member();
      const res = await kit.call('POST', apiPaths.securityCode, { token: m.token, body });
      expect([res.status, res.body.code]).toEqual([400, code]);
    });

    it('login history pages newest first and only shows my sign-ins', async () => {
      const m = await kit.member();
      const page = await kit.call<LoginHistoryAnswer>('GET', `${apiPaths.loginHistory}?page=1&pageSize=5`, { token: m.token });
      expect(page.status).toBe(200);
      expect(page.body.value?.total).toBe(1);
      expect(page.body.value?.items[0]).toMatchObject({ method: 'password', ip: '203.0.113.77' });
    });
  });

  describe('profile', () => {
    it('shows the fields the brand enables (aurora: payee name, LINE; oasis: birthday) and the default avatar as null', async () => {
      const a = await kit.member('aurora');
      const pa = await kit.call<ProfileAnswer>('GET', apiPaths.profile, { token: a.token, merchant: 'aurora' });
      expect(pa.body.value).toMatchObject({ account: a.account, nickname: null, avatarUrl: null, currency: 'CNY' });
      expect(pa.body.value?.fields.map((f) => f.name)).toEqual(['payeeName', 'line']);
      const o = await kit.member('oasis');
      const po = await kit.call<ProfileAnswer>('GET', apiPaths.profile, { token: o.token, merchant: 'oasis' });
      expect(po.body.value?.fields.map((f) => f.name)).toEqual(['payeeName', 'birthday']);
    });

    it('updates the nickname and fields; payee name is set once, then read-only', async () => {
      const m = await kit.member();
      const res = await kit.call<ProfileAnswer>('PUT', apiPaths.profile, { token: m.token, body: { nickname: '  Lucky 七 ', fields: { payeeName: 'Li Wei', line: 'lucky7' } } });
      expect(res.status).toBe(200);
      expect(res.body.value?.nickname).toBe('Lucky 七');
      expect(res.body.value?.fields).toEqual([
        { name: 'payeeName', value: 'Li Wei', readOnly: true, maxLength: 100 },
        { name: 'line', value: 'lucky7', readOnly: false, maxLength: 64 },
      ]);
      const again = await kit.call('PUT', apiPaths.profile, { token: m.token, body: { fields: { payeeName: 'Someone Else' } } });
      expect([again.status, again.body.code]).toEqual([400, 'PROFILE_FIELD_READ_ONLY']);
      const info = await kit.call<{ nickname: string }>('GET', apiPaths.memberInfo, { token: m.token });
      expect(info.body.value?.nickname).toBe('Lucky 七');
    });

    it.each([
      [{ nickname: '' }, 'NICKNAME_INVALID'],
      [{ nickname: 'x'.repeat(33) }, 'NICKNAME_INVALID'],
      [{ nickname: 'bad\u0007bell' }, 'NICKNAME_INVALID'],
      [{ fields: { idNumber: '123' } }, 'PROFILE_FIELD_READ_ONLY'],
      [{ fields: { line: 'y'.repeat(65) } }, 'PROFILE_FIELD_INVALID'],
      [{ fields: { unknown: 'x' } }, 'VALIDATION_FAILED'],
      [{ nickname: 5 }, 'VALIDATION_FAILED'],
    ])('%j → 400 %s, nothing changed', async (body, code) => {
      const m = await kit.member();
      const res = await kit.call('PUT', apiPaths.profile, { token: m.token, body });
      expect([res.status, res.body.code]).toEqual([400, code]);
      const p = await kit.call<ProfileAnswer>('GET', apiPaths.profile, { token: m.token });
      expect(p.body.value?.nickname).toBeNull();
      expect(p.body.value?.fields.every((f) => f.value === null)).toBe(true);
    });

    it.each([
      ['PNG', pngImage(16, 16), 'image/png', 'png'],
      ['JPEG', jpegImage(2_000), 'image/jpeg', 'jpg'],
      ['WebP', webpImage(300), 'image/webp', 'webp'],
    ])('uploads a %s avatar (by its bytes, whatever the name says) served by content hash', async (_what, bytes, type, ext) => {
      const m = await kit.member();
      const res = await kit.call<ProfileAnswer>('POST', apiPaths.profileAvatar, { token: m.token, multipart: { files: [{ field: 'avatar', name: 'me.gif', type: 'application/octet-stream', body: bytes }] } });
      expect(res.status).toBe(200);
      const url = res.body.value?.avatarUrl ?? '';
      expect(url).toMatch(new RegExp(`^/lgw/avatars/[0-9a-f]{64}\\.${ext}$`));
      const image = await kit.gw.app.inject({ url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.headers['cache-control']).toContain('immutable');
      expect(Buffer.compare(image.rawPayload, Buffer.from(bytes))).toBe(0);
    });

    it.each([
      ['an SVG', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'AVATAR_TYPE_INVALID'],
      ['a GIF', new TextEncoder().encode('GIF89a\u0001\u0000\u0001\u0000'), 'AVATAR_TYPE_INVALID'],
      ['an empty file', new Uint8Array(0), 'AVATAR_TYPE_INVALID'],
      ['a JPEG over 2 MiB', jpegImage(2 * 1024 * 1024 + 1), 'AVATAR_TOO_LARGE'],
    ])('refuses %s → 400 %s, the avatar unchanged', async (_what, bytes, code) => {
      const m = await kit.member();
      const res = await kit.call('POST', apiPaths.profileAvatar, { token: m.token, multipart: { files: [{ field: 'avatar', name: 'a.png', type: 'image/png', body: bytes }] } });
      expect([res.status, res.body.code]).toEqual([400, code]);
      expect((await kit.call<ProfileAnswer>('GET', apiPaths.profile, { token: m.token })).body.value?.avatarUrl).toBeNull();
    });

    it('an image stored as a proof is not served as an avatar; unknown hashes 404', async () => {
      const res = await kit.gw.app.inject({ url: `/lgw/avatars/${'a'.repeat(64)}.png` });
      expect(res.statusCode).toBe(404);
      expect((await kit.gw.app.inject({ url: '/lgw/avatars/../../etc.png' })).statusCode).toBeGreaterThanOrEqual(400);
    });
  });
});
