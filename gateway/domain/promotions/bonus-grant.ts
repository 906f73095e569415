/**
 * Credits a bonus through the ledger (kind bonus: promotion → member main wallet) and records its
 * wagering requirement, inside the caller's transaction. Keyed by the member, promotion and
 * source: a retry, a second instance or a concurrent claim posts once (ledger idempotency and
 * the member_bonuses unique key agree).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { bonusRepository } from '../../db/promotions/bonus-repository';
import { mainWallet, type Ledger } from '../ledger/ledger';

export interface BonusGrant {
  merchant: string;
  memberId: string;
  currency: string;
  promotionId: string;
  source: string;
  amountMinor: number;
  wagerMultiplier: number;
  title: string;
}

export async function grantBonus(trx: Kysely<Database>, ledger: Ledger, g: BonusGrant): Promise<void> {
  const posted = await ledger.postIn(trx, {
    merchant: g.merchant,
    currency: g.currency,
    idempotencyKey: `bonus:${g.memberId}:${g.promotionId}:${g.source}`,
    kind: 'bonus',
    memberId: g.memberId,
    entries: [
      { account: { type: 'promotion' }, amountMinor: -g.amountMinor },
      { account: { type: 'member', memberId: g.memberId, wallet: mainWallet }, amountMinor: g.amountMinor },
    ],
    memo: g.title.slice(0, 200),
    reference: `${g.promotionId}:${g.source}`,
    details: { promotionId: g.promotionId, source: g.source, wagerRequiredMinor: g.amountMinor * g.wagerMultiplier },
  });
  await bonusRepository.insert(trx, {
    merchant: g.merchant,
    memberId: g.memberId,
    promotionId: g.promotionId,
    source: g.source,
    currency: g.currency,
    amountMinor: g.amountMinor,
    wagerRequiredMinor: g.amountMinor * g.wagerMultiplier,
    ledgerTx: posted.transactionId,
    grantedAt: posted.postedAt,
  });
}
