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
 *                                       │    (no suggestions in the refusal: loadingSuggestions, the
 *                                       │     §7 popular call of the game's type, first)
 *                                       └─ other failure ───▶ failed ─launch.retry─▶ starting
 *
 * A launch names a game (nodeId) or a vendor (nodeId null: a vendor tile). The calls are
 * injected actors (launch, vendorGames, popularGames); where the player goes is the `route` output, which the
 * browser hook turns into an address — the machine itself is pure.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { GameCategory } from '../schemas/brand';
import type { GameItem, LaunchAnswer } from '../schemas/catalogue';
import { readGames } from '../schemas/game-answer';
import { firstStep, gameTarget, lotteryRoute, vendorListRoute, type GameLaunchInput, type LaunchRoute, type LaunchTarget } from './game-launch-steps';

export * from './game-launch-steps';

export interface LaunchCallInput {
  target: LaunchTarget;
}

export interface VendorGamesInput {
  vassalage: string;
  gameType: GameCategory;
}

export interface PopularGamesInput {
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
  // Named by nodeName or gameName, pictured by showIcon or iconUrl (§3): whichever the gateway sends.
  return readGames(value?.suggestions);
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
    popularGames: fromPromise<GameItem[], PopularGamesInput>(notProvided('popularGames')),
  },
  guards: {
    isDemo: ({ context }) => firstStep(context) === 'start' && context.target.demo,
    isGuest: ({ context }) => firstStep(context) === 'login',
    isTrial: ({ context }) => firstStep(context) === 'trial',
    isRouted: ({ context }) => firstStep(context) === 'route',
    isPopup: ({ context }) => firstStep(context) === 'popup',
    isMaintenance: ({ event }) => maintenanceGames((event as { error?: unknown }).error) !== null,
    isMaintenanceUnsuggested: ({ event }) => maintenanceGames((event as { error?: unknown }).error)?.length === 0,
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
            // A refusal that names no other games (a gateway may leave them out): ask for the type's popular games.
            guard: 'isMaintenanceUnsuggested',
            target: 'loadingSuggestions',
            actions: assign({ suggestions: [], errorKey: ({ event }) => refusalKey(event.error) }),
          },
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
    loadingSuggestions: {
      invoke: {
        id: 'popularGames',
        src: 'popularGames',
        input: ({ context }) => ({ gameType: context.target.gameType }),
        onDone: {
          target: 'maintenance',
          actions: assign({ suggestions: ({ context, event }) => event.output.filter((g) => g.nodeId !== context.target.nodeId && !g.maintenance) }),
        },
        // Nothing to suggest is still the maintenance message.
        onError: 'maintenance',
      },
      on: { 'launch.close': 'done' },
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
