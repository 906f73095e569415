/**
 * Raffle tickets (§3, §7 MCS2_claimRafflePromotion; docs/decisions/051):
 * - earning: each active rule of the merchant gives one ticket per everyBetMinor of the member's
 *   settled bets, at most maxTickets; tickets are materialised when the member looks (list) and
 *   are unique per (member, rule, nonce), so instances racing insert each ticket once;
 * - claiming: in one transaction, the ticket is marked claimed with the client seed and the
 *   outcome (only the first claim's UPDATE matches) and the prize is credited through the
 *   ledger (promotion → member main wallet, kind bonus, key raffle:<ticket id>). A second claim,
 *   concurrent or later, is 409 RAFFLE_TICKET_CLAIMED and pays nothing.
 */
import type { Kysely } from 'kysely';
import type { RaffleClaimAnswer, RaffleTicket, TicketsAnswer } from '../../../schemas/tickets';
import type { Database } from '../../db/database';
import type { MemberRecord } from '../../db/identity/member-repository';
import { createTicketRepository, type NewTicket, type StoredTicket } from '../../db/tickets/ticket-repository';
import { ApiError } from '../../http/api-error';
import { ledgerOf, mainWallet } from '../ledger/ledger';
import { minorDigitsOf } from '../payments/payment-settings';
import { drawOutcome, newServerSeed, serverSeedHash } from './raffle-draw';

/** Tickets a list shows (newest and unclaimed first). */
export const ticketListLimit = 200;

/** A ticket as the member sees it: the server seed only once the ticket is drawn. */
export function ticketView(stored: StoredTicket): RaffleTicket {
  const c = stored.claimed;
  if (!c) return { ...stored.ticket, draw: null };
  const outcome = drawOutcome(stored.serverSeed, c.clientSeed, stored.ticket.nonce, stored.ticket.prizes);
  return {
    ...stored.ticket,
    draw: { claimedAt: c.claimedAt, serverSeed: stored.serverSeed, clientSeed: c.clientSeed, nonce: stored.ticket.nonce, hmac: outcome.hmac, roll: outcome.roll, prizeIndex: c.prizeIndex, prizeMinor: c.prizeMinor },
  };
}

/** Inserts the tickets the member's bets have earned and not yet received. */
export async function earnTickets(db: Kysely<Database>, member: MemberRecord): Promise<{ betVolumeMinor: number; rules: TicketsAnswer['rules'] }> {
  const repo = createTicketRepository(db);
  const [rules, volume, held] = await Promise.all([repo.rules(member.merchant), repo.betVolume(member.id), repo.earnedByRule(member.id)]);
  const fresh: NewTicket[] = [];
  const progress = rules.map((rule) => {
    const due = Math.min(rule.maxTickets, Math.floor(volume / rule.everyBetMinor));
    for (let nonce = (held.get(rule.ruleId) ?? 0) + 1; nonce <= due; nonce++) {
      const serverSeed = newServerSeed();
      fresh.push({ merchant: member.merchant, memberId: member.id, rule, nonce, serverSeed, serverSeedHash: serverSeedHash(serverSeed) });
    }
    return { ruleId: rule.ruleId, ticketType: rule.ticketType, everyBetMinor: rule.everyBetMinor, maxTickets: rule.maxTickets, earned: Math.max(due, held.get(rule.ruleId) ?? 0) };
  });
  await repo.insertTickets(fresh);
  return { betVolumeMinor: volume, rules: progress };
}

export async function listTickets(db: Kysely<Database>, member: MemberRecord): Promise<TicketsAnswer> {
  const { betVolumeMinor, rules } = await earnTickets(db, member);
  const stored = await createTicketRepository(db).list(member.id, ticketListLimit);
  return { currency: member.currency, minorDigits: minorDigitsOf(member.currency), betVolumeMinor, rules, tickets: stored.map(ticketView) };
}

export async function claimTicket(db: Kysely<Database>, member: MemberRecord, ticketId: string, clientSeed: string, now: Date): Promise<RaffleClaimAnswer> {
  return db.transaction().execute(async (trx) => {
    const repo = createTicketRepository(trx);
    const stored = await repo.find(member.id, ticketId);
    if (!stored) throw new ApiError(404, 'RAFFLE_TICKET_NOT_FOUND');
    if (stored.claimed) throw new ApiError(409, 'RAFFLE_TICKET_CLAIMED');
    const outcome = drawOutcome(stored.serverSeed, clientSeed, stored.ticket.nonce, stored.ticket.prizes);
    // Only one claim's UPDATE matches; a concurrent one waits for it and then matches nothing.
    if (!(await repo.markClaimed(ticketId, member.id, { clientSeed, prizeIndex: outcome.prizeIndex, prizeMinor: outcome.prizeMinor }, now))) {
      throw new ApiError(409, 'RAFFLE_TICKET_CLAIMED');
    }
    const ledger = ledgerOf(db);
    let balanceMinor: number;
    if (outcome.prizeMinor > 0) {
      const posted = await ledger.postIn(trx, {
        merchant: member.merchant,
        currency: member.currency,
        idempotencyKey: `raffle:${ticketId}`,
        kind: 'bonus',
        memberId: member.id,
        entries: [
          { account: { type: 'promotion' }, amountMinor: -outcome.prizeMinor },
          { account: { type: 'member', memberId: member.id, wallet: mainWallet }, amountMinor: outcome.prizeMinor },
        ],
        memo: `Raffle ticket (${stored.ticket.ticketType})`,
        reference: ticketId,
        details: { raffle: stored.ticket.ticketType, ruleId: stored.ticket.ruleId, nonce: stored.ticket.nonce },
      });
      await repo.setTransaction(ticketId, posted.transactionId);
      balanceMinor = posted.memberBalances[mainWallet] ?? (await ledger.balanceOf(member.id, mainWallet, trx));
    } else {
      balanceMinor = await ledger.balanceOf(member.id, mainWallet, trx);
    }
    const claimed = await repo.find(member.id, ticketId);
    if (!claimed) throw new Error('a claimed ticket vanished');
    return { ticket: ticketView(claimed), balanceMinor };
  });
}
