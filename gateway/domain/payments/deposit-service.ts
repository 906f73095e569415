/**
 * Deposits (depositv2, docs/decisions/023): a request names a channel of the brand and an amount
 * within the channel's limits → a pending row due for the provider's answer → the payment clock
 * credits it: one ledger movement provider → member main wallet (key `deposit:<id>`), the row
 * credited, an inbox notice and an audit event, all in one database transaction. A request answers
 * every retry of its requestId with its first answer (first-answer.ts, docs/decisions/027).
 */
import { randomUUID } from 'node:crypto';
import type { Brand } from '../../../schemas/brand';
import type { Deposit, DepositRequest } from '../../../schemas/payments';
import { deposits, type DepositRecord } from '../../db/payments/deposit-repository';
import type { MemberRecord } from '../../db/identity/member-repository';
import { createMemberInboxRepository } from '../../db/content/member-inbox-repository';
import { pageOf, pageWindow } from '../../db/paging';
import type { Page, PageQuery } from '../../../schemas/payments';
import { recordPaymentEvent } from '../../db/payments/payment-event-repository';
import { answerOnce, type FirstAnswer } from '../ledger/first-answer';
import { depositCreditedNotice } from '../content/inbox-notices';
import { mainWallet } from '../ledger/ledger';
import { amountWithin } from './payment-amount';
import { providerAccount } from './payment-provider';
import { isUniqueViolation, requestHash } from './payment-request';
import { nowOf, type PaymentDeps } from './payment-services';
import { minorDigitsOf, moneyOf, paymentsOf } from './payment-settings';
import { fieldRefusal, Refusal } from '../refusal';

export function toDeposit(d: DepositRecord, member: MemberRecord, brand: Brand): Deposit {
  return {
    ...moneyOf(member, brand),
    id: d.id,
    channelId: d.channelId,
    channelKind: d.channelKind,
    channelName: d.channelName,
    amountMinor: d.amountMinor,
    status: d.status,
    createdAt: d.createdAt.toISOString(),
    creditedAt: d.creditedAt?.toISOString() ?? null,
  };
}

export async function requestDeposit(deps: PaymentDeps, member: MemberRecord, brand: Brand, body: DepositRequest): Promise<FirstAnswer<Deposit>> {
  const channel = paymentsOf(brand).deposit.channels.find((c) => c.id === body.channelId);
  if (!channel) throw fieldRefusal('DEPOSIT_CHANNEL_UNKNOWN', 'channelId', 'enum', 'error.deposit_channel_unknown');
  const amountMinor = amountWithin(body.amount, minorDigitsOf(member.currency), channel.minMinor, channel.maxMinor);
  const hash = requestHash({ channelId: channel.id, amountMinor });
  const now = nowOf(deps);
  try {
    return await answerOnce(deps.db, { call: 'deposit', owner: member.id, requestId: body.requestId.toLowerCase(), requestHash: hash, memberId: member.id }, async (trx) => {
      const d = await deposits.insert(trx, {
        id: randomUUID(),
        merchant: member.merchant,
        memberId: member.id,
        requestId: body.requestId,
        requestHash: hash,
        channelId: channel.id,
        channelKind: channel.kind,
        channelName: channel.name,
        currency: member.currency,
        amountMinor,
        dueAt: new Date(now.getTime() + deps.timing.depositConfirmMs),
        createdAt: now,
      });
      await recordPaymentEvent(trx, { merchant: member.merchant, memberId: member.id, subject: 'deposit', subjectId: d.id, event: 'requested', actor: 'member', details: { channelId: channel.id, amountMinor } }, now);
      return toDeposit(d, member, brand);
    });
  } catch (error) {
    // A deposit requested before first answers were kept (migration 033) holds this requestId: answer it.
    if (isUniqueViolation(error)) {
      const first = await deposits.byRequest(deps.db, member.id, body.requestId);
      if (first && first.requestHash !== hash) throw new Refusal(422, 'IDEMPOTENCY_CONFLICT');
      if (first) return { replayed: true, ok: true, value: toDeposit(first, member, brand) };
    }
    throw error;
  }
}

export async function listDeposits(deps: PaymentDeps, member: MemberRecord, brand: Brand, query: PageQuery): Promise<Page<Deposit>> {
  const w = pageWindow(query);
  const { items, total } = await deposits.page(deps.db, member.id, w);
  return pageOf(
    items.map((d) => toDeposit(d, member, brand)),
    w,
    total,
  );
}

/**
 * The provider's answer for one due deposit: credited (ledger movement + notice + event) or
 * failed (event). Safe to run twice or on two instances: the row is locked and re-checked, and
 * the ledger key `deposit:<id>` never moves money twice.
 */
export async function settleDeposit(deps: PaymentDeps, id: string): Promise<'credited' | 'failed' | 'skipped'> {
  const found = await deposits.find(deps.db, id);
  if (!found || found.status !== 'pending') return 'skipped';
  const outcome = await deps.provider.depositOutcome({ id, merchant: found.merchant, channelId: found.channelId, currency: found.currency, amountMinor: found.amountMinor });
  const member = await deps.identity.members.findById(found.memberId);
  const entry = deps.registry.get(found.merchant);
  return deps.db.transaction().execute(async (trx) => {
    const d = await deposits.lock(trx, id);
    if (!d || d.status !== 'pending') return 'skipped' as const;
    const now = nowOf(deps);
    if (outcome === 'failed') {
      await deposits.markFailed(trx, id);
      await recordPaymentEvent(trx, { merchant: d.merchant, memberId: d.memberId, subject: 'deposit', subjectId: id, event: 'failed', actor: 'provider' }, now);
      return 'failed' as const;
    }
    const posted = await deps.ledger.postIn(trx, {
      merchant: d.merchant,
      currency: d.currency,
      idempotencyKey: `deposit:${id}`,
      kind: 'deposit',
      memberId: d.memberId,
      entries: [
        { account: providerAccount(deps.provider), amountMinor: -d.amountMinor },
        { account: { type: 'member', memberId: d.memberId, wallet: mainWallet }, amountMinor: d.amountMinor },
      ],
      memo: `Deposit via ${d.channelName}`,
      reference: id,
    });
    await deposits.markCredited(trx, id, now, posted.transactionId);
    await recordPaymentEvent(trx, { merchant: d.merchant, memberId: d.memberId, subject: 'deposit', subjectId: id, event: 'credited', actor: 'provider', details: { ledgerTransaction: posted.transactionId } }, now);
    const symbol = member && entry?.ok ? moneyOf(member, entry.brand).currencySymbol : '';
    const notice = depositCreditedNotice(symbol, d.amountMinor, minorDigitsOf(d.currency), d.channelName);
    await createMemberInboxRepository(trx).add({ memberId: d.memberId, ...notice, createdAt: now });
    return 'credited' as const;
  });
}
