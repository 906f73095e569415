/**
 * The draws of the lottery pages' games (docs/decisions/052-engagement-misc.md): derived, not
 * stored. Each game draws on a fixed schedule by family (time-time lottery every 5 minutes, PK10
 * every 5, 11-choose-5 every 10, three dice every 3, Mark Six daily at 13:30 UTC; the regional
 * draws daily: Vietnam 11:15 UTC = 18:15 in Hanoi, SEA 08:30 UTC), and a draw's numbers are
 * HMAC-derived from the gateway's data key, the merchant, the game and the draw number. So every
 * instance answers the same numbers with no job and no row, a draw never changes once opened,
 * and nobody without the data key can compute a draw before it opens. Pure.
 */
import type { LotteryPage } from '../../../schemas/lottery';
import type { LotteryKind } from '../../../schemas/lottery-modes';
import type { OpenedDraw } from '../../../schemas/lottery-results';

export interface DrawSchedule {
  periodMs: number;
  /** Offset of draw 0 from the epoch (the time of day of a daily draw). */
  offsetMs: number;
}

const minute = 60_000;
const day = 24 * 60 * minute;

export function scheduleOf(kind: LotteryKind | null, page: LotteryPage): DrawSchedule {
  switch (kind) {
    case 'ssc':
    case 'pk10':
      return { periodMs: 5 * minute, offsetMs: 0 };
    case '11x5':
      return { periodMs: 10 * minute, offsetMs: 0 };
    case 'k3':
      return { periodMs: 3 * minute, offsetMs: 0 };
    case 'lhc':
      return { periodMs: day, offsetMs: (13 * 60 + 30) * minute };
    default:
      return { periodMs: day, offsetMs: page === 'vnLottery' ? (11 * 60 + 15) * minute : (8 * 60 + 30) * minute };
  }
}

/** A stream of uniform integers from a keyed MAC (rejection sampling, no modulo bias). */
export function drawStream(mac: (text: string) => string, seed: string): (n: number) => number {
  let block = 0;
  let bytes: number[] = [];
  const next = (): number => {
    if (bytes.length === 0) {
      const hex = mac(`${seed}:${block++}`);
      bytes = hex.match(/../g)?.map((h) => parseInt(h, 16)) ?? [];
    }
    return bytes.shift() ?? 0;
  };
  return (n) => {
    const limit = 256 - (256 % n);
    for (;;) {
      const b = next();
      if (b < limit) return b % n;
    }
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** k distinct numbers of 1..n in draw order (a partial Fisher–Yates shuffle). */
function distinct(random: (n: number) => number, n: number, k: number): number[] {
  const pool = Array.from({ length: n }, (_, i) => i + 1);
  for (let i = 0; i < k; i++) {
    const j = i + random(n - i);
    [pool[i], pool[j]] = [pool[j] as number, pool[i] as number];
  }
  return pool.slice(0, k);
}

function digits(random: (n: number) => number, width: number): string {
  return Array.from({ length: width }, () => String(random(10))).join('');
}

/** The numbers of one draw of a family: ssc 5 digits, pk10 the order of 10 cars, 11x5 five of 11, k3 three dice, lhc six of 49 and the special, regional: the special prize (6 digits) then the first prize (5). */
export function numbersOf(kind: LotteryKind | null, random: (n: number) => number): string[] {
  switch (kind) {
    case 'ssc':
      return Array.from({ length: 5 }, () => String(random(10)));
    case 'pk10':
      return distinct(random, 10, 10).map((n) => pad(n, 2));
    case '11x5':
      return distinct(random, 11, 5).map((n) => pad(n, 2));
    case 'k3':
      return Array.from({ length: 3 }, () => String(random(6) + 1));
    case 'lhc':
      return distinct(random, 49, 7).map((n) => pad(n, 2));
    default:
      return [digits(random, 6), digits(random, 5)];
  }
}

function issueOf(drawnAt: Date, schedule: DrawSchedule): string {
  const ymd = drawnAt.toISOString().slice(0, 10).replace(/-/g, '');
  if (schedule.periodMs >= day) return ymd;
  const sinceMidnight = drawnAt.getTime() - Math.floor(drawnAt.getTime() / day) * day;
  return `${ymd}${pad(Math.floor(sinceMidnight / schedule.periodMs) + 1, 4)}`;
}

export interface DrawGame {
  merchant: string;
  vassalage: string;
  gameCode: string;
  lotteryType: LotteryKind | null;
  page: LotteryPage;
}

export interface GameDraws {
  nextDrawAt: Date;
  draws: OpenedDraw[];
}

/** The game's latest `count` opened draws at `now`, newest first, and its next draw time. */
export function openedDraws(game: DrawGame, mac: (text: string) => string, now: Date, count: number): GameDraws {
  const schedule = scheduleOf(game.lotteryType, game.page);
  const last = Math.floor((now.getTime() - schedule.offsetMs) / schedule.periodMs);
  const draws: OpenedDraw[] = [];
  for (let n = last; n > last - count; n--) {
    const drawnAt = new Date(n * schedule.periodMs + schedule.offsetMs);
    const random = drawStream(mac, `lottery-draw v1:${game.merchant}:${game.vassalage}:${game.gameCode}:${n}`);
    draws.push({ issue: issueOf(drawnAt, schedule), drawnAt: drawnAt.toISOString(), numbers: numbersOf(game.lotteryType, random) });
  }
  return { nextDrawAt: new Date((last + 1) * schedule.periodMs + schedule.offsetMs), draws };
}
