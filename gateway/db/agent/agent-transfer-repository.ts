/**
 * What agent transfers read besides the ledger (docs/decisions/037): the other party, looked up
 * only inside the caller's own subtree (member_ancestry, ancestor = the agent) or as the caller's
 * own parent, and what a member has sent by agent transfers since a moment (the daily limit).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { accountCode } from '../../domain/ledger/ledger-service';
import { mainWallet } from '../../domain/ledger/ledger';
import { withIdentityTables, type IdentityTables } from '../identity/identity-tables';
import type { AncestryTables } from './ancestry-tables';

export interface TransferParty {
  id: string;
  account: string;
  nickname: string | null;
  currency: string;
  disabled: boolean;
}

export interface TeamParty extends TransferParty {
  /** 1 = a direct downline, 2 … deeper; 0 = the agent itself. */
  depth: number;
}

export const agentTransferParties = {
  /** A member of the agent's own subtree (itself included, depth 0), or null: nothing outside it is ever read. */
  async inTeam(db: Kysely<Database>, agentId: string, memberId: string): Promise<TeamParty | null> {
    const row = await db.withTables<IdentityTables & AncestryTables>()
      .selectFrom('member_ancestry as a')
      .innerJoin('members as m', 'm.id', 'a.descendant_id')
      .select(['m.id', 'm.account', 'm.nickname', 'm.currency', 'm.disabled', 'a.depth'])
      .where('a.ancestor_id', '=', agentId)
      .where('a.descendant_id', '=', memberId)
      .executeTakeFirst();
    return row ? { id: row.id, account: row.account, nickname: row.nickname, currency: row.currency, disabled: row.disabled, depth: Number(row.depth) } : null;
  },

  /** The member's direct upline (its parent), or null. */
  async upline(db: Kysely<Database>, memberId: string): Promise<TransferParty | null> {
    const row = await withIdentityTables(db)
      .selectFrom('members as me')
      .innerJoin('members as up', 'up.id', 'me.parent_id')
      .select(['up.id', 'up.account', 'up.nickname', 'up.currency', 'up.disabled'])
      .where('me.id', '=', memberId)
      .whereRef('up.merchant', '=', 'me.merchant')
      .executeTakeFirst();
    return row ?? null;
  },

  /** Minor units the member's main wallet sent by agent transfers since `from` (both directions). */
  async sentSince(db: Kysely<Database>, memberId: string, from: Date): Promise<number> {
    const code = accountCode('', '', { type: 'member', memberId, wallet: mainWallet });
    const { rows } = await sql<{ sent: string | number | null }>`
      select coalesce(-sum(e.amount_minor), 0) as sent
        from ledger_entries e
        join ledger_accounts a on a.id = e.account_id
        join ledger_transactions t on t.id = e.transaction_id
       where a.code = ${code} and e.posted_at >= ${from} and e.amount_minor < 0 and t.kind = 'agent_transfer'`.execute(db);
    return Number(rows[0]?.sent ?? 0);
  },
};
