/**
 * Raffle tickets and their rules (migration 056). Tickets are inserted with ON CONFLICT DO
 * NOTHING on (member, rule, nonce), so rules evaluated by several instances at once earn each
 * ticket once; a claim is one conditional UPDATE (claimed_at IS NULL), so only one claim of a
 * ticket ever matches.
 */
import { sql, type Kysely } from 'kysely';
import type { RafflePrize, RaffleTicket, TicketType } from '../../../schemas/tickets';
import type { Database } from '../database';

export interface TicketRule {
  ruleId: string;
  ticketType: TicketType;
  everyBetMinor: number;
  maxTickets: number;
  prizes: RafflePrize[];
}

export interface NewTicket {
  merchant: string;
  memberId: string;
  rule: TicketRule;
  nonce: number;
  serverSeed: string;
  serverSeedHash: string;
}

export interface ClaimedRow {
  clientSeed: string;
  prizeIndex: number;
  prizeMinor: number;
  transactionId: string;
}

interface TicketRow {
  id: string;
  rule_id: string;
  ticket_type: TicketType;
  nonce: number;
  prizes: RafflePrize[] | string;
  server_seed: string;
  server_seed_hash: string;
  earned_at: Date | string;
  claimed_at: Date | string | null;
  client_seed: string | null;
  prize_index: number | null;
  prize_minor: string | number | null;
}

/** A stored ticket with its (still secret unless claimed) server seed. */
export interface StoredTicket {
  ticket: Omit<RaffleTicket, 'draw'>;
  serverSeed: string;
  claimed: { claimedAt: string; clientSeed: string; prizeIndex: number; prizeMinor: number } | null;
}

const iso = (d: Date | string) => new Date(d).toISOString();
const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

function storedOf(r: TicketRow): StoredTicket {
  return {
    ticket: {
      id: r.id,
      ruleId: r.rule_id,
      ticketType: r.ticket_type,
      nonce: r.nonce,
      earnedAt: iso(r.earned_at),
      serverSeedHash: r.server_seed_hash,
      prizes: json<RafflePrize[]>(r.prizes),
    },
    serverSeed: r.server_seed,
    claimed:
      r.claimed_at === null || r.client_seed === null || r.prize_index === null
        ? null
        : { claimedAt: iso(r.claimed_at), clientSeed: r.client_seed, prizeIndex: r.prize_index, prizeMinor: Number(r.prize_minor ?? 0) },
  };
}

const ticketColumns = sql`id, rule_id, ticket_type, nonce, prizes, server_seed, server_seed_hash, earned_at, claimed_at, client_seed, prize_index, prize_minor`;

export function createTicketRepository(db: Kysely<Database>) {
  return {
    async rules(merchant: string): Promise<TicketRule[]> {
      const { rows } = await sql<{ rule_id: string; ticket_type: TicketType; every_bet_minor: string | number; max_tickets: number; prizes: RafflePrize[] | string }>`
        select rule_id, ticket_type, every_bet_minor, max_tickets, prizes from ticket_rules
         where merchant = ${merchant} and active order by sort, rule_id`.execute(db);
      return rows.map((r) => ({ ruleId: r.rule_id, ticketType: r.ticket_type, everyBetMinor: Number(r.every_bet_minor), maxTickets: r.max_tickets, prizes: json<RafflePrize[]>(r.prizes) }));
    },

    /** Settled bets of a member (every ledger game round), minor units. */
    async betVolume(memberId: string): Promise<number> {
      const { rows } = await sql<{ v: string | number | null }>`
        select coalesce(sum((details->>'betMinor')::bigint), 0) as v from ledger_transactions
         where member_id = ${memberId} and kind = 'game_round'`.execute(db);
      return Number(rows[0]?.v ?? 0);
    },

    /** How many tickets of each rule the member holds. */
    async earnedByRule(memberId: string): Promise<Map<string, number>> {
      const { rows } = await sql<{ rule_id: string; n: string | number }>`
        select rule_id, max(nonce) as n from raffle_tickets where member_id = ${memberId} group by rule_id`.execute(db);
      return new Map(rows.map((r) => [r.rule_id, Number(r.n)]));
    },

    /** Inserts tickets absent so far; a ticket another instance inserted first is left as it is. */
    async insertTickets(tickets: NewTicket[]): Promise<void> {
      if (tickets.length === 0) return;
      const values = tickets.map(
        (t) =>
          sql`(${t.merchant}, ${t.memberId}, ${t.rule.ruleId}, ${t.rule.ticketType}, ${t.nonce}, ${JSON.stringify(t.rule.prizes)}::jsonb, ${t.serverSeed}, ${t.serverSeedHash})`,
      );
      await sql`insert into raffle_tickets (merchant, member_id, rule_id, ticket_type, nonce, prizes, server_seed, server_seed_hash)
                values ${sql.join(values)} on conflict (member_id, rule_id, nonce) do nothing`.execute(db);
    },

    async list(memberId: string, limit: number): Promise<StoredTicket[]> {
      const { rows } = await sql<TicketRow>`
        select ${ticketColumns} from raffle_tickets where member_id = ${memberId}
         order by (claimed_at is null) desc, earned_at desc, nonce desc limit ${limit}`.execute(db);
      return rows.map(storedOf);
    },

    async find(memberId: string, ticketId: string): Promise<StoredTicket | null> {
      const { rows } = await sql<TicketRow>`select ${ticketColumns} from raffle_tickets where id = ${ticketId} and member_id = ${memberId}`.execute(db);
      return rows[0] ? storedOf(rows[0]) : null;
    },

    /** Marks an unclaimed ticket claimed (inside the caller's transaction); false when it was claimed already. */
    async markClaimed(ticketId: string, memberId: string, claim: Omit<ClaimedRow, 'transactionId'>, at: Date): Promise<boolean> {
      const { rows } = await sql<{ id: string }>`
        update raffle_tickets set claimed_at = ${at}, client_seed = ${claim.clientSeed}, prize_index = ${claim.prizeIndex}, prize_minor = ${claim.prizeMinor}
         where id = ${ticketId} and member_id = ${memberId} and claimed_at is null returning id`.execute(db);
      return rows.length === 1;
    },

    async setTransaction(ticketId: string, transactionId: string): Promise<void> {
      await sql`update raffle_tickets set transaction_id = ${transactionId} where id = ${ticketId}`.execute(db);
    },
  };
}
