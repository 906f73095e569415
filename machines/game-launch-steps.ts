/**
 * The pure part of a game launch (§4 "Game launch"; docs/decisions/020): what a tile or vendor
 * launches and where it goes first. Apart from the machine (game-launch.machine.ts) so that every
 * game tile can decide its first step without loading XState; the machine builds on it.
 */
import type { GameCategory } from '../schemas/brand';
import type { GameItem, IsGame } from '../schemas/catalogue';
import { lotteryPageOf, type LotteryPage } from '../schemas/lottery';

export interface LaunchTarget {
  /** The game; null launches the vendor (its lobby, popup list or game list page). */
  nodeId: string | null;
  gameCode: string | null;
  vassalage: string;
  gameType: GameCategory;
  isGame: IsGame;
  displayName: string;
  /** The free-trial button (§2.8): the vendor's demo mode, no account (READINGS #11). */
  demo: boolean;
  /** Start even a lottery game here (the lottery pages themselves) instead of routing to its page. */
  direct: boolean;
}

export interface GameLaunchInput {
  target: LaunchTarget;
  isLogin: boolean;
  isTrial: boolean;
}

/** Where a launch that does not start a game sends the player. */
export type LaunchRoute =
  | { page: 'login' }
  | { page: LotteryPage; gameCode: string | null }
  | { page: 'gameListCenter'; vassalage: string; gameType: GameCategory };

/** A game tile's target (play-now, or free-trial with demo). */
export function gameTarget(game: GameItem, demo = false, direct = false): LaunchTarget {
  return {
    nodeId: game.nodeId,
    gameCode: game.gameCode,
    vassalage: game.vassalage,
    gameType: game.gameType,
    isGame: game.isGame,
    displayName: game.displayName,
    demo: demo && game.supportPlay === 0,
    direct,
  };
}

/** A vendor tile's target. */
export function vendorTarget(vendor: { vassalage: string; gameType: GameCategory; isGame: IsGame; displayName: string }): LaunchTarget {
  return { nodeId: null, gameCode: null, vassalage: vendor.vassalage, gameType: vendor.gameType, isGame: vendor.isGame, displayName: vendor.displayName, demo: false, direct: false };
}

/** §4 "route by vassalage to lottery pages" (LOTT treated as ELOTT: both go to /lottery). */
export function lotteryRoute(target: LaunchTarget): LaunchRoute | null {
  if (target.direct) return null;
  const page = lotteryPageOf(target.vassalage, target.gameType);
  return page ? { page, gameCode: target.gameCode } : null;
}

/** §4 "For RNG type, vendor launch goes to the vendor's game list page instead". */
export function vendorListRoute(target: LaunchTarget): LaunchRoute | null {
  return target.nodeId === null && target.gameType === 'RNG'
    ? { page: 'gameListCenter', vassalage: target.vassalage, gameType: target.gameType }
    : null;
}

/** What a launch will do first, before any call — the browser opens a tab synchronously only for 'start'. */
export function firstStep(input: GameLaunchInput): 'login' | 'trial' | 'route' | 'popup' | 'start' {
  const { target } = input;
  if (target.demo) return 'start';
  if (!input.isLogin) return 'login';
  if (input.isTrial) return 'trial';
  if (lotteryRoute(target) ?? vendorListRoute(target)) return 'route';
  if (target.nodeId === null && target.isGame === 'VASSALAGE') return 'popup';
  return 'start';
}
