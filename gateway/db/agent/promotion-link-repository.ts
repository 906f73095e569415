/**
 * An agent's promotion links: its live affiliate codes (migration 009, id and disabled_at from
 * 042), each with the number of members who registered through it (member_registrations).
 * Always bounded by the agent's own id; a code key is unique per merchant for ever (a deleted
 * link keeps its code, so its registrations stay counted and nobody else gets the code).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { affiliateKeyOf } from '../identity/registration-repository';
import { withOpeningTables } from './opening-tables';

export interface PromotionLinkRecord {
  id: string;
  code: string;
  createdAt: Date;
  registrations: number;
}

export const promotionLinks = {
  /** The agent's live links, oldest first, with registrations counted per link. */
  async list(db: Kysely<Database>, merchant: string, agentId: string): Promise<PromotionLinkRecord[]> {
    const rows = await withOpeningTables(db)
      .selectFrom('affiliate_codes as c')
      .select((eb) => [
        'c.id',
        'c.code',
        'c.created_at',
        eb
          .selectFrom('member_registrations as r')
          .select(sql<string | number>`count(*)`.as('n'))
          .where('r.merchant', '=', merchant)
          .where('r.affiliate_member_id', '=', agentId)
          .where(sql<boolean>`lower(r.affiliate_code) = c.code_key`)
          .as('registrations'),
      ])
      .where('c.merchant', '=', merchant)
      .where('c.member_id', '=', agentId)
      .where('c.enabled', '=', true)
      .orderBy('c.created_at')
      .orderBy('c.code_key')
      .execute();
    return rows.map((r) => ({ id: r.id, code: r.code, createdAt: new Date(r.created_at), registrations: Number(r.registrations ?? 0) }));
  },

  /** Live links of the agent, after locking the agent's row (so racing creates count each other). */
  async lockAndCount(trx: Kysely<Database>, agentId: string): Promise<number> {
    const db = withOpeningTables(trx);
    await db.selectFrom('members').select('id').where('id', '=', agentId).forUpdate().execute();
    const row = await db
      .selectFrom('affiliate_codes')
      .select(sql<string | number>`count(*)`.as('n'))
      .where('member_id', '=', agentId)
      .where('enabled', '=', true)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  },

  /** Adds a code for the agent; null when the merchant already has it (live or deleted). */
  async add(trx: Kysely<Database>, merchant: string, agentId: string, code: string): Promise<PromotionLinkRecord | null> {
    const row = await withOpeningTables(trx)
      .insertInto('affiliate_codes')
      .values({ merchant, code, code_key: affiliateKeyOf(code), member_id: agentId })
      .onConflict((oc) => oc.columns(['merchant', 'code_key']).doNothing())
      .returning(['id', 'code', 'created_at'])
      .executeTakeFirst();
    return row ? { id: row.id, code: row.code, createdAt: new Date(row.created_at), registrations: 0 } : null;
  },

  /** Disables one live link of the agent; false when it has none with that id. */
  async disable(db: Kysely<Database>, merchant: string, agentId: string, id: string, now: Date): Promise<boolean> {
    const result = await withOpeningTables(db)
      .updateTable('affiliate_codes')
      .set({ enabled: false, disabled_at: now })
      .where('id', '=', id)
      .where('merchant', '=', merchant)
      .where('member_id', '=', agentId)
      .where('enabled', '=', true)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  },
};
