/**
 * The demo vendor (docs/decisions/017-game-catalogue.md): what a real game provider does behind
 * a launch URL, small enough to test. A launch issues a single-use ticket (120 s); the game page
 * trades it once for a play token (2 h) bound to one member and game; each spin names a round id
 * chosen by the page, so a retried spin settles once and answers as the first time. Outcomes come
 * from the CSPRNG.
 */
import { randomInt } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { createPlayRepository, type PlayRecord, type RoundRecord } from '../../db/catalogue/catalogue-play-repository';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/api-error';
import type { GameWallet } from '../ledger/demo-vendor-wallet';
import { answerOnce, type FirstAnswer } from '../ledger/first-answer';
import { requestHash } from '../payments/payment-request';
import { randomToken, sha256Hex } from '../identity/secure-tokens';

export const ticketSeconds = 120;
export const playSeconds = 2 * 3600;
export const demoPlayPath = '/lgw/demo-vendor/play';
/** Play money a free demo starts with (READINGS #11; docs/decisions/020): 10,000.00. */
export const demoPlayMoneyMinor = 1_000_000;

/** Reel symbols and what three of a kind pays (× bet); a pair pays 0.2 × bet. */
export const reelSymbols = ['cherry', 'lemon', 'bell', 'star', 'seven', 'diamond'] as const;
const triplePays = [5, 8, 10, 20, 50, 100];
/** Bets a page may place: the game's minimum bet times one of these. */
export const betMultipliers = [1, 2, 5, 10] as const;

export async function issueTicket(db: Kysely<Database>, play: PlayRecord, now: Date): Promise<string> {
  const ticket = randomToken(32);
  await createPlayRepository(db).issue(sha256Hex(ticket), play, new Date(now.getTime() + ticketSeconds * 1000));
  return ticket;
}

export function launchUrl(ticket: string, lang: string): string {
  return `${demoPlayPath}?ticket=${encodeURIComponent(ticket)}&lang=${encodeURIComponent(lang)}`;
}

export async function claimTicket(db: Kysely<Database>, ticket: string, now: Date): Promise<{ playToken: string; play: PlayRecord }> {
  const playToken = randomToken(32);
  const play = await createPlayRepository(db).claim(sha256Hex(ticket), sha256Hex(playToken), now, new Date(now.getTime() + playSeconds * 1000));
  if (!play) throw new ApiError(401, 'LAUNCH_TICKET_INVALID');
  return { playToken, play };
}

export async function findPlay(db: Kysely<Database>, playToken: string, now: Date): Promise<PlayRecord> {
  const play = await createPlayRepository(db).findPlay(sha256Hex(playToken), now);
  if (!play) throw new ApiError(401, 'LAUNCH_TICKET_INVALID');
  return play;
}

/** Three reels from the CSPRNG and what they pay for the bet. Pure apart from the random source. */
export function drawRound(betMinor: number, draw: (n: number) => number = randomInt): { reels: number[]; winMinor: number } {
  const reels = [draw(reelSymbols.length), draw(reelSymbols.length), draw(reelSymbols.length)];
  const [a, b, c] = reels as [number, number, number];
  const win = a === b && b === c ? betMinor * (triplePays[a] ?? 0) : a === b || b === c || a === c ? Math.floor(betMinor / 5) : 0;
  return { reels, winMinor: win };
}

/** A spin's answer (the demo vendor's spin call): the reels by symbol, the bet, the win, the balance after. */
export interface SpinAnswer {
  reels: string[];
  betMinor: number;
  winMinor: number;
  balanceMinor: number;
}

function spinAnswerOf(round: RoundRecord): SpinAnswer {
  return {
    reels: round.reels.split(',').map((i) => reelSymbols[Number(i)] ?? reelSymbols[0]),
    betMinor: round.betMinor,
    winMinor: round.winMinor,
    balanceMinor: round.balanceMinor,
  };
}

/**
 * One spin of a play (found by the caller). The round id is the spin's idempotency key: every retry
 * gets the first answer, a refused one (GAME_BALANCE_TOO_LOW) included; the same round id with
 * another bet → 422 IDEMPOTENCY_CONFLICT (first-answer.ts, docs/decisions/027).
 */
export async function spin(db: Kysely<Database>, wallet: GameWallet, play: PlayRecord, playToken: string, roundId: string, betMinor: number, now: Date): Promise<FirstAnswer<SpinAnswer>> {
  const playHash = sha256Hex(playToken);
  const key = { call: 'spin', owner: playHash, requestId: roundId, requestHash: requestHash({ betMinor }), memberId: play.memberId } as const;
  return answerOnce(db, key, async (trx) => {
    // One spin of a play at a time (rounds of one play settle in order).
    await sql`select 1 from demo_vendor_plays where play_hash = ${playHash} for update`.execute(trx);
    const repo = createPlayRepository(trx);
    // A round settled before first answers were kept (migration 033) answers as it was.
    const done = await repo.findRound(playHash, roundId);
    if (done) return spinAnswerOf(done);
    const current = await repo.findPlay(playHash, now);
    if (!current) throw new ApiError(401, 'LAUNCH_TICKET_INVALID');
    const { reels, winMinor } = drawRound(betMinor);
    // A free demo (no account, READINGS #11) settles its own play money and never reaches a wallet.
    const balanceMinor = current.memberId === null ? await repo.settlePlayMoney(playHash, betMinor, winMinor) : await wallet.settle(trx, current.memberId, betMinor, winMinor, { roundId, playHash, nodeId: current.nodeId, merchant: current.merchant });
    if (balanceMinor === null) throw new ApiError(409, 'GAME_BALANCE_TOO_LOW');
    const round = { betMinor, winMinor, reels: reels.join(','), balanceMinor };
    await repo.insertRound(playHash, roundId, round);
    return spinAnswerOf(round);
  });
}
