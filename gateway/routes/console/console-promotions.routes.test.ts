/**
 * The console's promotion review desk (issue 19, docs/decisions/057), on both databases: a member
 * applies with a remark and images; staff list the merchant's applications (by status, newest
 * first, paged), read one with its remark and images (bytes for staff only, nosniff), approve it
 * — the member sees `issued`, claims and is paid — or reject it with a required reason the member
 * reads; deciding again is 409 APPLICATION_DECIDED with nothing written; two staff members
 * approving at once make one decision (one audit row) and the bonus is paid once; another
 * merchant's staff see nothing.
 */
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consolePaths, type AuditPage } from '../../../schemas/console';
import type { QueuePage } from '../../../schemas/console-money';
import { consolePromotionPaths, type ApplicationDetail, type ApplicationSummary } from '../../../schemas/console-promotions';
import type { Envelope } from '../../../schemas/envelope';
import { promotionPath, promotionPaths, type PromotionView } from '../../../schemas/promotions';
import { describeEachDatabase } from '../../test-support/databases';
import { addStaff, consoleCall, demoOwner, signInStaff, valueOf, type ConsoleSession } from '../../test-support/console-kit';
import { must } from '../../test-support/fixtures';
import { pngWithPayload } from '../../test-support/upload-images';
import { watchWrites, type WriteWatch } from '../../test-support/write-watch';
import { createPaymentKit, type PaymentKit } from '../payments-test-kit';

type Member = Awaited<ReturnType<PaymentKit['member']>>;
const at = (p: string, params: Record<string, string>) => p.replace(/:([a-z]+)/g, (_m, k: string) => params[k] ?? '');
const codeOf = (res: LightMyRequestResponse) => `${res.statusCode} ${String(res.json<Envelope<unknown>>().code)}`;
const png = (name: string) => ({ field: 'images', name, type: 'image/png', body: pngWithPayload() });
const byDesign = [{ table: 'staff_sessions', op: 'UPDATE' as const, columns: ['idle_expires_at', 'last_seen_at'], reason: 'the caller’s own session' }];

describeEachDatabase('console promotion review desk', (database) => {
  let kit: PaymentKit;
  let owner: ConsoleSession;
  let finance: ConsoleSession;
  let operator: ConsoleSession;
  let support: ConsoleSession;
  let oasisOperator: ConsoleSession;
  let watch: WriteWatch;

  beforeAll(async () => {
    kit = await createPaymentKit(database());
    const app = kit.gw.app;
    owner = await signInStaff(app, await demoOwner(app));
    finance = await signInStaff(app, await addStaff(kit.gw, [{ role: 'finance', merchant: 'aurora' }]));
    operator = await signInStaff(app, await addStaff(kit.gw, [{ role: 'operator', merchant: 'aurora' }]));
    support = await signInStaff(app, await addStaff(kit.gw, [{ role: 'support', merchant: 'aurora' }]));
    oasisOperator = await signInStaff(app, await addStaff(kit.gw, [{ role: 'operator', merchant: 'oasis' }]));
    watch = await watchWrites(kit.gw.database.db);
  });
  afterAll(() => kit.close());

  async function applied(remark: string, images = 2): Promise<Member> {
    const m = await kit.member('aurora');
    expect((await kit.call('POST', promotionPaths.join, { token: m.token, body: { promotionId: 'welcome-bonus' } })).status).toBe(200);
    const files = Array.from({ length: images }, (_v, i) => png(`shot-${i}.png`));
    const res = await kit.call<PromotionView>('POST', promotionPaths.requestReward, { token: m.token, multipart: { fields: { promotionId: 'welcome-bonus', remark }, files } });
    expect(res.body.value?.state).toBe('applying');
    return m;
  }
  const list = async (s: ConsoleSession, query = '', merchant = 'aurora') =>
    consoleCall(kit.gw.app, s, { method: 'GET', url: `${at(consolePromotionPaths.applications, { merchant })}${query}` });
  const applicationOf = async (m: Member): Promise<ApplicationSummary> => {
    const page = await valueOf<QueuePage<ApplicationSummary>>(await list(owner, '?status=applying&pageSize=100'));
    return must(page.items.find((a) => a.account === m.account), `${m.account}'s application`);
  };
  const decide = (s: ConsoleSession, id: string, what: 'approve' | 'reject', body?: object, merchant = 'aurora') =>
    consoleCall(kit.gw.app, s, { method: 'POST', url: at(what === 'approve' ? consolePromotionPaths.approve : consolePromotionPaths.reject, { merchant, id }), ...(body ? { body } : {}) });
  const memberView = async (m: Member) => must((await kit.call<PromotionView>('GET', `${promotionPath(promotionPaths.detail, 'welcome-bonus')}?lang=EN`, { token: m.token })).body.value);
  const auditOf = async (id: string) =>
    (await valueOf<AuditPage>(await consoleCall(kit.gw.app, owner, { method: 'GET', url: `${consolePaths.audit}?merchant=aurora&pageSize=200` }))).items
      .filter((r) => r.target === id)
      .map((r) => [r.action, r.staffName, r.role, r.after]);

  it('lists applications newest first, reads one with its remark and images, approves it; the member sees issued and claims once', async () => {
    const older = await applied('older one', 1);
    const m = await applied('Deposit on Monday, receipt attached', 2);
    const page = await valueOf<QueuePage<ApplicationSummary>>(await list(finance, '?status=applying&pageSize=100'));
    const accounts = page.items.map((a) => a.account);
    expect(accounts.indexOf(m.account)).toBeLessThan(accounts.indexOf(older.account));
    const app = must(page.items.find((a) => a.account === m.account));
    expect(app).toMatchObject({ memberId: m.id, promotionId: 'welcome-bonus', status: 'applying', images: 2, decidedAt: null, decidedBy: null, currency: 'CNY' });
    expect(app.promotionTitle.length).toBeGreaterThan(0);

    const detail = await valueOf<ApplicationDetail>(await consoleCall(kit.gw.app, finance, { method: 'GET', url: at(consolePromotionPaths.application, { merchant: 'aurora', id: app.id }) }));
    expect(detail).toMatchObject({ id: app.id, remark: 'Deposit on Monday, receipt attached', decisionNote: null, images: 2 });
    const image = await consoleCall(kit.gw.app, finance, { method: 'GET', url: at(consolePromotionPaths.applicationImage, { merchant: 'aurora', id: app.id, position: '2' }) });
    expect([image.statusCode, image.headers['content-type'], image.headers['x-content-type-options'], image.headers['cache-control']]).toEqual([200, 'image/png', 'nosniff', 'private, no-store']);
    expect([...image.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    const missing = await consoleCall(kit.gw.app, finance, { method: 'GET', url: at(consolePromotionPaths.applicationImage, { merchant: 'aurora', id: app.id, position: '3' }) });
    expect(codeOf(missing)).toBe('404 NOT_FOUND');

    const approved = await decide(finance, app.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(await valueOf<ApplicationDetail>(approved)).toMatchObject({ status: 'issued', decidedBy: finance.staff.username, decisionNote: null });
    expect((await memberView(m)).state).toBe('issued');
    expect(await auditOf(app.id)).toEqual([['promotions.approve', finance.staff.username, 'finance', expect.objectContaining({ status: 'issued', member: m.account, promotion: 'welcome-bonus' })]]);

    // Deciding again (either way) is refused and writes nothing.
    await watch.reset();
    expect(codeOf(await decide(owner, app.id, 'approve'))).toBe('409 APPLICATION_DECIDED');
    expect(codeOf(await decide(owner, app.id, 'reject', { reason: 'Too late' }))).toBe('409 APPLICATION_DECIDED');
    expect(await watch.writes(byDesign)).toEqual([]);

    const claimed = await kit.call<PromotionView>('POST', promotionPath(promotionPaths.claim, 'welcome-bonus'), { token: m.token });
    expect(claimed.body.value?.state).toBe('in_progress');
    expect(await kit.count('ledger_transactions', `kind = 'bonus' and member_id = '${m.id}'`)).toBe(1);
    const after = await valueOf<QueuePage<ApplicationSummary>>(await list(owner, '?status=claimed&pageSize=100'));
    expect(after.items.some((a) => a.id === app.id)).toBe(true);
  });

  it('rejects only with a reason; the member reads it and may apply again', async () => {
    const m = await applied('Second try');
    const app = await applicationOf(m);
    await watch.reset();
    expect(codeOf(await decide(operator, app.id, 'reject', {}))).toBe('400 VALIDATION_FAILED');
    expect(codeOf(await decide(operator, app.id, 'reject', { reason: '   ' }))).toBe('400 VALIDATION_FAILED');
    expect(codeOf(await decide(operator, app.id, 'reject', { reason: 'x'.repeat(141) }))).toBe('400 VALIDATION_FAILED');
    expect(await watch.writes(byDesign)).toEqual([]);
    const rejected = await valueOf<ApplicationDetail>(await decide(operator, app.id, 'reject', { reason: ' The receipt is not readable ' }));
    expect(rejected).toMatchObject({ status: 'rejected', decisionNote: 'The receipt is not readable', decidedBy: operator.staff.username });
    const view = await memberView(m);
    expect([view.state, view.application?.decisionNote]).toEqual(['rejected', 'The receipt is not readable']);
    expect(await auditOf(app.id)).toEqual([['promotions.reject', operator.staff.username, 'operator', expect.objectContaining({ status: 'rejected', reason: 'The receipt is not readable' })]]);
    const rejectedList = await valueOf<QueuePage<ApplicationSummary>>(await list(owner, '?status=rejected&pageSize=100'));
    expect(rejectedList.items.some((a) => a.id === app.id)).toBe(true);

    // Applying again puts it back under review, undecided.
    const again = await kit.call<PromotionView>('POST', promotionPaths.requestReward, { token: m.token, multipart: { fields: { promotionId: 'welcome-bonus', remark: 'Clearer photo' }, files: [png('clear.png')] } });
    expect(again.body.value?.state).toBe('applying');
    expect(await applicationOf(m)).toMatchObject({ id: app.id, status: 'applying', decidedBy: null, decidedAt: null, images: 1 });
  });

  it('two staff members approving at once: one decision, one audit row, the bonus paid once', async () => {
    const m = await applied('Race');
    const app = await applicationOf(m);
    const answers = await Promise.all([decide(owner, app.id, 'approve'), decide(finance, app.id, 'approve'), decide(operator, app.id, 'reject', { reason: 'Duplicate' })]);
    expect(answers.map(codeOf).filter((c) => c.startsWith('200')).length).toBe(1);
    expect(answers.map(codeOf).filter((c) => c === '409 APPLICATION_DECIDED').length).toBe(2);
    expect((await auditOf(app.id)).length).toBe(1);
    const state = (await memberView(m)).state;
    if (state === 'issued') {
      const claims = await Promise.all([1, 2].map(() => kit.call<PromotionView>('POST', promotionPath(promotionPaths.claim, 'welcome-bonus'), { token: m.token })));
      expect(claims.map((c) => c.status)).toEqual([200, 200]);
      expect(await kit.count('ledger_transactions', `kind = 'bonus' and member_id = '${m.id}'`)).toBe(1);
    } else {
      expect(state).toBe('rejected');
    }
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from promotion_entries where id = ${app.id} and decided_by is not null`.execute(kit.gw.database.db);
    expect(Number(rows[0]?.n)).toBe(1);
  });

  it('pages newest first without repeating; refuses roles without promotions.review and other merchants', async () => {
    await applied('page one');
    await applied('page two');
    const first = await valueOf<QueuePage<ApplicationSummary>>(await list(owner, '?pageSize=1'));
    expect(first.items).toHaveLength(1);
    const second = await valueOf<QueuePage<ApplicationSummary>>(await list(owner, `?pageSize=1&cursor=${must(first.nextCursor)}`));
    expect(second.items).toHaveLength(1);
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect(Date.parse(must(second.items[0]).appliedAt)).toBeLessThanOrEqual(Date.parse(must(first.items[0]).appliedAt));
    expect(codeOf(await list(owner, '?cursor=not-a-cursor'))).toBe('400 VALIDATION_FAILED');
    expect(codeOf(await list(owner, '?status=joined'))).toBe('400 VALIDATION_FAILED');

    const m = await applied('not yours');
    const app = await applicationOf(m);
    await watch.reset();
    expect(codeOf(await list(support))).toBe('403 FORBIDDEN');
    expect(codeOf(await decide(support, app.id, 'approve'))).toBe('403 FORBIDDEN');
    expect(codeOf(await list(oasisOperator))).toBe('403 FORBIDDEN');
    expect(codeOf(await decide(oasisOperator, app.id, 'approve'))).toBe('403 FORBIDDEN');
    // aurora's application is unknown under oasis, even to an owner of every merchant.
    expect(codeOf(await decide(owner, app.id, 'approve', undefined, 'oasis'))).toBe('404 NOT_FOUND');
    expect(codeOf(await consoleCall(kit.gw.app, owner, { method: 'GET', url: at(consolePromotionPaths.applicationImage, { merchant: 'oasis', id: app.id, position: '1' }) }))).toBe('404 NOT_FOUND');
    expect(await watch.writes(byDesign)).toEqual([]);
    expect((await memberView(m)).state).toBe('applying');
  });
});
