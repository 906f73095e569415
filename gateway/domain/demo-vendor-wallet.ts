/**
 * What the demo vendor needs from the wallet (docs/decisions/017-game-catalogue.md): read a
 * member's main balance, and settle one round (debit the bet, credit the win) atomically inside
 * the caller's transaction. Today it moves the plain main-wallet balance of migration 005
 * (wallet_balances); the ledger issue swaps in an implementation that writes balanced ledger
 * entries with the round as idempotency key, behind this same interface.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/database';

export interface WalletView {
  currency: string | null;
  balanceMinor: number;
}

export interface GameWallet {
  balance(db: Kysely<Database>, memberId: string): Promise<WalletView>;
  /** Debits betMinor and credits winMinor in one step; null when the balance is below the bet. */
  settle(trx: Kysely<Database>, memberId: string, betMinor: number, winMinor: number): Promise<number | null>;
}

/** The main wallet of wallet_balances (raw SQL: the table belongs to the wallet issue). */
export const plainBalanceWallet: GameWallet = {
  async balance(db, memberId) {
    const { rows } = await sql<{ currency: string; balance_minor: string | number }>`
      select currency, balance_minor from wallet_balances where member_id = ${memberId} and wallet = 'main'`.execute(db);
    const row = rows[0];
    return { currency: row?.currency ?? null, balanceMinor: Number(row?.balance_minor ?? 0) };
  },
  async settle(trx, memberId, betMinor, winMinor) {
    const { rows } = await sql<{ balance_minor: string | number }>`
      update wallet_balances
         set balance_minor = balance_minor - ${betMinor} + ${winMinor}, updated_at = now()
       where member_id = ${memberId} and wallet = 'main' and balance_minor >= ${betMinor}
       returning balance_minor`.execute(trx);
    const row = rows[0];
    return row ? Number(row.balance_minor) : null;
  },
};
