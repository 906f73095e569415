/**
 * Demo vendor launches (migration 008 demo_vendor_plays / demo_vendor_rounds): single-use
 * launch tickets, the play tokens they are traded for, and settled rounds. Only SHA-256 hashes
 * of tickets and tokens are stored.
 */
import { sql, type Kysely } from 'kysely';
import { withCatalogueTables } from './catalogue-tables';
import type { Database } from '../database';

export interface PlayRecord {
  /** Null for a free demo play (no account, play money; migration 030). */
  memberId: string | null;
  merchant: string;
  nodeId: string;
  lang: string;
  /** A free demo (READINGS #11): settles play money on the play, never a wallet. */
  demo?: boolean;
  /** Play money left, for a free demo. */
  playMoneyMinor?: number | null;
}

const playColumns = ['member_id', 'merchant', 'node_id', 'lang', 'demo', 'play_money_minor'] as const;

function playOf(row: { member_id: string | null; merchant: string; node_id: string; lang: string; demo: boolean; play_money_minor: string | number | bigint | null }): PlayRecord {
  return {
    memberId: row.member_id,
    merchant: row.merchant,
    nodeId: row.node_id,
    lang: row.lang,
    demo: row.demo,
    playMoneyMinor: row.play_money_minor === null ? null : Number(row.play_money_minor),
  };
}

export interface RoundRecord {
  betMinor: number;
  winMinor: number;
  reels: string;
  balanceMinor: number;
}

export function createPlayRepository(core: Kysely<Database>) {
  const db = withCatalogueTables(core);
  return {
    async issue(ticketHash: string, play: PlayRecord, expiresAt: Date): Promise<void> {
      await db
        .insertInto('demo_vendor_plays')
        .values({
          ticket_hash: ticketHash,
          member_id: play.memberId,
          merchant: play.merchant,
          node_id: play.nodeId,
          lang: play.lang,
          demo: play.demo === true,
          play_money_minor: play.demo === true ? (play.playMoneyMinor ?? 0) : null,
          ticket_expires_at: expiresAt,
        })
        .execute();
    },

    /** Trades a live, unused ticket for a play token (once); null otherwise. */
    async claim(ticketHash: string, playHash: string, now: Date, playExpiresAt: Date): Promise<PlayRecord | null> {
      const row = await db
        .updateTable('demo_vendor_plays')
        .set({ play_hash: playHash, play_expires_at: playExpiresAt })
        .where('ticket_hash', '=', ticketHash)
        .where('play_hash', 'is', null)
        .where('ticket_expires_at', '>', now)
        .returning(playColumns)
        .executeTakeFirst();
      return row ? playOf(row) : null;
    },

    async findPlay(playHash: string, now: Date): Promise<PlayRecord | null> {
      const row = await db
        .selectFrom('demo_vendor_plays')
        .select(playColumns)
        .where('play_hash', '=', playHash)
        .where('play_expires_at', '>', now)
        .executeTakeFirst();
      return row ? playOf(row) : null;
    },

    /** A free demo's round on its play money (never below zero); the new amount, or null when below the bet. */
    async settlePlayMoney(playHash: string, betMinor: number, winMinor: number): Promise<number | null> {
      const row = await db
        .updateTable('demo_vendor_plays')
        .set({ play_money_minor: sql<number>`play_money_minor + ${winMinor - betMinor}` })
        .where('play_hash', '=', playHash)
        .where('demo', '=', true)
        .where('play_money_minor', '>=', betMinor)
        .returning('play_money_minor')
        .executeTakeFirst();
      return row?.play_money_minor == null ? null : Number(row.play_money_minor);
    },

    async findRound(playHash: string, roundId: string): Promise<RoundRecord | null> {
      const row = await db
        .selectFrom('demo_vendor_rounds')
        .select(['bet_minor', 'win_minor', 'reels', 'balance_minor'])
        .where('play_hash', '=', playHash)
        .where('round_id', '=', roundId)
        .executeTakeFirst();
      return row ? { betMinor: row.bet_minor, winMinor: row.win_minor, reels: row.reels, balanceMinor: Number(row.balance_minor) } : null;
    },

    async insertRound(playHash: string, roundId: string, round: RoundRecord): Promise<void> {
      await db
        .insertInto('demo_vendor_rounds')
        .values({ play_hash: playHash, round_id: roundId, bet_minor: round.betMinor, win_minor: round.winMinor, reels: round.reels, balance_minor: round.balanceMinor })
        .execute();
    },
  };
}
