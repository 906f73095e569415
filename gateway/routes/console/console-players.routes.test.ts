/**
 * The console's support desk (issue 18, docs/decisions/047), on both databases: search a
 * merchant's members by account, e-mail or phone prefix; profile, ledger and login history;
 * lock (the player's session stops at once, sign-in refused), unlock, force a password change
 * (the next username login answers a change token), reset the authenticator — each audited with
 * its reason; another merchant's support sees none of it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { consolePaths, type AuditPage } from '../../../schemas/console';
import { consolePlayerPaths, type PlayerActionAnswer, type PlayerLedgerEntry, type PlayerLogin, type PlayerProfile, type PlayerSummary, type QueuePage } from '../../../schemas/console-money';
import type { Envelope } from '../../../schemas/envelope';
import type { LoginAnswer } from '../../../schemas/identity';
import { demoPassword } from '../../db/identity/identity-seed';
import { describeEachDatabase } from '../../test-support/databases';
import { addStaff, consoleCall, signInStaff, valueOf, type ConsoleSession } from '../../test-support/console-kit';
import { identityClient } from '../../test-support/identity-client';
import { watchWrites, type WriteWatch } from '../../test-support/write-watch';
import { createPaymentKit, type PaymentKit } from '../payments-test-kit';

const url = (p: string, merchant: string, memberId = '') => p.replace(':merchant', merchant).replace(':memberId', memberId);
const byDesign = [{ table: 'staff_sessions', op: 'UPDATE' as const, columns: ['idle_expires_at', 'last_seen_at'], reason: 'the caller’s own session' }];

describeEachDatabase('console support desk', (database) => {
  let kit: PaymentKit;
  let support: ConsoleSession;
  let oasisSupport: ConsoleSession;
  let finance: ConsoleSession;
  let watch: WriteWatch;

  beforeAll(async () => {
    kit = await createPaymentKit(database());
    support = await signInStaff(kit.gw.app, await addStaff(kit.gw, [{ role: 'support', merchant: 'aurora' }]));
    oasisSupport = await signInStaff(kit.gw.app, await addStaff(kit.gw, [{ role: 'support', merchant: 'oasis' }]));
    finance = await signInStaff(kit.gw.app, await addStaff(kit.gw, [{ role: 'finance', merchant: 'aurora' }]));
    watch = await watchWrites(kit.gw.database.db);
  });
  afterAll(() => kit.close());

  const get = <T>(s: ConsoleSession, path: string) => consoleCall(kit.gw.app, s, { method: 'GET', url: path }).then((r) => valueOf<T>(r));
  const act = (s: ConsoleSession, path: string, memberId: string, merchant = 'aurora') => consoleCall(kit.gw.app, s, { method: 'POST', url: url(path, merchant, memberId), body: { reason: 'Player asked by phone' } });
  const login = (account: string) => identityClient(kit.gw.app, 'aurora', { ip: '203.0.113.77', now: kit.now }).login({ type: 'username', username: account, password: demoPassword });

  it('search by account and e-mail prefix, bounded to the merchant; profile, ledger and login history', async () => {
    const m = await kit.member('aurora');
    await kit.fund(m.token, '120');
    const byAccount = await get<QueuePage<PlayerSummary>>(support, `${url(consolePlayerPaths.search, 'aurora')}?q=${m.account.slice(0, 8).toUpperCase()}`);
    expect(byAccount.items.map((i) => i.account)).toContain(m.account);
    const byEmail = await get<QueuePage<PlayerSummary>>(support, `${url(consolePlayerPaths.search, 'aurora')}?q=${encodeURIComponent(`${m.account}@exa`)}`);
    expect(byEmail.items).toEqual([expect.objectContaining({ memberId: m.id, email: `${m.account}@example.com`, locked: false })]);
    // Wildcards are literal; another merchant's member is not found; page sizes are bounded.
    expect((await get<QueuePage<PlayerSummary>>(support, `${url(consolePlayerPaths.search, 'aurora')}?q=%25`)).items).toEqual([]);
    expect((await get<QueuePage<PlayerSummary>>(oasisSupport, `${url(consolePlayerPaths.search, 'oasis')}?q=${m.account}`)).items).toEqual([]);
    const tooBig = await consoleCall(kit.gw.app, support, { method: 'GET', url: `${url(consolePlayerPaths.search, 'aurora')}?q=pay&pageSize=1000` });
    expect(tooBig.statusCode).toBe(400);

    const profile = await get<PlayerProfile>(support, url(consolePlayerPaths.profile, 'aurora', m.id));
    expect(profile).toMatchObject({ account: m.account, locked: false, authenticator: false, mustChangePassword: false, liveSessions: 1, balances: [{ wallet: 'main', balanceMinor: 12_000 }] });
    const ledger = await get<QueuePage<PlayerLedgerEntry>>(support, url(consolePlayerPaths.ledger, 'aurora', m.id));
    expect(ledger.items.map((e) => [e.kind, e.wallet, e.amountMinor, e.balanceAfterMinor])).toEqual([['deposit', 'main', 12_000, 12_000]]);
    const logins = await get<QueuePage<PlayerLogin>>(support, url(consolePlayerPaths.logins, 'aurora', m.id));
    expect(logins.items.length).toBeGreaterThanOrEqual(1);
    expect(logins.items[0]).toMatchObject({ method: 'password', outcome: expect.any(String) });

    // Another merchant's support, and finance (no players.read), see nothing of it.
    await watch.reset();
    for (const [s, merchant, want] of [
      [oasisSupport, 'aurora', 403],
      [oasisSupport, 'oasis', 404],
      [finance, 'aurora', 403],
    ] as const) {
      for (const p of [consolePlayerPaths.profile, consolePlayerPaths.ledger, consolePlayerPaths.logins]) {
        const res = await consoleCall(kit.gw.app, s, { method: 'GET', url: url(p, merchant, m.id) });
        expect([p, res.statusCode, res.json<Envelope<unknown>>().value]).toEqual([p, want, null]);
      }
      expect((await act(s, consolePlayerPaths.lock, m.id, merchant)).statusCode).toBe(want);
    }
    expect(await watch.writes(byDesign)).toEqual([]);
  });

  it('lock stops the player at once and refuses sign-in; unlock lets them back; each action audited with its reason', async () => {
    const m = await kit.member('aurora');
    const locked = await valueOf<PlayerActionAnswer>(await act(support, consolePlayerPaths.lock, m.id));
    expect(locked).toMatchObject({ revokedSessions: 1, profile: { locked: true, liveSessions: 0 } });
    const info = await kit.call('GET', apiPaths.memberInfo, { token: m.token });
    expect(info.status).toBe(401);
    expect((await login(m.account)).body.code).toBe('LOGIN_FAILED');
    // Locking again changes nothing: no audit row.
    expect((await valueOf<PlayerActionAnswer>(await act(support, consolePlayerPaths.lock, m.id))).revokedSessions).toBe(0);
    expect((await valueOf<PlayerActionAnswer>(await act(support, consolePlayerPaths.unlock, m.id))).profile.locked).toBe(false);
    expect(((await login(m.account)).body.value as LoginAnswer | null)?.token).toMatch(/./);

    const audit = await valueOf<AuditPage>(await consoleCall(kit.gw.app, await signInStaff(kit.gw.app, await addStaff(kit.gw, [{ role: 'owner', merchant: 'aurora' }])), { method: 'GET', url: `${consolePaths.audit}?merchant=aurora` }));
    expect(audit.items.filter((r) => r.target === m.account).map((r) => [r.action, r.role, r.after])).toEqual([
      ['players.unlock', 'support', { locked: false, reason: 'Player asked by phone' }],
      ['players.lock', 'support', { locked: true, reason: 'Player asked by phone', revokedSessions: 1 }],
    ]);
  });

  it('a forced password change: the next username login answers a change token; resetting the authenticator turns it off', async () => {
    const m = await kit.member('aurora');
    const forced = await valueOf<PlayerActionAnswer>(await act(support, consolePlayerPaths.forcePasswordChange, m.id));
    expect(forced).toMatchObject({ revokedSessions: 1, profile: { mustChangePassword: true } });
    const answer = (await login(m.account)).body.value as LoginAnswer | null;
    expect(answer).toMatchObject({ token: null, mustChangePassword: true });
    expect(answer?.changeToken).toMatch(/./);

    await kit.gw.app.identity.members.setTotp(m.id, 'v1.sealed-secret', true);
    const reset = await valueOf<PlayerActionAnswer>(await act(support, consolePlayerPaths.resetAuthenticator, m.id));
    expect(reset.profile.authenticator).toBe(false);
    expect((await kit.gw.app.identity.members.findById(m.id))?.totpSecret).toBeNull();
  });
});
