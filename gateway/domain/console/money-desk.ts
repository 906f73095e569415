/**
 * Finance's money desk in the console (issue 18, docs/decisions/047): approve or reject a
 * pending withdrawal, resolve a receipt dispute, adjust a member's main wallet by hand.
 *
 * Every action is ONE transaction that starts by claiming the staff member's Idempotency-Key
 * (first-answer.ts, call 'console'), so concurrent retries on any instance wait for the first and
 * answer its answer; then it locks the row, checks its state, moves the money through the ledger
 * (its own keys: a withdrawal is disbursed, refunded or dispute-refunded at most once whatever
 * path asks), changes the row and appends the audit row. The role on the merchant (SQL, from
 * staff_grants) and the row's merchant are checked before the claim: a refused caller writes
 * nothing, not even a claimed key.
 */
import type { Kysely, Transaction } from 'kysely';
import { capabilityRoles, type Capability, type StaffRole } from '../../../schemas/console';
import type { AdjustmentAnswer, AdjustmentFields, DisputeResolveFields, QueueWithdrawal } from '../../../schemas/console-money';
import { appendAudit } from '../../db/console/audit-repository';
import { moneyQueues } from '../../db/console/money-queue-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { Database } from '../../db/database';
import { bankAccounts } from '../../db/payments/bank-account-repository';
import { recordPaymentEvent } from '../../db/payments/payment-event-repository';
import { withdrawals, type WithdrawalRecord } from '../../db/payments/withdrawal-repository';
import { createMemberInboxRepository } from '../../db/content/member-inbox-repository';
import type { ClientInfo } from '../identity/session-service';
import { answerOnce, type FirstAnswer } from '../ledger/first-answer';
import { LedgerRefusal, mainWallet } from '../ledger/ledger';
import { formatMinor } from '../payments/payment-amount';
import { providerAccount, withdrawalHoldAccount } from '../payments/payment-provider';
import { requestHash } from '../payments/payment-request';
import { nowOf, type PaymentDeps } from '../payments/payment-services';
import { minorDigitsOf } from '../payments/payment-settings';
import { applyDisbursal } from '../payments/withdrawal-service';
import { fieldRefusal, Refusal } from '../refusal';
import type { ConsoleServices } from './console-services';

export interface MoneyActor {
  session: StaffSessionRecord;
  client: ClientInfo;
  /** The Idempotency-Key header, checked by the route. */
  key: string;
}

/** The role allowing `capability` on the merchant (SQL), else 403 FORBIDDEN; the merchant must exist (404). */
export async function roleOn(c: ConsoleServices, staffId: string, capability: Capability, merchant: string): Promise<StaffRole> {
  const role = await c.staff.roleFor(staffId, capabilityRoles[capability], merchant);
  if (!role) throw new Refusal(403, 'FORBIDDEN');
  const exists = await c.db.selectFrom('merchants').select('code').where('code', '=', merchant).executeTakeFirst();
  if (!exists) throw new Refusal(404, 'UNKNOWN_MERCHANT');
  return role;
}

function keyOf(actor: MoneyActor, op: string, parts: Record<string, string | number>, memberId: string) {
  return { call: 'console' as const, owner: `staff:${actor.session.staffId}`, requestId: actor.key, requestHash: requestHash({ op, ...parts }), memberId };
}

/** The withdrawal of this merchant, or 404 NOT_FOUND (another merchant's id is unknown here). */
async function withdrawalOf(deps: PaymentDeps, merchant: string, id: string): Promise<WithdrawalRecord> {
  const w = await withdrawals.find(deps.db, id);
  if (!w || w.merchant !== merchant) throw new Refusal(404, 'NOT_FOUND');
  return w;
}

async function answerRow(trx: Kysely<Database>, merchant: string, id: string): Promise<QueueWithdrawal> {
  const row = await moneyQueues.withdrawal(trx, merchant, id);
  if (!row) throw new Error(`withdrawal ${id} vanished inside its own transaction`);
  return row;
}

const amountText = (minor: number, currency: string) => `${formatMinor(minor, minorDigitsOf(currency))} ${currency}`;

/** Approve: the provider is asked now and the withdrawal disbursed (or refused and refunded) in this transaction. */
export async function approveWithdrawal(c: ConsoleServices, deps: PaymentDeps, actor: MoneyActor, merchant: string, id: string): Promise<FirstAnswer<QueueWithdrawal>> {
  const role = await roleOn(c, actor.session.staffId, 'money.decide', merchant);
  const found = await withdrawalOf(deps, merchant, id);
  const account = await bankAccounts.findById(deps.db, found.bankAccountId);
  const member = await deps.identity.members.findById(found.memberId);
  const entry = deps.registry.get(merchant);
  const brand = entry?.ok ? entry.brand : null;
  return answerOnce(deps.db, keyOf(actor, 'approve', { id }, found.memberId), async (trx) => {
    const w = await withdrawals.lock(trx, id);
    const decided = await moneyQueues.lockDecision(trx, id);
    if (!w || w.status !== 'pending' || decided?.decision) throw new Refusal(409, 'WITHDRAWAL_NOT_PENDING');
    const outcome = await deps.provider.disburse({ id, merchant, currency: w.currency, amountMinor: w.amountMinor, bankCode: account?.bankCode ?? '' });
    const result = await applyDisbursal(deps, trx, w, { outcome, brand, member, account, actor: 'operator' });
    const at = nowOf(deps);
    await moneyQueues.decide(trx, id, 'approved', actor.session.staffId, at, null);
    await appendAudit(trx as Transaction<Database>, c.box, {
      at,
      staffId: actor.session.staffId,
      staffName: actor.session.username,
      role,
      merchant,
      ip: actor.client.ip,
      action: 'money.withdrawal-approve',
      target: id,
      before: { status: 'pending' },
      after: { status: result, decision: 'approved', member: member?.account ?? found.memberId, amount: amountText(w.amountMinor, w.currency) },
    });
    return answerRow(trx, merchant, id);
  });
}

/** Reject: the held amount goes back to the member's main wallet (hold → main), status failed, with the reason. */
export async function rejectWithdrawal(c: ConsoleServices, deps: PaymentDeps, actor: MoneyActor, merchant: string, id: string, reason: string): Promise<FirstAnswer<QueueWithdrawal>> {
  const role = await roleOn(c, actor.session.staffId, 'money.decide', merchant);
  const found = await withdrawalOf(deps, merchant, id);
  const member = await deps.identity.members.findById(found.memberId);
  return answerOnce(deps.db, keyOf(actor, 'reject', { id, reason }, found.memberId), async (trx) => {
    const w = await withdrawals.lock(trx, id);
    const decided = await moneyQueues.lockDecision(trx, id);
    if (!w || w.status !== 'pending' || decided?.decision) throw new Refusal(409, 'WITHDRAWAL_NOT_PENDING');
    const at = nowOf(deps);
    // The provider's refusal uses the same key: the hold comes back once, whoever returns it.
    const refund = await deps.ledger.postIn(trx, {
      merchant,
      currency: w.currency,
      kind: 'withdrawal_refund',
      idempotencyKey: `withdrawal:${id}:refund`,
      memberId: w.memberId,
      reference: id,
      entries: [
        { account: withdrawalHoldAccount, amountMinor: -w.amountMinor },
        { account: { type: 'member', memberId: w.memberId, wallet: mainWallet }, amountMinor: w.amountMinor },
      ],
      memo: 'Withdrawal rejected: returned to the main wallet',
    });
    await withdrawals.change(trx, id, { status: 'failed', dueAt: null });
    await moneyQueues.decide(trx, id, 'rejected', actor.session.staffId, at, reason);
    await recordPaymentEvent(trx, { merchant, memberId: w.memberId, subject: 'withdrawal', subjectId: id, event: 'rejected', actor: 'operator', details: { ledgerTransaction: refund.transactionId, reason } }, at);
    await createMemberInboxRepository(trx).add({
      memberId: w.memberId,
      title: 'Withdrawal rejected',
      body: `Your withdrawal of ${amountText(w.amountMinor, w.currency)} was rejected and returned to your main wallet. Reason: ${reason}`,
      createdAt: at,
    });
    await appendAudit(trx as Transaction<Database>, c.box, {
      at,
      staffId: actor.session.staffId,
      staffName: actor.session.username,
      role,
      merchant,
      ip: actor.client.ip,
      action: 'money.withdrawal-reject',
      target: id,
      before: { status: 'pending' },
      after: { status: 'failed', decision: 'rejected', reason, member: member?.account ?? w.memberId, amount: amountText(w.amountMinor, w.currency) },
    });
    return answerRow(trx, merchant, id);
  });
}

/**
 * A receipt dispute (partly or not received, under review) closed: refund — the missing part (the
 * remainder, or the whole amount when nothing arrived) comes back from the provider account to
 * the member's main wallet; dismiss — the money arrived, nothing moves.
 */
export async function resolveDispute(c: ConsoleServices, deps: PaymentDeps, actor: MoneyActor, merchant: string, id: string, fields: DisputeResolveFields): Promise<FirstAnswer<QueueWithdrawal>> {
  const role = await roleOn(c, actor.session.staffId, 'money.decide', merchant);
  const found = await withdrawalOf(deps, merchant, id);
  const member = await deps.identity.members.findById(found.memberId);
  return answerOnce(deps.db, keyOf(actor, 'resolve', { id, outcome: fields.outcome, reason: fields.reason }, found.memberId), async (trx) => {
    const w = await withdrawals.lock(trx, id);
    const current = await moneyQueues.lockDecision(trx, id);
    if (!w || !w.underReview || current?.resolution || (w.status !== 'partly_received' && w.status !== 'not_received')) throw new Refusal(409, 'DISPUTE_NOT_OPEN');
    const at = nowOf(deps);
    const missing = w.status === 'partly_received' && w.receivedMinor !== null ? w.amountMinor - w.receivedMinor : w.amountMinor;
    let ledgerTransaction: string | null = null;
    if (fields.outcome === 'refund') {
      const posted = await deps.ledger.postIn(trx, {
        merchant,
        currency: w.currency,
        kind: 'withdrawal_refund',
        idempotencyKey: `withdrawal:${id}:dispute-refund`,
        memberId: w.memberId,
        reference: id,
        entries: [
          { account: providerAccount(deps.provider), amountMinor: -missing },
          { account: { type: 'member', memberId: w.memberId, wallet: mainWallet }, amountMinor: missing },
        ],
        memo: w.status === 'partly_received' ? 'Withdrawal partly received: the remainder returned' : 'Withdrawal not received: returned',
      });
      ledgerTransaction = posted.transactionId;
    }
    const resolution = fields.outcome === 'refund' ? 'refunded' : 'dismissed';
    await moneyQueues.resolve(trx, id, resolution, actor.session.staffId, at, fields.reason);
    await recordPaymentEvent(trx, { merchant, memberId: w.memberId, subject: 'withdrawal', subjectId: id, event: `dispute_${resolution}`, actor: 'operator', details: { ledgerTransaction, refundedMinor: fields.outcome === 'refund' ? missing : 0, reason: fields.reason } }, at);
    await appendAudit(trx as Transaction<Database>, c.box, {
      at,
      staffId: actor.session.staffId,
      staffName: actor.session.username,
      role,
      merchant,
      ip: actor.client.ip,
      action: 'money.dispute-resolve',
      target: id,
      before: { underReview: true },
      after: { underReview: false, resolution, reason: fields.reason, member: member?.account ?? w.memberId, refunded: fields.outcome === 'refund' ? amountText(missing, w.currency) : null },
    });
    return answerRow(trx, merchant, id);
  });
}

/** A manual adjustment of the member's main wallet (house ↔ member, kind adjustment) with a reason. */
export async function adjustBalance(c: ConsoleServices, deps: PaymentDeps, actor: MoneyActor, merchant: string, memberId: string, fields: AdjustmentFields): Promise<FirstAnswer<AdjustmentAnswer>> {
  const role = await roleOn(c, actor.session.staffId, 'money.adjust', merchant);
  const member = await deps.identity.members.findById(memberId);
  if (!member || member.merchant !== merchant) throw new Refusal(404, 'NOT_FOUND');
  const { amountMinor, reason } = fields;
  return answerOnce(deps.db, keyOf(actor, 'adjust', { memberId, amountMinor, reason }, member.id), async (trx) => {
    const at = nowOf(deps);
    const before = await deps.ledger.lockWallet(trx, member.id, mainWallet);
    const posted = await deps.ledger
      .postIn(trx, {
        merchant,
        currency: member.currency,
        kind: 'adjustment',
        idempotencyKey: `console:${actor.session.staffId}:${actor.key}`,
        memberId: member.id,
        entries: [
          { account: { type: 'house' }, amountMinor: -amountMinor },
          { account: { type: 'member', memberId: member.id, wallet: mainWallet }, amountMinor },
        ],
        memo: `Adjustment by ${actor.session.username}: ${reason}`.slice(0, 200),
        reference: actor.key,
      })
      .catch((error: unknown) => {
        throw error instanceof LedgerRefusal && error.code === 'INSUFFICIENT_BALANCE' ? fieldRefusal('INSUFFICIENT_BALANCE', 'amountMinor', 'balance', 'error.insufficient_balance') : error;
      });
    const balanceMinor = posted.memberBalances[mainWallet] ?? before + amountMinor;
    await appendAudit(trx as Transaction<Database>, c.box, {
      at,
      staffId: actor.session.staffId,
      staffName: actor.session.username,
      role,
      merchant,
      ip: actor.client.ip,
      action: 'money.adjust',
      target: member.account,
      before: { balanceMinor: before },
      after: { balanceMinor, amountMinor, reason, ledgerTransaction: posted.transactionId },
    });
    return { memberId: member.id, amountMinor, balanceMinor, transactionId: posted.transactionId };
  });
}
