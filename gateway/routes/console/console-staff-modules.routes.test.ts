/**
 * The console's path end to end (issue 18's Done-when, gateway side), on both databases: the
 * owner creates a product-role staff member for one merchant; that member turns a login mode
 * and the register button off; players see it; the audit log shows both changes with their diff
 * to the owner (filtered, paged, as CSV) and nothing of other merchants to a merchant's staff.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { consolePaths, type AuditPage, type MerchantModulesAnswer, type StaffCreated, type StaffSummary } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import type { ModuleFlags } from '../../../schemas/modules';
import { describeEachDatabase } from '../../test-support/databases';
import { addStaff, consoleCall, demoOwner, signInRequest, signInStaff, totpCode, valueOf, type ConsoleSession } from '../../test-support/console-kit';
import { watchWrites, type WriteWatch } from '../../test-support/write-watch';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

const modulesOf = (merchant: string) => consolePaths.merchantModules.replace(':merchant', merchant);
const disableOf = (id: string) => consolePaths.staffDisable.replace(':id', id);

describeEachDatabase('console staff, modules and audit', (database) => {
  let gw: TestGateway;
  let owner: ConsoleSession;
  let watch: WriteWatch;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    owner = await signInStaff(gw.app, await demoOwner(gw.app));
    watch = await watchWrites(gw.database.db);
  });
  afterAll(() => gw.close());

  const playerFlags = async (merchant: string) => (await valueOf<{ flags: ModuleFlags }>(await gw.app.inject({ method: 'GET', url: apiPaths.whitelabel, headers: { merchant } }))).flags;
  const auditOf = async (s: ConsoleSession, query: string) => valueOf<AuditPage>(await consoleCall(gw.app, s, { method: 'GET', url: `${consolePaths.audit}?${query}` }));

  it('the owner creates a product-role staff member for aurora, who signs in with the authenticator secret answered once', async () => {
    const res = await consoleCall(gw.app, owner, { method: 'POST', url: consolePaths.staff, body: { username: 'aurora-product', password: 'Long-enough-pass-2468', grants: [{ role: 'product', merchant: 'aurora' }] } });
    const created = await valueOf<StaffCreated>(res);
    expect(created.staff).toMatchObject({ username: 'aurora-product', enabled: true, grants: [{ role: 'product', merchant: 'aurora' }] });
    expect(created.otpauthUri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    const product = await signInStaff(gw.app, { id: created.staff.id, username: 'aurora-product', password: 'Long-enough-pass-2468', secret: created.totpSecret });
    const me = await valueOf<{ staff: { merchants: string[]; capabilities: string[] } }>(await consoleCall(gw.app, product, { method: 'GET', url: consolePaths.me }));
    expect(me.staff).toMatchObject({ merchants: ['aurora'], capabilities: ['modules.read', 'modules.publish', 'rules.read', 'rules.publish', 'status.read', 'status.publish', 'merchants.read'] });
    // The secret is stored sealed, never in clear.
    const stored = await sql<{ totp_secret: string }>`select totp_secret from staff where id = ${created.staff.id}`.execute(gw.database.db);
    expect(stored.rows[0]?.totp_secret).toMatch(/^v1\./);
    expect(JSON.stringify(stored.rows)).not.toContain(created.totpSecret);

    // The product member turns SMS login (a login mode) and the register button off.
    expect((await playerFlags('aurora')).MOBILEVERCODELOGIN3).toBe(true);
    const published = await valueOf<MerchantModulesAnswer>(await consoleCall(gw.app, product, { method: 'PUT', url: modulesOf('aurora'), body: { changes: { MOBILEVERCODELOGIN3: false } } }));
    expect(published.flags.MOBILEVERCODELOGIN3).toBe(false);
    await valueOf(await consoleCall(gw.app, product, { method: 'PUT', url: modulesOf('aurora'), body: { changes: { DIRECTREG3: false } } }));
    const flags = await playerFlags('aurora');
    expect([flags.MOBILEVERCODELOGIN3, flags.DIRECTREG3, flags.USERNAMEREG3]).toEqual([false, false, true]);

    // The owner's audit log shows both changes, with who, role, merchant and the diff.
    const page = await auditOf(owner, 'merchant=aurora&action=modules.publish');
    expect(page.items.slice(0, 2).map((r) => [r.staffName, r.role, r.merchant, r.before, r.after])).toEqual([
      ['aurora-product', 'product', 'aurora', { DIRECTREG3: true }, { DIRECTREG3: false }],
      ['aurora-product', 'product', 'aurora', { MOBILEVERCODELOGIN3: true }, { MOBILEVERCODELOGIN3: false }],
    ]);
    expect((await auditOf(owner, `action=staff.create`)).items[0]).toMatchObject({ staffName: 'demo-owner', role: 'owner', merchant: 'aurora', target: 'aurora-product', after: { username: 'aurora-product', grants: [{ role: 'product', merchant: 'aurora' }] } });

    // The same member cannot act on another merchant, read the audit log or manage staff; nothing is written.
    await watch.reset();
    for (const req of [
      { method: 'PUT' as const, url: modulesOf('oasis'), body: { changes: { DIRECTREG3: false } } },
      { method: 'GET' as const, url: modulesOf('oasis') },
      { method: 'GET' as const, url: consolePaths.audit },
      { method: 'GET' as const, url: consolePaths.staff },
      { method: 'POST' as const, url: consolePaths.staff, body: { username: 'sneaky-one', password: 'Long-enough-pass-2468', grants: [{ role: 'owner', merchant: null }] } },
    ]) {
      const res = await consoleCall(gw.app, product, req);
      expect([req.url, res.statusCode, res.json<Envelope<unknown>>().code]).toEqual([req.url, 403, 'FORBIDDEN']);
    }
    expect(await watch.writes([{ table: 'staff_sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: 'the caller’s own session' }])).toEqual([]);
  });

  it('publishing enforces the parent/child rule and writes nothing when refused or unchanged', async () => {
    await valueOf(await consoleCall(gw.app, owner, { method: 'PUT', url: modulesOf('oasis'), body: { changes: { MOBILENUMREG3: false } } }));
    await watch.reset();
    const refused = await consoleCall(gw.app, owner, { method: 'PUT', url: modulesOf('oasis'), body: { changes: { REGMOBVERF3: true, MOBILENUMPASSREG3: true } } });
    expect([refused.statusCode, refused.json<Envelope<unknown>>().code]).toEqual([400, 'MODULE_PARENT_OFF']);
    expect(refused.json<Envelope<{ path: string }[]>>().value?.[0]?.path).toMatch(/^\/changes\/(REGMOBVERF3|MOBILENUMPASSREG3)$/);
    const unknown = await consoleCall(gw.app, owner, { method: 'PUT', url: modulesOf('oasis'), body: { changes: { NOSUCHMODULE: true } } });
    expect(unknown.statusCode).toBe(400);
    const same = await valueOf<MerchantModulesAnswer>(await consoleCall(gw.app, owner, { method: 'PUT', url: modulesOf('oasis'), body: { changes: { MOBILENUMREG3: false } } }));
    expect(same.switches.MOBILENUMREG3).toBe(false);
    expect(await watch.writes([{ table: 'staff_sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: 'the caller’s own session' }])).toEqual([]);
    // Parent and child on together is one consistent publish.
    const both = await valueOf<MerchantModulesAnswer>(await consoleCall(gw.app, owner, { method: 'PUT', url: modulesOf('oasis'), body: { changes: { MOBILENUMREG3: true, REGMOBVERF3: true } } }));
    expect([both.flags.MOBILENUMREG3, both.flags.REGMOBVERF3]).toEqual([true, true]);
  });

  it('staff creation refuses weak passwords, taken names and unknown merchants', async () => {
    const create = (body: object) => consoleCall(gw.app, owner, { method: 'POST', url: consolePaths.staff, body });
    const base = { username: 'new-member', password: 'Long-enough-pass-2468', grants: [{ role: 'support', merchant: 'aurora' }] };
    const cases: [object, number, string][] = [
      [{ ...base, password: 'short-1' }, 400, 'PASSWORD_LENGTH'],
      [{ ...base, password: '1234567890' }, 400, 'PASSWORD_LENGTH'],
      [{ ...base, password: 'Unbelievable' }, 400, 'PASSWORD_COMMON'],
      [{ ...base, password: 'new-member-2468' }, 400, 'PASSWORD_COMMON'],
      [{ ...base, username: 'Aurora-Product' }, 400, 'USERNAME_TAKEN'],
      [{ ...base, grants: [{ role: 'support', merchant: 'nowhere' }] }, 400, 'UNKNOWN_MERCHANT'],
      [{ ...base, grants: [{ role: 'janitor', merchant: 'aurora' }] }, 400, 'VALIDATION_FAILED'],
      [{ ...base, grants: [] }, 400, 'VALIDATION_FAILED'],
    ];
    await watch.reset();
    for (const [body, status, code] of cases) {
      const res = await create(body);
      expect([JSON.stringify(body), res.statusCode, res.json<Envelope<unknown>>().code]).toEqual([JSON.stringify(body), status, code]);
    }
    expect(await watch.writes([{ table: 'staff_sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: 'the caller’s own session' }])).toEqual([]);
  });

  it("a merchant's owner sees and manages only that merchant's staff and audit rows; disabling ends sessions", async () => {
    const oasisOwner = await signInStaff(gw.app, await addStaff(gw, [{ role: 'owner', merchant: 'oasis' }]));
    const oasisContent = await addStaff(gw, [{ role: 'content', merchant: 'oasis' }]);
    const spanning = await addStaff(gw, [{ role: 'content', merchant: 'oasis' }, { role: 'finance', merchant: 'aurora' }]);
    const contentSession = await signInStaff(gw.app, oasisContent);

    const list = await valueOf<{ items: StaffSummary[] }>(await consoleCall(gw.app, oasisOwner, { method: 'GET', url: consolePaths.staff }));
    const names = list.items.map((s) => s.username);
    expect(names).toEqual(expect.arrayContaining([oasisContent.username, spanning.username]));
    expect(names).not.toContain('demo-owner');
    expect(names).not.toContain('aurora-product');
    // Only the grants within the owner's merchants are shown.
    expect(list.items.find((s) => s.username === spanning.username)?.grants).toEqual([{ role: 'content', merchant: 'oasis' }]);

    const beyond = await consoleCall(gw.app, oasisOwner, { method: 'POST', url: consolePaths.staff, body: { username: 'oasis-aurora', password: 'Long-enough-pass-2468', grants: [{ role: 'product', merchant: 'aurora' }] } });
    expect(beyond.statusCode).toBe(403);
    const demo = await demoOwner(gw.app);
    expect((await consoleCall(gw.app, oasisOwner, { method: 'POST', url: disableOf(demo.id) })).statusCode).toBe(404);
    expect((await consoleCall(gw.app, oasisOwner, { method: 'POST', url: disableOf(spanning.id) })).statusCode).toBe(403);
    expect((await consoleCall(gw.app, oasisOwner, { method: 'POST', url: disableOf(oasisOwner.staff.id) })).json<Envelope<unknown>>().code).toBe('STAFF_SELF');

    const disabled = await valueOf<StaffSummary>(await consoleCall(gw.app, oasisOwner, { method: 'POST', url: disableOf(oasisContent.id) }));
    expect(disabled.enabled).toBe(false);
    expect((await consoleCall(gw.app, contentSession, { method: 'GET', url: consolePaths.me })).statusCode).toBe(401);
    const again = await gw.app.inject(signInRequest(oasisContent, await totpCode(oasisContent.secret, 1)));
    expect(again.statusCode).toBe(401);

    const seen = await auditOf(oasisOwner, 'pageSize=200');
    expect(seen.items.length).toBeGreaterThan(0);
    expect(new Set(seen.items.map((r) => r.merchant))).toEqual(new Set(['oasis']));
    expect(seen.items.some((r) => r.action === 'staff.disable' && r.target === oasisContent.username)).toBe(true);
    expect((await consoleCall(gw.app, oasisOwner, { method: 'GET', url: `${consolePaths.audit}?merchant=aurora` })).statusCode).toBe(403);
  });

  it('the audit log pages with nextBefore, filters by staff and time, and exports CSV safe for spreadsheets', async () => {
    await gw.app.inject({ ...signInRequest({ id: '', username: '=HYPERLINK("http://x")', password: 'x', secret: '' }, '123456'), remoteAddress: '203.0.113.200' });
    const first = await auditOf(owner, 'pageSize=2');
    expect(first.items).toHaveLength(2);
    const second = await auditOf(owner, `pageSize=2&before=${String(first.nextBefore)}`);
    expect(second.items[0]?.seq).toBeLessThan(first.items[1]?.seq ?? 0);
    const mine = await auditOf(owner, `staffId=${owner.staff.id}&pageSize=200`);
    expect(mine.items.every((r) => r.staffId === owner.staff.id)).toBe(true);
    expect((await auditOf(owner, `from=${new Date(Date.now() + 60_000).toISOString()}`)).items).toEqual([]);

    const all = await consoleCall(gw.app, owner, { method: 'GET', url: consolePaths.auditCsv });
    expect(all.headers['content-type']).toMatch(/^text\/csv/);
    expect(all.headers['content-disposition']).toMatch(/attachment/);
    const lines = all.body.split('\r\n');
    expect(lines[0]).toBe('seq,at,staff,staffId,role,merchant,ip,action,target,before,after');
    expect(all.body).toContain('"\'=HYPERLINK(""http://x"")"');
    expect(all.body).toContain('"{""DIRECTREG3"":true}"');
  });
});
