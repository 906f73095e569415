/**
 * Agent ↔ downline transfers (schemas/agent.ts; §6, READINGS #23; docs/decisions/037): main
 * wallet → main wallet between an agent and a DIRECT downline, started by the agent (down) or
 * by the downline (up: an agent never pulls funds). Ledger kind agent_transfer; both members see
 * it in their account record (one entry each, the memo names both accounts).
 *
 * Order of checks, as for a withdrawal (decision 027): the other party and the amount (brand
 * limits per transfer), then the payment password (with its lock) on every request; then, in
 * ONE transaction that starts by claiming the requestId (money_answers, call agent_transfer), both
 * main wallets are locked in the ledger's account order, the balance and the sender's daily total
 * are checked and the ledger posts. A retry gets the first answer; another body → 422.
 */
import type { AgentTransferAnswer } from '../../../schemas/agent';
import type { Brand, BrandAgentTransfer } from '../../../schemas/brand';
import type { MemberRecord } from '../../db/identity/member-repository';
import { agentTransferParties, type TransferParty } from '../../db/agent/agent-transfer-repository';
import { answerOnce, type FirstAnswer } from '../ledger/first-answer';
import { LedgerRefusal, mainWallet } from '../ledger/ledger';
import { amountWithin } from '../payments/payment-amount';
import { verifyPaymentPassword } from '../payments/payment-password';
import { requestHash } from '../payments/payment-request';
import { nowOf, type PaymentDeps } from '../payments/payment-services';
import { minorDigitsOf } from '../payments/payment-settings';
import { fieldRefusal, Refusal } from '../refusal';

export const defaultAgentTransferLimits: BrandAgentTransfer = { minMinor: 100, maxMinor: 5_000_000, dailyMaxMinor: 20_000_000 };

export function agentTransferLimitsOf(brand: Brand): BrandAgentTransfer {
  return brand.agentTransfer ?? defaultAgentTransferLimits;
}

/** The reporting day's zone (decision 033: UTC+8), as an offset: no daylight saving there. */
export const reportingOffsetMinutes = 8 * 60;
const dayMs = 24 * 60 * 60 * 1000;

/** Start (as an instant) of the reporting day `now` falls in. */
export function reportingDayStart(now: Date): Date {
  const offset = reportingOffsetMinutes * 60_000;
  return new Date(Math.floor((now.getTime() + offset) / dayMs) * dayMs - offset);
}

export type TransferDirection = 'toDownline' | 'toUpline';

export interface TransferBody {
  amount: string;
  paymentPassword: string;
  requestId: string;
}

const notAllowed = () => new Refusal(403, 'AGENT_TRANSFER_NOT_ALLOWED');

/** The agent's DIRECT downline `memberId`: outside my subtree (another branch, merchant, unknown) 404 NOT_IN_TEAM; myself or deeper 403. */
export async function directDownlineOf(deps: Pick<PaymentDeps, 'db'>, agent: MemberRecord, memberId: string): Promise<TransferParty> {
  const found = await agentTransferParties.inTeam(deps.db, agent.id, memberId);
  if (!found) throw new Refusal(404, 'NOT_IN_TEAM');
  if (found.depth !== 1 || found.disabled) throw notAllowed();
  return found;
}

/** The member's upline, or 404 NO_UPLINE. */
export async function uplineOf(deps: Pick<PaymentDeps, 'db'>, member: MemberRecord): Promise<TransferParty> {
  const up = await agentTransferParties.upline(deps.db, member.id);
  if (!up) throw new Refusal(404, 'NO_UPLINE');
  return up;
}

export async function agentTransfer(
  deps: PaymentDeps,
  brand: Brand,
  from: MemberRecord,
  to: TransferParty,
  direction: TransferDirection,
  body: TransferBody,
): Promise<FirstAnswer<AgentTransferAnswer>> {
  if (to.disabled || to.currency !== from.currency || to.id === from.id) throw notAllowed();
  const limits = agentTransferLimitsOf(brand);
  const minorDigits = minorDigitsOf(from.currency);
  const amountMinor = amountWithin(body.amount, minorDigits, limits.minMinor, limits.maxMinor);
  await verifyPaymentPassword(deps, from, body.paymentPassword, 'paymentPassword');
  const hash = requestHash({ direction, to: to.id, amountMinor });
  const insufficient = () => fieldRefusal('INSUFFICIENT_BALANCE', 'amount', 'insufficient_balance', 'error.insufficient_balance');
  const dayStart = reportingDayStart(nowOf(deps));
  return answerOnce(deps.db, { call: 'agent_transfer', owner: from.id, requestId: body.requestId.toLowerCase(), requestHash: hash, memberId: from.id }, async (trx) => {
    // Both wallets, in the ledger's own lock order (account codes m:<member id>:main): no lock cycles.
    const balances = new Map<string, number>();
    for (const id of [from.id, to.id].sort()) balances.set(id, await deps.ledger.lockWallet(trx, id, mainWallet));
    if ((balances.get(from.id) ?? 0) < amountMinor) throw insufficient();
    const sent = await agentTransferParties.sentSince(trx, from.id, dayStart);
    if (sent + amountMinor > limits.dailyMaxMinor) throw fieldRefusal('AGENT_TRANSFER_LIMIT', 'amount', 'daily_maximum', 'agentc.error.agent_transfer_limit');
    const posted = await deps.ledger
      .postIn(trx, {
        merchant: from.merchant,
        currency: from.currency,
        idempotencyKey: `agent_transfer:${from.id}:${body.requestId.toLowerCase()}`,
        kind: 'agent_transfer',
        memberId: from.id,
        entries: [
          { account: { type: 'member', memberId: from.id, wallet: mainWallet }, amountMinor: -amountMinor },
          { account: { type: 'member', memberId: to.id, wallet: mainWallet }, amountMinor },
        ],
        memo: `Agent transfer ${from.account} → ${to.account}`.slice(0, 200),
        reference: body.requestId.toLowerCase(),
        details: { direction, fromMemberId: from.id, fromAccount: from.account, toMemberId: to.id, toAccount: to.account },
      })
      .catch((error: unknown) => {
        throw error instanceof LedgerRefusal && error.code === 'INSUFFICIENT_BALANCE' ? insufficient() : error;
      });
    const balanceMinor = await deps.ledger.balanceOf(from.id, mainWallet, trx);
    return { currency: from.currency, minorDigits, transactionId: posted.transactionId, amountMinor, balanceMinor };
  });
}
