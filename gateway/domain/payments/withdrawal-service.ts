/**
 * Withdrawals (docs/decisions/023): the request checks the payment password, the bank account,
 * the brand's min/max, then in ONE transaction claims its requestId (every retry gets the first
 * answer: first-answer.ts, docs/decisions/027), locks the main wallet, checks the available balance,
 * moves the amount main → withdrawal hold (ledger key `withdrawal:<id>:hold`) and writes the
 * pending row. The payment clock then disburses it (hold → provider, `withdrawal:<id>:disburse`,
 * an inbox notice, due for receipt after autoReceiptMinutes) or, when the provider refuses,
 * returns it (hold → main, `withdrawal:<id>:refund`). Unconfirmed after the due time it is
 * regarded as received (an audited, logged event; nothing is refunded: READINGS #24).
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Brand } from '../../../schemas/brand';
import type { Page, PageQuery, Withdrawal, WithdrawalRequest, WithdrawalSettingsAnswer } from '../../../schemas/payments';
import { apiPaths } from '../../../schemas/api-paths';
import { withId } from '../../../schemas/payments';
import { bankAccounts, type BankAccountRecord } from '../../db/payments/bank-account-repository';
import { createMemberInboxRepository } from '../../db/content/member-inbox-repository';
import type { MemberRecord } from '../../db/identity/member-repository';
import { memberProfiles } from '../../db/identity/member-profile-repository';
import { pageOf, pageWindow } from '../../db/paging';
import { recordPaymentEvent } from '../../db/payments/payment-event-repository';
import { withdrawals, type WithdrawalProofRecord, type WithdrawalRecord } from '../../db/payments/withdrawal-repository';
import { toBankAccount } from './bank-account-service';
import { answerOnce, type FirstAnswer } from '../ledger/first-answer';
import { withdrawalDisbursedNotice, withdrawalRegardedReceivedNotice } from '../content/inbox-notices';
import { LedgerRefusal, mainWallet } from '../ledger/ledger';
import { amountWithin } from './payment-amount';
import { verifyPaymentPassword } from './payment-password';
import { providerAccount, withdrawalHoldAccount } from './payment-provider';
import { isUniqueViolation, requestHash } from './payment-request';
import { nowOf, type PaymentDeps } from './payment-services';
import { minorDigitsOf, moneyOf, paymentsOf } from './payment-settings';
import { fieldRefusal, Refusal } from '../refusal';
import { bonusRepository } from '../../db/promotions/bonus-repository';

export function toWithdrawal(w: WithdrawalRecord, account: BankAccountRecord, proofs: WithdrawalProofRecord[], member: MemberRecord, brand: Brand): Withdrawal {
  return {
    ...moneyOf(member, brand),
    id: w.id,
    amountMinor: w.amountMinor,
    status: w.status,
    bankAccount: toBankAccount(account, brand),
    createdAt: w.createdAt.toISOString(),
    disbursedAt: w.disbursedAt?.toISOString() ?? null,
    receiptDueAt: w.status === 'disbursed' ? (w.dueAt?.toISOString() ?? null) : null,
    confirmedAt: w.confirmedAt?.toISOString() ?? null,
    receivedMinor: w.receivedMinor,
    remainderMinor: w.receivedMinor === null ? null : w.amountMinor - w.receivedMinor,
    proofs: proofs.map((p) => ({ url: withId(apiPaths.withdrawalProof, w.id, p.position), position: p.position, contentType: p.contentType, bytes: p.bytes })),
    underReview: w.underReview,
  };
}

/** The answer for one withdrawal of the member, read fresh. */
export async function withdrawalAnswer(deps: PaymentDeps, member: MemberRecord, brand: Brand, id: string): Promise<Withdrawal> {
  const w = await withdrawals.find(deps.db, id);
  if (!w || w.memberId !== member.id) throw new Refusal(404, 'NOT_FOUND');
  const account = await bankAccounts.findById(deps.db, w.bankAccountId);
  if (!account) throw new Refusal(404, 'NOT_FOUND');
  const proofs = await withdrawals.proofsOf(deps.db, [w.id]);
  return toWithdrawal(w, account, proofs.get(w.id) ?? [], member, brand);
}

export async function withdrawalSettings(deps: PaymentDeps, member: MemberRecord, brand: Brand): Promise<WithdrawalSettingsAnswer> {
  const p = paymentsOf(brand);
  const [available, extras, accounts] = await Promise.all([
    deps.ledger.balanceOf(member.id, mainWallet),
    memberProfiles.extras(deps.db, member.id),
    bankAccounts.list(deps.db, member.id),
  ]);
  return {
    ...moneyOf(member, brand),
    minMinor: p.withdrawal.minMinor,
    maxMinor: p.withdrawal.maxMinor,
    availableMinor: available,
    paymentPasswordSet: extras.paymentPasswordHash !== null,
    bankAccounts: accounts.map((a) => toBankAccount(a, brand)),
    maxBankAccounts: p.withdrawal.maxBankAccounts,
    autoReceiptMinutes: p.withdrawal.autoReceiptMinutes,
  };
}

/**
 * A withdrawal request. The checks that need no lock (amount, bank account, payment password) come
 * first, on every request; then the requestId is claimed (first-answer.ts) BEFORE the balance is
 * read, so a concurrent retry waits for the first request's answer instead of judging the balance
 * the first one already moved (the PostgreSQL race of issue 16).
 */
export async function requestWithdrawal(deps: PaymentDeps, member: MemberRecord, brand: Brand, body: WithdrawalRequest): Promise<FirstAnswer<Withdrawal>> {
  const p = paymentsOf(brand);
  const amountMinor = amountWithin(body.amount, minorDigitsOf(member.currency), p.withdrawal.minMinor, p.withdrawal.maxMinor);
  const account = await bankAccounts.find(deps.db, member.id, body.bankAccountId);
  if (!account) throw fieldRefusal('BANK_ACCOUNT_UNKNOWN', 'bankAccountId', 'unknown', 'error.bank_account_unknown');
  await verifyPaymentPassword(deps, member, body.paymentPassword, 'paymentPassword');
  const hash = requestHash({ bankAccountId: account.id, amountMinor });
  const insufficient = () => fieldRefusal('INSUFFICIENT_BALANCE', 'amount', 'balance', 'error.insufficient_balance');
  const now = nowOf(deps);
  try {
    return await answerOnce(deps.db, { call: 'withdrawal', owner: member.id, requestId: body.requestId.toLowerCase(), requestHash: hash, memberId: member.id }, async (trx) => {
      const id = randomUUID();
      const available = await deps.ledger.lockWallet(trx, member.id, mainWallet);
      if (available < amountMinor) throw insufficient();
      // A bonus whose wagering requirement is not met blocks withdrawals (issue 19, decision 050).
      if (await bonusRepository.hasUnmet(trx, member.id)) throw new Refusal(409, 'BONUS_WAGERING_UNMET');
      const posted = await deps.ledger
        .postIn(trx, {
          merchant: member.merchant,
          currency: member.currency,
          idempotencyKey: `withdrawal:${id}:hold`,
          kind: 'withdrawal',
          memberId: member.id,
          entries: [
            { account: { type: 'member', memberId: member.id, wallet: mainWallet }, amountMinor: -amountMinor },
            { account: withdrawalHoldAccount, amountMinor },
          ],
          memo: `Withdrawal to bank account ending ${account.numberLast4}`,
          reference: id,
        })
        .catch((error: unknown) => {
          throw error instanceof LedgerRefusal && error.code === 'INSUFFICIENT_BALANCE' ? insufficient() : error;
        });
      const w = await withdrawals.insert(trx, {
        id,
        merchant: member.merchant,
        memberId: member.id,
        requestId: body.requestId,
        requestHash: hash,
        bankAccountId: account.id,
        currency: member.currency,
        amountMinor,
        dueAt: new Date(now.getTime() + deps.timing.withdrawalDisburseMs),
        createdAt: now,
        holdTx: posted.transactionId,
      });
      await recordPaymentEvent(trx, { merchant: member.merchant, memberId: member.id, subject: 'withdrawal', subjectId: id, event: 'requested', actor: 'member', details: { amountMinor, bankAccountId: account.id, ledgerTransaction: posted.transactionId } }, now);
      return toWithdrawal(w, account, [], member, brand);
    });
  } catch (error) {
    // A withdrawal requested before first answers were kept (migration 033) holds this requestId: answer it.
    if (isUniqueViolation(error)) {
      const first = await withdrawals.byRequest(deps.db, member.id, body.requestId);
      if (first && first.requestHash !== hash) throw new Refusal(422, 'IDEMPOTENCY_CONFLICT');
      if (first) return { replayed: true, ok: true, value: await withdrawalAnswer(deps, member, brand, first.id) };
    }
    throw error;
  }
}

export async function listWithdrawals(deps: PaymentDeps, member: MemberRecord, brand: Brand, query: PageQuery): Promise<Page<Withdrawal>> {
  const w = pageWindow(query);
  const { items, total } = await withdrawals.page(deps.db, member.id, w);
  const proofs = await withdrawals.proofsOf(deps.db, items.map((i) => i.id));
  const accounts = new Map((await bankAccounts.list(deps.db, member.id)).map((a) => [a.id, a]));
  const out: Withdrawal[] = [];
  for (const i of items) {
    const account = accounts.get(i.bankAccountId) ?? (await bankAccounts.findById(deps.db, i.bankAccountId));
    if (account) out.push(toWithdrawal(i, account, proofs.get(i.id) ?? [], member, brand));
  }
  return pageOf(out, w, total);
}

/** What a disbursal step needs besides the row: read before its transaction (on PGlite the transaction holds the one session). */
export interface DisbursalContext {
  outcome: 'disbursed' | 'failed';
  brand: Brand | null;
  member: MemberRecord | null;
  account: BankAccountRecord | null;
  /** Who asked: the payment clock's provider call, or finance approving it in the console (docs/decisions/047). */
  actor: 'provider' | 'operator';
}

/**
 * The provider's answer applied to a locked pending withdrawal `w`, inside the caller's
 * transaction: disbursed (hold → provider, `withdrawal:<id>:disburse`, an inbox notice, due for
 * receipt after autoReceiptMinutes) or refused (hold → main, `withdrawal:<id>:refund`, failed).
 */
export async function applyDisbursal(deps: PaymentDeps, trx: Kysely<Database>, w: WithdrawalRecord, ctx: DisbursalContext): Promise<'disbursed' | 'failed'> {
  const id = w.id;
  const now = nowOf(deps);
  const minutes = ctx.brand ? paymentsOf(ctx.brand).withdrawal.autoReceiptMinutes : 30;
  const base = { merchant: w.merchant, currency: w.currency, kind: 'withdrawal' as const, memberId: w.memberId, reference: id };
  if (ctx.outcome === 'failed') {
    const refund = await deps.ledger.postIn(trx, {
      ...base,
      kind: 'withdrawal_refund',
      idempotencyKey: `withdrawal:${id}:refund`,
      entries: [
        { account: withdrawalHoldAccount, amountMinor: -w.amountMinor },
        { account: { type: 'member', memberId: w.memberId, wallet: mainWallet }, amountMinor: w.amountMinor },
      ],
      memo: 'Withdrawal refused by the payment provider: returned',
    });
    await withdrawals.change(trx, id, { status: 'failed', dueAt: null });
    await recordPaymentEvent(trx, { merchant: w.merchant, memberId: w.memberId, subject: 'withdrawal', subjectId: id, event: 'failed', actor: 'provider', details: { ledgerTransaction: refund.transactionId } }, now);
    return 'failed';
  }
  const posted = await deps.ledger.postIn(trx, {
    ...base,
    idempotencyKey: `withdrawal:${id}:disburse`,
    entries: [
      { account: withdrawalHoldAccount, amountMinor: -w.amountMinor },
      { account: providerAccount(deps.provider), amountMinor: w.amountMinor },
    ],
    memo: 'Withdrawal disbursed',
  });
  const due = new Date(now.getTime() + minutes * 60_000);
  await withdrawals.change(trx, id, { status: 'disbursed', dueAt: due, disbursedAt: now });
  await recordPaymentEvent(trx, { merchant: w.merchant, memberId: w.memberId, subject: 'withdrawal', subjectId: id, event: 'disbursed', actor: ctx.actor, details: { ledgerTransaction: posted.transactionId, receiptDueAt: due.toISOString() } }, now);
  const symbol = ctx.member && ctx.brand ? moneyOf(ctx.member, ctx.brand).currencySymbol : '';
  const notice = withdrawalDisbursedNotice(symbol, w.amountMinor, minorDigitsOf(w.currency), ctx.account?.numberLast4 ?? '????', minutes);
  await createMemberInboxRepository(trx).add({ memberId: w.memberId, ...notice, createdAt: now });
  return 'disbursed';
}

/** The provider's disbursal of one due pending withdrawal (or its refusal, refunding the hold). */
export async function disburseWithdrawal(deps: PaymentDeps, id: string): Promise<'disbursed' | 'failed' | 'skipped'> {
  const found = await withdrawals.find(deps.db, id);
  if (!found || found.status !== 'pending') return 'skipped';
  const account = await bankAccounts.findById(deps.db, found.bankAccountId);
  const outcome = await deps.provider.disburse({ id, merchant: found.merchant, currency: found.currency, amountMinor: found.amountMinor, bankCode: account?.bankCode ?? '' });
  const entry = deps.registry.get(found.merchant);
  const brand = entry?.ok ? entry.brand : null;
  const member = await deps.identity.members.findById(found.memberId);
  return deps.db.transaction().execute(async (trx) => {
    const w = await withdrawals.lock(trx, id);
    if (!w || w.status !== 'pending') return 'skipped' as const;
    return applyDisbursal(deps, trx, w, { outcome, brand, member, account, actor: 'provider' });
  });
}

/**
 * A disbursed withdrawal nobody confirmed by its due time is regarded as received: an explicit
 * transition by the timer, audited and logged. No money moves (it left at disbursal) and none
 * comes back (READINGS #24).
 */
export async function regardAsReceived(deps: PaymentDeps, id: string): Promise<'auto_received' | 'skipped'> {
  const member = await withdrawals.find(deps.db, id).then((w) => (w ? deps.identity.members.findById(w.memberId) : null));
  const result = await deps.db.transaction().execute(async (trx) => {
    const w = await withdrawals.lock(trx, id);
    const now = nowOf(deps);
    if (!w || w.status !== 'disbursed' || !w.dueAt || w.dueAt.getTime() > now.getTime()) return null;
    await withdrawals.change(trx, id, { status: 'auto_received', dueAt: null, confirmedAt: now });
    await recordPaymentEvent(trx, { merchant: w.merchant, memberId: w.memberId, subject: 'withdrawal', subjectId: id, event: 'regarded_received', actor: 'timer', details: { dueAt: w.dueAt.toISOString(), refunded: false } }, now);
    const entry = deps.registry.get(w.merchant);
    const symbol = member && entry?.ok ? moneyOf(member, entry.brand).currencySymbol : '';
    await createMemberInboxRepository(trx).add({ memberId: w.memberId, ...withdrawalRegardedReceivedNotice(symbol, w.amountMinor, minorDigitsOf(w.currency)), createdAt: now });
    return w;
  });
  if (!result) return 'skipped';
  deps.log.info({ withdrawal: id, member: result.memberId, merchant: result.merchant, amountMinor: result.amountMinor, dueAt: result.dueAt?.toISOString() }, 'withdrawal regarded as received (unconfirmed by its due time; not refunded)');
  return 'auto_received';
}
