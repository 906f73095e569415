/**
 * The console's money desk (issue 18, docs/decisions/047), on both databases: a player asks for
 * withdrawals; finance approves one (disbursed now) and rejects another (the held money back in
 * the main wallet); approving twice or a rejected one is 409 WITHDRAWAL_NOT_PENDING; a receipt
 * dispute is listed with its proof and resolved; manual adjustments; bad input (no key, bad
 * amounts, unknown ids) → 4xx with a code and nothing written; concurrent retries with one
 * Idempotency-Key do the thing once; another merchant's finance sees nothing; the ledger balances.
 */
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { consolePaths, type AuditPage } from '../../../schemas/console';
import { consoleMoneyPaths, type AdjustmentAnswer, type QueuePage, type QueueWithdrawal } from '../../../schemas/console-money';
import type { Envelope } from '../../../schemas/envelope';
import { withId, type BankAccount, type BankAccountsAnswer, type Withdrawal } from '../../../schemas/payments';
import { auditLedger, auditProblems } from '../../db/ledger/ledger-audit';
import { describeEachDatabase } from '../../test-support/databases';
import { addStaff, consoleCall, demoOwner, signInStaff, valueOf, type ConsoleSession } from '../../test-support/console-kit';
import { must } from '../../test-support/fixtures';
import { watchWrites, type WriteWatch } from '../../test-support/write-watch';
import { createPaymentKit, paymentPassword, pngImage, type PaymentKit } from '../payments-test-kit';

const path = (p: string, merchant: string, id = '') => p.replace(':merchant', merchant).replace(':id', id).replace(':memberId', id);
const codeOf = (res: LightMyRequestResponse) => `${res.statusCode} ${String(res.json<Envelope<unknown>>().code)}`;
const byDesign = [{ table: 'staff_sessions', op: 'UPDATE' as const, columns: ['idle_expires_at', 'last_seen_at'], reason: 'the caller’s own session' }];

describeEachDatabase('console money desk', (database) => {
  let kit: PaymentKit;
  let finance: ConsoleSession;
  let oasisFinance: ConsoleSession;
  let support: ConsoleSession;
  let owner: ConsoleSession;
  let watch: WriteWatch;
  let player: { id: string; token: string; account: string };
  let bankAccountId: string;

  beforeAll(async () => {
    kit = await createPaymentKit(database());
    const app = kit.gw.app;
    owner = await signInStaff(app, await demoOwner(app));
    finance = await signInStaff(app, await addStaff(kit.gw, [{ role: 'finance', merchant: 'aurora' }]));
    oasisFinance = await signInStaff(app, await addStaff(kit.gw, [{ role: 'finance', merchant: 'oasis' }]));
    support = await signInStaff(app, await addStaff(kit.gw, [{ role: 'support', merchant: 'aurora' }]));
    player = await kit.member('aurora');
    await kit.fund(player.token, '2000');
    await kit.setPaymentPassword(player.token);
    const banks = must((await kit.call<BankAccountsAnswer>('GET', apiPaths.bankAccounts, { token: player.token })).body.value).banks;
    const bound = await kit.call<BankAccount>('POST', apiPaths.bankAccounts, { token: player.token, body: { holderName: 'Li Wei', bankCode: must(banks[0]).code, accountNumber: '6222 0212 3456 7890' } });
    bankAccountId = must(bound.body.value).id;
    watch = await watchWrites(kit.gw.database.db);
  });
  afterAll(() => kit.close());

  const balance = async () => Number((await sql<{ b: string }>`select balance_minor as b from wallet_balances where member_id = ${player.id} and wallet = 'main'`.execute(kit.gw.database.db)).rows[0]?.b ?? 0);
  const withdraw = async (amount: string): Promise<Withdrawal> => {
    const res = await kit.call<Withdrawal>('POST', apiPaths.withdrawals, { token: player.token, body: { requestId: randomUUID(), bankAccountId, amount, paymentPassword } });
    return must(res.body.value, JSON.stringify(res.body));
  };
  const decide = (s: ConsoleSession, what: 'approve' | 'reject', id: string, key: string | null = randomUUID(), merchant = 'aurora') =>
    consoleCall(kit.gw.app, s, {
      method: 'POST',
      url: path(what === 'approve' ? consoleMoneyPaths.withdrawalApprove : consoleMoneyPaths.withdrawalReject, merchant, id),
      headers: key === null ? {} : { 'idempotency-key': key },
      ...(what === 'reject' ? { body: { reason: 'Payee name does not match the account' } } : {}),
    });
  const ledgerClean = async () => expect(auditProblems(await auditLedger(kit.gw.database.db))).toEqual([]);

  it('finance approves one withdrawal and rejects another; the player sees both; deciding again is 409; the ledger balances', async () => {
    const before = await balance();
    const first = await withdraw('300');
    const second = await withdraw('450');
    expect(await balance()).toBe(before - 75_000);

    const queue = await valueOf<QueuePage<QueueWithdrawal>>(await consoleCall(kit.gw.app, finance, { method: 'GET', url: `${path(consoleMoneyPaths.withdrawals, 'aurora')}?status=pending` }));
    expect(queue.items.map((w) => w.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(queue.items.find((w) => w.id === first.id)).toMatchObject({ account: player.account, amountMinor: 30_000, status: 'pending', decision: null, bankLast4: '7890' });

    const approved = await valueOf<QueueWithdrawal>(await decide(finance, 'approve', first.id));
    expect(approved).toMatchObject({ status: 'disbursed', decision: 'approved', decidedBy: finance.staff.username });
    const rejected = await valueOf<QueueWithdrawal>(await decide(finance, 'reject', second.id));
    expect(rejected).toMatchObject({ status: 'failed', decision: 'rejected', decisionReason: 'Payee name does not match the account' });
    // The rejected amount is back; the approved one has left.
    expect(await balance()).toBe(before - 30_000);

    // The player's records show both.
    const mine = must((await kit.call<{ items: Withdrawal[] }>('GET', apiPaths.withdrawals, { token: player.token })).body.value).items;
    expect(Object.fromEntries(mine.filter((w) => [first.id, second.id].includes(w.id)).map((w) => [w.id, w.status]))).toEqual({ [first.id]: 'disbursed', [second.id]: 'failed' });
    const inbox = must((await kit.call<{ items: { title: string }[] }>('GET', apiPaths.inboxMessages, { token: player.token })).body.value).items.map((m) => m.title);
    expect(inbox).toEqual(expect.arrayContaining(['Withdrawal disbursed', 'Withdrawal rejected']));

    // Deciding again: 409 with a code, nothing moved.
    await watch.reset();
    expect(codeOf(await decide(finance, 'approve', first.id))).toBe('409 WITHDRAWAL_NOT_PENDING');
    expect(codeOf(await decide(finance, 'approve', second.id))).toBe('409 WITHDRAWAL_NOT_PENDING');
    expect(codeOf(await decide(owner, 'reject', first.id))).toBe('409 WITHDRAWAL_NOT_PENDING');
    const writes = (await watch.writes(byDesign)).filter((w) => w.table !== 'money_answers');
    expect(writes).toEqual([]);
    expect(await balance()).toBe(before - 30_000);

    // The audit log has both decisions, with who and the reason.
    const audit = await valueOf<AuditPage>(await consoleCall(kit.gw.app, owner, { method: 'GET', url: `${consolePaths.audit}?merchant=aurora` }));
    const actions = audit.items.filter((r) => r.target === first.id || r.target === second.id).map((r) => [r.action, r.staffName, r.role]);
    expect(actions).toEqual([
      ['money.withdrawal-reject', finance.staff.username, 'finance'],
      ['money.withdrawal-approve', finance.staff.username, 'finance'],
    ]);
    await ledgerClean();
  });

  it('a money call without an Idempotency-Key, with bad amounts or unknown ids is refused with a code and writes nothing', async () => {
    const w = await withdraw('300');
    const adjust = (body: unknown, memberId = player.id, headers: Record<string, string> = { 'idempotency-key': randomUUID() }) =>
      consoleCall(kit.gw.app, finance, { method: 'POST', url: path(consoleMoneyPaths.adjustments, 'aurora', memberId), headers, body });
    await watch.reset();
    const got = [
      codeOf(await decide(finance, 'approve', w.id, null)),
      codeOf(await decide(finance, 'approve', w.id, 'short')),
      codeOf(await adjust({ amountMinor: 100, reason: 'x' }, player.id, {})),
      codeOf(await adjust({ amountMinor: 1.5, reason: 'Fraction' })),
      codeOf(await adjust({ amountMinor: 0, reason: 'Zero' })),
      codeOf(await adjust({ amountMinor: 1e12, reason: 'Huge' })),
      codeOf(await adjust({ amountMinor: -1e12, reason: 'Huge debit' })),
      codeOf(await adjust({ amountMinor: '100', reason: 'A string' })),
      codeOf(await adjust({ amountMinor: 100, reason: '   ' })),
      codeOf(await adjust({ amountMinor: 100, reason: 'ok', extra: 1 })),
      codeOf(await adjust({ amountMinor: 100, reason: 'Unknown member' }, randomUUID())),
      codeOf(await decide(finance, 'approve', randomUUID())),
      codeOf(await decide(finance, 'reject', randomUUID())),
      // Another merchant's finance: aurora's money is not theirs (403), and its ids are unknown on their merchant (404).
      codeOf(await decide(oasisFinance, 'approve', w.id)),
      codeOf(await decide(oasisFinance, 'approve', w.id, randomUUID(), 'oasis')),
      codeOf(await consoleCall(kit.gw.app, oasisFinance, { method: 'GET', url: path(consoleMoneyPaths.withdrawals, 'aurora') })),
      codeOf(await consoleCall(kit.gw.app, support, { method: 'GET', url: path(consoleMoneyPaths.withdrawals, 'aurora') })),
      codeOf(await decide(support, 'approve', w.id)),
    ];
    expect(got).toEqual([
      '400 IDEMPOTENCY_KEY_REQUIRED',
      '400 IDEMPOTENCY_KEY_REQUIRED',
      '400 IDEMPOTENCY_KEY_REQUIRED',
      '400 VALIDATION_FAILED',
      '400 VALIDATION_FAILED',
      '400 VALIDATION_FAILED',
      '400 VALIDATION_FAILED',
      '400 VALIDATION_FAILED',
      '400 VALIDATION_FAILED',
      '400 VALIDATION_FAILED',
      '404 NOT_FOUND',
      '404 NOT_FOUND',
      '404 NOT_FOUND',
      '403 FORBIDDEN',
      '404 NOT_FOUND',
      '403 FORBIDDEN',
      '403 FORBIDDEN',
      '403 FORBIDDEN',
    ]);
    expect(await watch.writes(byDesign)).toEqual([]);
    // Still pending after all that.
    expect((await valueOf<QueueWithdrawal>(await decide(finance, 'reject', w.id))).status).toBe('failed');
  });

  it('manual adjustments credit and debit the main wallet through the ledger, never below zero', async () => {
    const before = await balance();
    const adjust = (amountMinor: number) =>
      consoleCall(kit.gw.app, finance, { method: 'POST', url: path(consoleMoneyPaths.adjustments, 'aurora', player.id), headers: { 'idempotency-key': randomUUID() }, body: { amountMinor, reason: 'Goodwill for a lost round' } });
    expect((await valueOf<AdjustmentAnswer>(await adjust(1_234))).balanceMinor).toBe(before + 1_234);
    expect((await valueOf<AdjustmentAnswer>(await adjust(-234))).balanceMinor).toBe(before + 1_000);
    await watch.reset();
    const tooMuch = await adjust(-(before + 1_001));
    expect(codeOf(tooMuch)).toBe('400 INSUFFICIENT_BALANCE');
    // The refusal is the key's answer (first-answer.ts); no money moved.
    expect((await watch.writes(byDesign)).map((w) => w.table).filter((t) => t !== 'money_answers')).toEqual([]);
    expect(await balance()).toBe(before + 1_000);
    const kinds = await sql<{ kind: string; n: number }>`select kind, count(*)::int as n from ledger_transactions where member_id = ${player.id} and kind = 'adjustment' group by kind`.execute(kit.gw.database.db);
    expect(kinds.rows).toEqual([{ kind: 'adjustment', n: 2 }]);
    await ledgerClean();
  });

  it('concurrent retries with one Idempotency-Key approve once and adjust once, all answered alike', async () => {
    const w = await withdraw('300');
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 12 }, () => decide(finance, 'approve', w.id, key)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(new Set(answers.map((a) => JSON.stringify(a.json<Envelope<QueueWithdrawal>>().value))).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
    const disbursals = await sql<{ n: number }>`select count(*)::int as n from ledger_transactions where idempotency_key = ${`withdrawal:${w.id}:disburse`}`.execute(kit.gw.database.db);
    expect(disbursals.rows[0]?.n).toBe(1);
    const audits = await sql<{ n: number }>`select count(*)::int as n from audit_log where target = ${w.id}`.execute(kit.gw.database.db);
    expect(audits.rows[0]?.n).toBe(1);

    const before = await balance();
    const adjustKey = randomUUID();
    const adjusted = await Promise.all(
      Array.from({ length: 12 }, () =>
        consoleCall(kit.gw.app, finance, { method: 'POST', url: path(consoleMoneyPaths.adjustments, 'aurora', player.id), headers: { 'idempotency-key': adjustKey }, body: { amountMinor: 500, reason: 'Once only' } }),
      ),
    );
    expect(adjusted.map((a) => a.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
    expect(await balance()).toBe(before + 500);
    // The same key with another request: 422, nothing moved.
    const other = await consoleCall(kit.gw.app, finance, { method: 'POST', url: path(consoleMoneyPaths.adjustments, 'aurora', player.id), headers: { 'idempotency-key': adjustKey }, body: { amountMinor: 501, reason: 'Once only' } });
    expect(codeOf(other)).toBe('422 IDEMPOTENCY_CONFLICT');
    expect(await balance()).toBe(before + 500);
    await ledgerClean();
  });

  it('a not-received and a partly-received dispute are listed with proofs and resolved once: refund returns the missing part, dismiss moves nothing', async () => {
    const none = await withdraw('300');
    const part = await withdraw('400');
    for (const w of [none, part]) expect((await decide(finance, 'approve', w.id)).statusCode).toBe(200);
    const proof = pngImage(6, 6);
    expect((await kit.call('POST', withId(apiPaths.withdrawalReceipt, none.id), { token: player.token, multipart: { fields: { outcome: 'none' } } })).status).toBe(200);
    expect(
      (await kit.call('POST', withId(apiPaths.withdrawalReceipt, part.id), { token: player.token, multipart: { fields: { outcome: 'partial', receivedAmount: '150' }, files: [{ field: 'proof', name: 'r.png', type: 'image/png', body: proof }] } })).status,
    ).toBe(200);

    const open = await valueOf<QueuePage<QueueWithdrawal>>(await consoleCall(kit.gw.app, finance, { method: 'GET', url: path(consoleMoneyPaths.disputes, 'aurora') }));
    expect(open.items.filter((w) => [none.id, part.id].includes(w.id)).map((w) => [w.status, w.receivedMinor, w.proofs])).toEqual([
      ['partly_received', 15_000, 1],
      ['not_received', null, 0],
    ]);
    const image = await consoleCall(kit.gw.app, finance, { method: 'GET', url: path(consoleMoneyPaths.disputeProof, 'aurora', part.id).replace(':position', '1') });
    expect([image.statusCode, image.headers['content-type'], image.rawPayload.length]).toEqual([200, 'image/png', proof.length]);
    expect(codeOf(await consoleCall(kit.gw.app, oasisFinance, { method: 'GET', url: path(consoleMoneyPaths.disputeProof, 'oasis', part.id).replace(':position', '1') }))).toBe('404 NOT_FOUND');

    const before = await balance();
    const resolve = (id: string, outcome: 'refund' | 'dismiss') =>
      consoleCall(kit.gw.app, finance, { method: 'POST', url: path(consoleMoneyPaths.disputeResolve, 'aurora', id), headers: { 'idempotency-key': randomUUID() }, body: { outcome, reason: 'Checked with the bank' } });
    expect(await valueOf<QueueWithdrawal>(await resolve(part.id, 'refund'))).toMatchObject({ underReview: false, resolution: 'refunded' });
    expect(await balance()).toBe(before + 25_000);
    expect(await valueOf<QueueWithdrawal>(await resolve(none.id, 'dismiss'))).toMatchObject({ underReview: false, resolution: 'dismissed' });
    expect(await balance()).toBe(before + 25_000);
    expect(codeOf(await resolve(part.id, 'refund'))).toBe('409 DISPUTE_NOT_OPEN');
    expect(await balance()).toBe(before + 25_000);
    const still = await valueOf<QueuePage<QueueWithdrawal>>(await consoleCall(kit.gw.app, finance, { method: 'GET', url: path(consoleMoneyPaths.disputes, 'aurora') }));
    expect(still.items.filter((w) => [none.id, part.id].includes(w.id))).toEqual([]);
    await ledgerClean();
  });

  it('queues page by keyset without repeats', async () => {
    for (let i = 0; i < 3; i += 1) await withdraw('300');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const url: string = `${path(consoleMoneyPaths.withdrawals, 'aurora')}?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page: QueuePage<QueueWithdrawal> = await valueOf<QueuePage<QueueWithdrawal>>(await consoleCall(kit.gw.app, finance, { method: 'GET', url }));
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((w) => w.id));
      cursor = page.nextCursor;
    } while (cursor);
    const total = await sql<{ n: number }>`select count(*)::int as n from withdrawals where merchant = 'aurora'`.execute(kit.gw.database.db);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total.rows[0]?.n);
    expect(codeOf(await consoleCall(kit.gw.app, finance, { method: 'GET', url: `${path(consoleMoneyPaths.withdrawals, 'aurora')}?cursor=bm90LWEtY3Vyc29y` }))).toBe('400 VALIDATION_FAILED');
  });
});
