/**
 * Opened numbers of the lottery pages (§7 "opened numero": /lgw/vn/numeros/opened/game for the
 * Vietnam page, /lotto/lgw/games/opened/numero for the others; docs/decisions/052): each game's
 * latest draws, newest first, and when the next one opens.
 */
import type { LotteryPage } from './lottery';
import type { LotteryKind } from './lottery-modes';

export interface OpenedDraw {
  /** The draw's number: yyyymmdd for a daily draw, yyyymmdd + 4-digit sequence otherwise. */
  issue: string;
  drawnAt: string;
  /** The numbers drawn, in draw order, as shown (leading zeros kept). */
  numbers: string[];
}

export interface OpenedGame {
  nodeId: string;
  gameCode: string;
  displayName: string;
  lotteryType: LotteryKind | null;
  nextDrawAt: string;
  draws: OpenedDraw[];
}

export interface OpenedNumbers {
  page: LotteryPage;
  games: OpenedGame[];
}

/** Draws per game when the query names none; at most openedDrawLimit. */
export const openedDrawDefault = 5;
export const openedDrawLimit = 30;
/** The lottery page's refresh while visible: at most this long between reads (ms). */
export const openedRefreshMs = 15_000;
