/**
 * Bonuses credited through the ledger (member_bonuses, migration 054) and their wagering
 * progress: the bets of the member's settled game rounds (ledger kind game_round, details.betMinor)
 * posted after the bonus was granted.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

type Trx = Kysely<Database>;

export interface BonusRecord {
  id: string;
  promotionId: string;
  source: string;
  currency: string;
  amountMinor: number;
  wagerRequiredMinor: number;
  wageredMinor: number;
  grantedAt: Date;
}

interface BonusRow {
  id: string;
  promotion_id: string;
  source: string;
  currency: string;
  amount_minor: string | number;
  wager_required_minor: string | number;
  wagered_minor: string | number;
  granted_at: Date;
}

export interface NewBonus {
  merchant: string;
  memberId: string;
  promotionId: string;
  source: string;
  currency: string;
  amountMinor: number;
  wagerRequiredMinor: number;
  ledgerTx: string;
  grantedAt: Date;
}

export const bonusRepository = {
  /** Inserts unless this source's bonus exists; true when this call inserted it. */
  async insert(db: Trx, b: NewBonus): Promise<boolean> {
    const { rows } = await sql<{ id: string }>`insert into member_bonuses
        (merchant, member_id, promotion_id, source, currency, amount_minor, wager_required_minor, ledger_tx, granted_at)
      values (${b.merchant}, ${b.memberId}, ${b.promotionId}, ${b.source}, ${b.currency}, ${b.amountMinor}, ${b.wagerRequiredMinor}, ${b.ledgerTx}, ${b.grantedAt})
      on conflict (member_id, promotion_id, source) do nothing returning id`.execute(db);
    return rows.length > 0;
  },
  /** The member's bonuses, newest first, each with the bets wagered since it was granted. */
  async listWithProgress(db: Trx, memberId: string): Promise<BonusRecord[]> {
    const { rows } = await sql<BonusRow>`select b.id, b.promotion_id, b.source, b.currency, b.amount_minor, b.wager_required_minor, b.granted_at,
        coalesce((select sum((t.details->>'betMinor')::bigint) from ledger_transactions t
                  where t.member_id = b.member_id and t.kind = 'game_round' and t.posted_at > b.granted_at), 0) as wagered_minor
      from member_bonuses b where b.member_id = ${memberId} order by b.granted_at desc, b.id`.execute(db);
    return rows.map((r) => ({
      id: r.id,
      promotionId: r.promotion_id,
      source: r.source,
      currency: r.currency,
      amountMinor: Number(r.amount_minor),
      wagerRequiredMinor: Number(r.wager_required_minor),
      wageredMinor: Number(r.wagered_minor),
      grantedAt: new Date(r.granted_at),
    }));
  },
  /** Whether any bonus of the member still has wagering to do (blocks withdrawals). */
  async hasUnmet(db: Trx, memberId: string): Promise<boolean> {
    const { rows } = await sql<{ unmet: boolean }>`select exists (
        select 1 from member_bonuses b where b.member_id = ${memberId} and b.wager_required_minor > coalesce(
          (select sum((t.details->>'betMinor')::bigint) from ledger_transactions t
           where t.member_id = b.member_id and t.kind = 'game_round' and t.posted_at > b.granted_at), 0)) as unmet`.execute(db);
    return rows[0]?.unmet === true;
  },
};
