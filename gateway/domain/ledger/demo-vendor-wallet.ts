/**
 * What the demo vendor needs from the wallet (docs/decisions/017-game-catalogue.md and
 * 022-ledger.md): read the balance a game plays with, and settle one round (debit the bet,
 * credit the win) atomically inside the caller's transaction.
 *
 * `ledgerGameWallet` (the default) settles through the ledger: one transaction of kind
 * game_round per round (bet member → house, win house → member), keyed by the play and round id,
 * with the vendor, game type, game and amounts in its details, so betting records and P&L are
 * real. Which wallet: the main wallet on single-wallet brands (brand.json wallet.single), else
 * the member's wallet of the game's vendor (money gets there by a transfer).
 * `plainBalanceWallet` is the old main-balance implementation, kept for reference only: the
 * database now refuses direct balance updates (migration 011).
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import type { Database } from '../../db/database';
import { LedgerRefusal, ledgerOf, mainWallet } from './ledger';

export interface WalletView {
  currency: string | null;
  balanceMinor: number;
}

/** The round being settled (optional for older callers: then the main wallet and a fresh key). */
export interface GameRound {
  roundId: string;
  /** The play the round belongs to (its token's hash): the key is play + round. */
  playHash: string;
  nodeId: string;
  merchant: string;
}

/** The game a balance is read for (optional: then the main wallet). */
export interface GameRef {
  nodeId: string;
  merchant: string;
}

export interface GameWallet {
  balance(db: Kysely<Database>, memberId: string, game?: GameRef): Promise<WalletView>;
  /** Debits betMinor and credits winMinor in one step; the balance after, or null when the balance is below the bet. */
  settle(trx: Kysely<Database>, memberId: string, betMinor: number, winMinor: number, round?: GameRound): Promise<number | null>;
}

interface GameFacts {
  vendor: string;
  gameType: string;
  gameName: string;
}

async function gameFacts(db: Kysely<Database>, game: GameRef): Promise<GameFacts | null> {
  const { rows } = await sql<{ vassalage: string; game_type: string; name: string | null }>`
    select v.vassalage, v.game_type, coalesce(g.names->>'EN', g.game_code) as name
      from games g join vendors v on v.merchant = g.merchant and v.node_id = g.vendor_node_id
     where g.merchant = ${game.merchant} and g.node_id = ${game.nodeId}
     limit 1`.execute(db);
  const r = rows[0];
  return r ? { vendor: r.vassalage, gameType: r.game_type, gameName: r.name ?? '' } : null;
}

/** Resolves a merchant code to its loaded brand (the app's brand registry). */
export type BrandLookup = (merchant: string) => Brand | null;

export function ledgerGameWallet(brandOf: BrandLookup): GameWallet {
  async function walletFor(db: Kysely<Database>, game: GameRef | undefined): Promise<{ wallet: string; facts: GameFacts | null }> {
    if (!game) return { wallet: mainWallet, facts: null };
    const facts = await gameFacts(db, game);
    const single = brandOf(game.merchant)?.wallet?.single ?? false;
    const vendorWallet = facts && /^[A-Z][A-Z0-9_]{0,31}$/.test(facts.vendor) ? facts.vendor : null;
    return { wallet: single || !vendorWallet ? mainWallet : vendorWallet, facts };
  }
  return {
    async balance(db, memberId, game) {
      const { wallet } = await walletFor(db, game);
      const { rows } = await sql<{ currency: string; balance_minor: string | number }>`
        select m.currency, w.balance_minor from members m
          left join wallet_balances w on w.member_id = m.id and w.wallet = ${wallet.toLowerCase()}
         where m.id = ${memberId}`.execute(db);
      const row = rows[0];
      return { currency: row?.currency ?? null, balanceMinor: Number(row?.balance_minor ?? 0) };
    },
    async settle(trx, memberId, betMinor, winMinor, round) {
      const { rows } = await sql<{ merchant: string; currency: string }>`select merchant, currency from members where id = ${memberId}`.execute(trx);
      const member = rows[0];
      if (!member) return null;
      const { wallet, facts } = await walletFor(trx, round);
      const account = { type: 'member' as const, memberId, wallet };
      const entries = [
        { account, amountMinor: -betMinor },
        { account: { type: 'house' as const }, amountMinor: betMinor },
        ...(winMinor > 0 ? [{ account: { type: 'house' as const }, amountMinor: -winMinor }, { account, amountMinor: winMinor }] : []),
      ];
      try {
        const posted = await ledgerOf(trx).postIn(trx, {
          merchant: member.merchant,
          currency: member.currency,
          idempotencyKey: round ? `round:${round.playHash}:${round.roundId}` : `round:${randomUUID()}`,
          kind: 'game_round',
          memberId,
          entries,
          memo: facts ? `${facts.gameName} (${facts.vendor})` : 'Game round',
          reference: round?.roundId ?? null,
          details: {
            vendor: facts?.vendor ?? 'DEMO',
            gameType: facts?.gameType ?? 'RNG',
            nodeId: round?.nodeId ?? '',
            gameName: facts?.gameName ?? '',
            roundId: round?.roundId ?? '',
            wallet,
            betMinor,
            winMinor,
          },
        });
        return posted.memberBalances[wallet] ?? null;
      } catch (err) {
        if (err instanceof LedgerRefusal && err.code === 'INSUFFICIENT_BALANCE') return null;
        throw err;
      }
    },
  };
}

/** The pre-ledger main-balance wallet (migration 005). Refused by the database since migration 011. */
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
