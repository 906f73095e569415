/**
 * Game launch (§4 "Game launch", §6, §8, READINGS #11; docs/decisions/020):
 *
 *   deciding ─┬─ free demo (supportPlay 0) ─────────────────────────────▶ starting
 *             ├─ guest ──────────────────────────────────────────────────▶ login (final)
 *             ├─ trial ───────────▶ trialBlocked ─launch.close─▶ done
 *             ├─ TCG_LOTTO_VN / TCG_SEA / LOTT / ELOTT ─────────────────▶ routed (final: lottery page)
 *             ├─ RNG vendor ────────────────────────────────────────────▶ routed (final: vendor game list)
 *             ├─ vendor with isGame VASSALAGE ─▶ loadingPopup ─▶ popup ─launch.pick─▶ deciding
 *             └─ otherwise ─▶ starting ─┬─ url ─────────▶ playing ─launch.close─▶ done
 *                                       ├─ GAME_MAINTENANCE ─▶ maintenance ─launch.pick─▶ deciding
 *                                       └─ other failure ───▶ failed ─launch.retry─▶ starting
 *
 * A launch names a game (nodeId) or a vendor (nodeId null: a vendor tile). The calls are
 * injected actors (launch, vendorGames); where the player goes is the `route` output, which the
 * browser hook turns into an address — the machine itself is pure.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GameCategory } from '../schemas/brand';
import type { GameItem, IsGame, LaunchAnswer } from '../schemas/catalogue';
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

export interface LaunchCallInput {
  target: LaunchTarget;
}

export interface VendorGamesInput {
  vassalage: string;
  gameType: GameCategory;
}

export interface GameLaunchContext {
  target: LaunchTarget;
  isLogin: boolean;
  isTrial: boolean;
  route: LaunchRoute | null;
  answer: LaunchAnswer | null;
  /** Locale key of the last failure. */
  errorKey: string | null;
  suggestions: GameItem[];
  popupGames: GameItem[];
  attempts: number;
}

export type GameLaunchEvent =
  | { type: 'launch.retry' }
  | { type: 'launch.close' }
  /** A game picked from the popup list or the maintenance suggestions. */
  | { type: 'launch.pick'; game: GameItem };

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

interface Refusal {
  code?: unknown;
  messageKey?: unknown;
  value?: unknown;
}

function refusalKey(error: unknown): string {
  const key = (error as Refusal | null)?.messageKey;
  return typeof key === 'string' ? key : 'error.unknown';
}

function maintenanceGames(error: unknown): GameItem[] | null {
  const refusal = error as Refusal | null;
  if (refusal?.code !== 'GAME_MAINTENANCE') return null;
  const value = refusal.value as { suggestions?: unknown } | null;
  return Array.isArray(value?.suggestions) ? (value.suggestions as GameItem[]) : [];
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`);
};

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
    input: {} as GameLaunchInput,
  },
  actors: {
    launch: fromPromise<LaunchAnswer, LaunchCallInput>(notProvided('launch')),
    vendorGames: fromPromise<GameItem[], VendorGamesInput>(notProvided('vendorGames')),
  },
  guards: {
    isDemo: ({ context }) => firstStep(context) === 'start' && context.target.demo,
    isGuest: ({ context }) => firstStep(context) === 'login',
    isTrial: ({ context }) => firstStep(context) === 'trial',
    isRouted: ({ context }) => firstStep(context) === 'route',
    isPopup: ({ context }) => firstStep(context) === 'popup',
    isMaintenance: ({ event }) => maintenanceGames((event as { error?: unknown }).error) !== null,
  },
  actions: {
    pick: assign(({ context, event }) =>
      event.type === 'launch.pick' ? { target: gameTarget(event.game, false, context.target.direct), errorKey: null, suggestions: [], popupGames: [], attempts: 0 } : {},
    ),
  },
}).createMachine({
  id: 'gameLaunch',
  context: ({ input }) => ({
    target: input.target,
    isLogin: input.isLogin,
    isTrial: input.isTrial,
    route: null,
    answer: null,
    errorKey: null,
    suggestions: [],
    popupGames: [],
    attempts: 0,
  }),
  initial: 'deciding',
  states: {
    deciding: {
      always: [
        { guard: 'isDemo', target: 'starting' },
        { guard: 'isGuest', target: 'login', actions: assign({ route: { page: 'login' } }) },
        { guard: 'isTrial', target: 'trialBlocked' },
        {
          guard: 'isRouted',
          target: 'routed',
          actions: assign({ route: ({ context }) => lotteryRoute(context.target) ?? vendorListRoute(context.target) }),
        },
        { guard: 'isPopup', target: 'loadingPopup' },
        { target: 'starting' },
      ],
    },
    login: { type: 'final' },
    routed: { type: 'final' },
    trialBlocked: {
      on: { 'launch.close': 'done' },
    },
    loadingPopup: {
      invoke: {
        id: 'vendorGames',
        src: 'vendorGames',
        input: ({ context }) => ({ vassalage: context.target.vassalage, gameType: context.target.gameType }),
        onDone: { target: 'popup', actions: assign({ popupGames: ({ event }) => event.output }) },
        onError: { target: 'popupFailed', actions: assign({ errorKey: ({ event }) => refusalKey(event.error) }) },
      },
      on: { 'launch.close': 'done' },
    },
    popup: {
      on: {
        'launch.pick': { target: 'deciding', actions: 'pick' },
        'launch.close': 'done',
      },
    },
    popupFailed: {
      on: { 'launch.retry': 'loadingPopup', 'launch.close': 'done' },
    },
    starting: {
      entry: assign({ attempts: ({ context }) => context.attempts + 1, errorKey: null }),
      invoke: {
        id: 'launch',
        src: 'launch',
        input: ({ context }) => ({ target: context.target }),
        onDone: { target: 'playing', actions: assign({ answer: ({ event }) => event.output }) },
        onError: [
          {
            guard: 'isMaintenance',
            target: 'maintenance',
            actions: assign({
              suggestions: ({ event }) => maintenanceGames(event.error) ?? [],
              errorKey: ({ event }) => refusalKey(event.error),
            }),
          },
          { target: 'failed', actions: assign({ errorKey: ({ event }) => refusalKey(event.error) }) },
        ],
      },
      on: { 'launch.close': 'done' },
    },
    playing: {
      on: { 'launch.close': 'done' },
    },
    failed: {
      on: { 'launch.retry': 'starting', 'launch.close': 'done' },
    },
    maintenance: {
      on: {
        'launch.pick': { target: 'deciding', actions: 'pick' },
        'launch.close': 'done',
      },
    },
    done: { type: 'final' },
  },
});
