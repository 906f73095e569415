import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { LoginAnswer } from '../../schemas/identity';
import type { UnreadCountAnswer, WalletBalanceAnswer } from '../../schemas/wallet';
import { demoPassword } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { unreadCountPath } from './inbox.routes';
import { serverText } from '../domain/texts/server-texts';

const mainDomain = 'aurora.example';

describeEachDatabase('wallet balance and inbox routes', (database) => {
  let gw: TestGateway;
  // One IP throughout: a login from an IP the account never used would ask for a code (LOGINIPVERF3).
  const client = (merchant = 'aurora') => identityClient(gw.app, merchant, { ip: '203.0.113.40' });
  const signIn = async (merchant: string, username: string, password = demoPassword) => {
    const c = client(merchant);
    const token = must(must((await c.login({ type: 'username', username, password })).body.value).token);
    return { c, token };
  };
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  it('answers the seeded main-wallet balance in minor and major units, per brand', async () => {
    for (const merchant of ['aurora', 'tigerbay', 'oasis']) {
      const { c, token } = await signIn(merchant, 'player01');
      const { res, body } = await c.call<WalletBalanceAnswer>('GET', apiPaths.balance, undefined, { token });
      expect(res.statusCode).toBe(200);
      expect(body.value).toMatchObject({ wallet: 'main', currency: 'CNY', currencySymbol: '¥', balanceMinor: 1_234_567, minorDigits: 2, balance: 12_345.67 });
      // Per-wallet detail (docs/decisions/022): main first; aurora is a single-wallet brand.
      expect(body.value?.isSingle).toBe(merchant === 'aurora');
      expect(body.value?.wallets?.[0]).toEqual({ wallet: 'main', kind: 'main', displayName: null, balanceMinor: 1_234_567, balance: 12_345.67 });
      expect(body.value?.wallets?.length === 1).toBe(merchant === 'aurora');
      expect(body.value?.totalMinor).toBe(1_234_567);
    }
  });

  it('refuses the balance and the unread count without a live session (401), and after logout', async () => {
    const { c, token } = await signIn('aurora', 'agent01');
    expect((await c.call('GET', apiPaths.balance, undefined, { token: null })).res.statusCode).toBe(401);
    expect((await c.call('POST', unreadCountPath, undefined, { token: null })).body.code).toBe('UNAUTHORIZED');
    expect((await c.call<WalletBalanceAnswer>('GET', apiPaths.balance, undefined, { token })).body.value?.balanceMinor).toBe(5_000_000);
    expect((await c.call('DELETE', apiPaths.logout, undefined, { token })).res.statusCode).toBe(200);
    expect((await c.call('GET', apiPaths.balance, undefined, { token })).res.statusCode).toBe(401);
    expect((await c.call('POST', unreadCountPath, undefined, { token })).res.statusCode).toBe(401);
  });

  it('counts unread inbox messages; a trial session gets a zero balance and no unread count (403)', async () => {
    const { c, token } = await signIn('aurora', 'player01');
    const unread = await c.call<UnreadCountAnswer>('POST', unreadCountPath, undefined, { token });
    expect(unread.res.statusCode).toBe(200);
    expect(unread.body.value).toEqual({ unreadCount: 2 });
    const trial = await client('aurora').call<LoginAnswer>('POST', apiPaths.loginFreePlay, {});
    const trialToken = must(must(trial.body.value).token);
    expect((await c.call<WalletBalanceAnswer>('GET', apiPaths.balance, undefined, { token: trialToken })).body.value?.balanceMinor).toBe(0);
    const refused = await c.call('POST', unreadCountPath, undefined, { token: trialToken });
    expect(refused.res.statusCode).toBe(403);
    expect(refused.body.code).toBe('TRIAL_NOT_ALLOWED');
  });

  it('a password change or reset writes a notice into the inbox (and still sends the outbox notice)', async () => {
    const { c, token } = await signIn('aurora', 'down01');
    const before = must((await c.call<UnreadCountAnswer>('POST', unreadCountPath, undefined, { token })).body.value).unreadCount;
    const newPassword = 'Fresh-Pass-9081';
    const changed = await c.sealed(apiPaths.password, { oldPassword: demoPassword, newPassword, confirmNewPassword: newPassword }, { token });
    expect(changed.res.statusCode).toBe(200);
    expect((await c.call<UnreadCountAnswer>('POST', unreadCountPath, undefined, { token })).body.value).toEqual({ unreadCount: before + 1 });
    const mails = await c.outbox(`down01@${mainDomain}`);
    // In aurora's default language (TW): no language was asked for (docs/decisions/053).
    expect(mails.some((m) => m.subject === serverText('TW', 'server.password.changed_title', { brand: 'Aurora' }))).toBe(true);
    // Reset by phone (CHNGPASSVERIF3 brands): the member signs in again and finds the notice.
    const phone = client('aurora');
    const sent = await phone.call('POST', apiPaths.smsNoLogin, { mobileNum: '13800000001', countryDialingCode: '86', purpose: 'RESET_PASSWORD' });
    expect(sent.res.statusCode).toBe(200);
    const code = await phone.lastCode('+8613800000001');
    const reset = await phone.sealed(apiPaths.passwordVerification, { newPassword, mobileNum: '13800000001', countryDialingCode: '86', verificationCode: code });
    expect(reset.res.statusCode).toBe(200);
    const again = await signIn('aurora', 'player01', newPassword);
    expect((await again.c.call<UnreadCountAnswer>('POST', unreadCountPath, undefined, { token: again.token })).body.value).toEqual({ unreadCount: 3 });
  });
});
