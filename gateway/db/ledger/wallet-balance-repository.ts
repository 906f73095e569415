/**
 * Main-wallet balances in integer minor units (migration 005). Small on purpose: read one,
 * and set one (the demo seed). The wallet issue moves balances only through its ledger.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { withWalletTables } from './wallet-tables';

export interface WalletBalance {
  wallet: string;
  currency: string;
  balanceMinor: number;
}

export interface WalletBalanceRepository {
  /** The member's balance in that wallet, or null when it has no row yet (a zero balance). */
  find(memberId: string, wallet?: string): Promise<WalletBalance | null>;
  /** Inserts the row when absent (an existing balance is never overwritten); true if inserted. */
  openWith(memberId: string, currency: string, balanceMinor: number, wallet?: string): Promise<boolean>;
}

export function createWalletBalanceRepository(core: Kysely<Database>): WalletBalanceRepository {
  const db = withWalletTables(core);
  return {
    async find(memberId, wallet = 'main') {
      const row = await db
        .selectFrom('wallet_balances')
        .select(['wallet', 'currency', 'balance_minor'])
        .where('member_id', '=', memberId)
        .where('wallet', '=', wallet)
        .executeTakeFirst();
      return row ? { wallet: row.wallet, currency: row.currency, balanceMinor: Number(row.balance_minor) } : null;
    },
    async openWith(memberId, currency, balanceMinor, wallet = 'main') {
      if (!Number.isSafeInteger(balanceMinor) || balanceMinor < 0) throw new RangeError('balanceMinor must be a non-negative safe integer');
      const row = await db
        .insertInto('wallet_balances')
        .values({ member_id: memberId, wallet, currency, balance_minor: balanceMinor })
        .onConflict((oc) => oc.columns(['member_id', 'wallet']).doNothing())
        .returning('member_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
