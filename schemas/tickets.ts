/**
 * Raffle tickets (§3 "Tickets: golden egg, red envelope, prize wheel"; §7 MCS2_claimRafflePromotion;
 * docs/decisions/051-raffle-tickets-and-missions.md): the shapes the gateway answers and the pure
 * part of the provably fair draw, shared by the gateway (which draws) and the browser (which
 * verifies). No I/O: the HMAC is computed by node:crypto in the gateway and Web Crypto in the page.
 *
 * The draw, for a ticket with server seed S (32 random bytes, hex), client seed C and nonce N:
 *   commitment = SHA-256(S bytes), hex                          — shown before the draw
 *   h          = HMAC-SHA256(key = S bytes, message = UTF-8 "C:N"), hex
 *   roll       = the first 4 bytes of h as an unsigned big-endian integer (0 … 2^32 − 1)
 *   slot       = floor(roll × W / 2^32), W = the sum of the prize weights (exact: W ≤ 2^20)
 *   prize      = the first prize i whose cumulative weight (w0 + … + wi) is above slot
 */

export const ticketTypes = ['golden_egg', 'red_envelope', 'prize_wheel'] as const;
export type TicketType = (typeof ticketTypes)[number];

/** A client seed: 1–64 letters, digits, "_" or "-" (the page proposes 32 random hex digits). */
export const clientSeedPattern = '^[A-Za-z0-9_-]{1,64}$';
/** Largest total weight of a prize table: roll × W stays an exact integer in a double. */
export const maxTotalWeight = 2 ** 20;
const twoTo32 = 2 ** 32;

export interface RafflePrize {
  amountMinor: number;
  weight: number;
}

/** The revealed draw of a claimed ticket: everything needed to recompute it. */
export interface TicketDraw {
  claimedAt: string;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`), hex. */
  hmac: string;
  roll: number;
  prizeIndex: number;
  prizeMinor: number;
}

export interface RaffleTicket {
  id: string;
  ticketType: TicketType;
  ruleId: string;
  nonce: number;
  earnedAt: string;
  /** SHA-256 of the server seed, hex: the commitment, shown before the draw. */
  serverSeedHash: string;
  prizes: RafflePrize[];
  /** null until claimed. */
  draw: TicketDraw | null;
}

export interface TicketRuleProgress {
  ruleId: string;
  ticketType: TicketType;
  everyBetMinor: number;
  maxTickets: number;
  earned: number;
}

export interface TicketsAnswer {
  currency: string;
  /** Decimals of the currency's minor units. */
  minorDigits: number;
  /** Settled bets of the member (every game round), minor units. */
  betVolumeMinor: number;
  rules: TicketRuleProgress[];
  /** Newest first. */
  tickets: RaffleTicket[];
}

export interface RaffleClaimRequest {
  ticketId: string;
  clientSeed: string;
}

export interface RaffleClaimAnswer {
  ticket: RaffleTicket;
  /** The main wallet after the prize. */
  balanceMinor: number;
}

/** The message the HMAC signs. */
export function drawMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}`;
}

/** The first 4 bytes of a hex digest as an unsigned big-endian integer. */
export function rollOf(hmacHex: string): number {
  if (!/^[0-9a-f]{8}/.test(hmacHex)) throw new RangeError('not a hex digest');
  return Number.parseInt(hmacHex.slice(0, 8), 16);
}

/** floor(roll × n / 2^32): a 32-bit roll mapped onto 0 … n − 1, each value from ⌊2^32/n⌋ or ⌈2^32/n⌉ rolls. */
export function uniformBelow(roll: number, n: number): number {
  if (!Number.isInteger(roll) || roll < 0 || roll >= twoTo32) throw new RangeError('roll is not a 32-bit unsigned integer');
  if (!Number.isInteger(n) || n < 1 || n > maxTotalWeight) throw new RangeError('n out of range');
  return Math.floor((roll * n) / twoTo32);
}

/** Whether a prize table can be drawn from: 1–32 prizes, positive integer weights, total ≤ 2^20. */
export function validPrizeTable(prizes: readonly RafflePrize[]): boolean {
  if (prizes.length < 1 || prizes.length > 32) return false;
  let total = 0;
  for (const p of prizes) {
    if (!Number.isSafeInteger(p.amountMinor) || p.amountMinor < 0) return false;
    if (!Number.isInteger(p.weight) || p.weight < 1) return false;
    total += p.weight;
  }
  return total <= maxTotalWeight;
}

/** The prize a roll selects (the weighted draw above). */
export function prizeIndexOf(roll: number, prizes: readonly RafflePrize[]): number {
  if (!validPrizeTable(prizes)) throw new RangeError('invalid prize table');
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  const slot = uniformBelow(roll, total);
  let cumulative = 0;
  for (let i = 0; i < prizes.length; i++) {
    cumulative += (prizes[i] as RafflePrize).weight;
    if (slot < cumulative) return i;
  }
  return prizes.length - 1;
}
