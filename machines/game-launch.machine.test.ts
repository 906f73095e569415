import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { GameItem, LaunchAnswer } from '../schemas/catalogue';
import { doneEvent, errorEvent, replayPath } from './change-password-replay';
import {
  firstStep,
  gameLaunchMachine,
  gameTarget,
  vendorTarget,
  type GameLaunchInput,
  type LaunchCallInput,
  type LaunchTarget,
  type PopularGamesInput,
} from './game-launch.machine';

const game = (over: Partial<GameItem> = {}): GameItem => ({
  nodeId: '100001',
  gameCode: '100001',
  displayName: 'Golden Dragon',
  vassalage: 'PG',
  vendorNodeId: '10',
  gameType: 'RNG',
  iconUrl: '/lgw/icons/game/PG/100001.svg',
  supportPlay: 1,
  isGame: 'GAME',
  subcategory: null,
  minBet: 1,
  lines: 25,
  popularity: 50,
  maintenance: false,
  ...over,
});

const answer: LaunchAnswer = { url: '/lgw/demo-vendor/play?ticket=t&lang=EN', nodeId: '100001', lang: 'EN', expiresInSeconds: 120 };
const member = { isLogin: true, isTrial: false };
const refusal = (code: string, messageKey: string, value: unknown = null) => Object.assign(new Error(code), { code, messageKey, value });
const maintenance = (suggestions: GameItem[]) => refusal('GAME_MAINTENANCE', 'error.game_maintenance', { suggestions });

interface Script {
  launch?: (input: LaunchCallInput) => Promise<LaunchAnswer>;
  vendorGames?: () => Promise<GameItem[]>;
  popularGames?: (input: PopularGamesInput) => Promise<GameItem[]>;
}

function start(target: LaunchTarget, login = member, script: Script = {}) {
  const calls = { launch: [] as LaunchCallInput[], vendorGames: 0, popularGames: [] as PopularGamesInput[] };
  const machine = gameLaunchMachine.provide({
    actors: {
      launch: fromPromise(async ({ input }: { input: LaunchCallInput }) => {
        calls.launch.push(input);
        return (script.launch ?? (async () => answer))(input);
      }),
      vendorGames: fromPromise(async () => {
        calls.vendorGames += 1;
        return (script.vendorGames ?? (async () => [game({ nodeId: '200001', vassalage: 'KY', gameType: 'PVP' })]))();
      }),
      popularGames: fromPromise(async ({ input }: { input: PopularGamesInput }) => {
        calls.popularGames.push(input);
        return (script.popularGames ?? (async () => []))(input);
      }),
    },
  });
  const actor = createActor(machine, { input: { target, ...login } }).start();
  return { actor, calls };
}

describe('game launch machine: behaviour (§4 "Game launch")', () => {
  it('a guest goes to /login and nothing is called', () => {
    const { actor, calls } = start(gameTarget(game()), { isLogin: false, isTrial: false });
    expect(actor.getSnapshot().value).toBe('login');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.route).toEqual({ page: 'login' });
    expect(calls.launch).toHaveLength(0);
  });

  it('a trial account is blocked with the dialog until closed, and nothing is called', () => {
    const { actor, calls } = start(gameTarget(game()), { isLogin: true, isTrial: true });
    expect(actor.getSnapshot().value).toBe('trialBlocked');
    actor.send({ type: 'launch.retry' });
    expect(actor.getSnapshot().value).toBe('trialBlocked');
    actor.send({ type: 'launch.close' });
    expect(actor.getSnapshot().value).toBe('done');
    expect(calls.launch).toHaveLength(0);
  });

  it.each([
    ['TCG_LOTTO_VN', 'LOTT', 'vnLottery'],
    ['TCG_SEA', 'LOTT', 'seaLottery'],
    ['GPK_LOTT', 'LOTT', 'lottery'],
    ['VR_ELOTT', 'ELOTT', 'lottery'],
  ] as const)('vassalage %s (%s) routes to the %s page with the game code', (vassalage, gameType, page) => {
    const { actor, calls } = start(gameTarget(game({ vassalage, gameType, gameCode: `${vassalage}_10` })));
    expect(actor.getSnapshot().value).toBe('routed');
    expect(actor.getSnapshot().context.route).toEqual({ page, gameCode: `${vassalage}_10` });
    expect(calls.launch).toHaveLength(0);
  });

  it('a direct launch (on the lottery page itself) starts the lottery game', async () => {
    const { actor, calls } = start(gameTarget(game({ vassalage: 'TCG_SEA', gameType: 'LOTT' }), false, true));
    await waitFor(actor, (s) => s.value === 'playing');
    expect(calls.launch[0]?.target).toMatchObject({ vassalage: 'TCG_SEA', direct: true });
  });

  it('a lottery vendor launch routes without a game code', () => {
    const { actor } = start(vendorTarget({ vassalage: 'TCG_SEA', gameType: 'LOTT', isGame: 'GAME', displayName: 'SEA' }));
    expect(actor.getSnapshot().context.route).toEqual({ page: 'seaLottery', gameCode: null });
  });

  it('an RNG vendor launch goes to its game list page instead of starting', () => {
    const { actor, calls } = start(vendorTarget({ vassalage: 'PG', gameType: 'RNG', isGame: 'GAME', displayName: 'PG Soft' }));
    expect(actor.getSnapshot().context.route).toEqual({ page: 'gameListCenter', vassalage: 'PG', gameType: 'RNG' });
    expect(calls.launch).toHaveLength(0);
  });

  it('a VASSALAGE vendor opens the popup list; a picked game starts', async () => {
    const { actor, calls } = start(vendorTarget({ vassalage: 'KY', gameType: 'PVP', isGame: 'VASSALAGE', displayName: 'KY Poker' }));
    expect(actor.getSnapshot().value).toBe('loadingPopup');
    const popup = await waitFor(actor, (s) => s.value === 'popup');
    expect(popup.context.popupGames.map((g) => g.nodeId)).toEqual(['200001']);
    expect(calls.launch).toHaveLength(0);
    actor.send({ type: 'launch.pick', game: popup.context.popupGames[0] as GameItem });
    const playing = await waitFor(actor, (s) => s.value === 'playing');
    expect(calls.launch[0]?.target).toMatchObject({ nodeId: '200001', vassalage: 'KY' });
    expect(playing.context.answer?.url).toBe(answer.url);
  });

  it('a popup list that fails to load offers a retry', async () => {
    let fail = true;
    const { actor, calls } = start(vendorTarget({ vassalage: 'KY', gameType: 'PVP', isGame: 'VASSALAGE', displayName: 'KY' }), member, {
      vendorGames: async () => {
        if (fail) throw refusal('NETWORK', 'error.network');
        return [];
      },
    });
    const failed = await waitFor(actor, (s) => s.value === 'popupFailed');
    expect(failed.context.errorKey).toBe('error.network');
    fail = false;
    actor.send({ type: 'launch.retry' });
    await waitFor(actor, (s) => s.value === 'popup');
    expect(calls.vendorGames).toBe(2);
  });

  it('a GAME vendor (not RNG) starts its lobby', async () => {
    const { actor, calls } = start(vendorTarget({ vassalage: 'AG', gameType: 'LIVE', isGame: 'GAME', displayName: 'AG' }));
    await waitFor(actor, (s) => s.value === 'playing');
    expect(calls.launch[0]?.target.nodeId).toBeNull();
  });

  it('starting shows the loading state, then the game', async () => {
    let resolve: (a: LaunchAnswer) => void = () => undefined;
    const { actor } = start(gameTarget(game()), member, { launch: () => new Promise((r) => (resolve = r)) });
    expect(actor.getSnapshot().value).toBe('starting');
    resolve(answer);
    expect((await waitFor(actor, (s) => s.value === 'playing')).context.answer).toEqual(answer);
  });

  it('a failure shows its message; retry calls again and can succeed', async () => {
    let n = 0;
    const { actor, calls } = start(gameTarget(game()), member, {
      launch: async () => {
        n += 1;
        if (n === 1) throw refusal('TIMEOUT', 'error.timeout');
        return answer;
      },
    });
    const failed = await waitFor(actor, (s) => s.value === 'failed');
    expect(failed.context.errorKey).toBe('error.timeout');
    actor.send({ type: 'launch.retry' });
    const playing = await waitFor(actor, (s) => s.value === 'playing');
    expect(playing.context.attempts).toBe(2);
    expect(playing.context.errorKey).toBeNull();
    expect(calls.launch).toHaveLength(2);
  });

  it('an unknown failure reads as "unknown error"', async () => {
    const { actor } = start(gameTarget(game()), member, { launch: async () => Promise.reject(new Error('boom')) });
    expect((await waitFor(actor, (s) => s.value === 'failed')).context.errorKey).toBe('error.unknown');
  });

  it('maintenance shows the §8 message with suggestions; a suggestion launches', async () => {
    const other = game({ nodeId: '100002', displayName: 'Lucky Star' });
    const { actor, calls } = start(gameTarget(game({ maintenance: true })), member, {
      launch: async ({ target }) => {
        if (target.nodeId === '100001') throw maintenance([other]);
        return { ...answer, nodeId: target.nodeId ?? '' };
      },
    });
    const down = await waitFor(actor, (s) => s.value === 'maintenance');
    expect(down.context.errorKey).toBe('error.game_maintenance');
    expect(down.context.suggestions).toEqual([other]);
    actor.send({ type: 'launch.pick', game: other });
    const playing = await waitFor(actor, (s) => s.value === 'playing');
    expect(playing.context.answer?.nodeId).toBe('100002');
    expect(calls.launch.map((c) => c.target.nodeId)).toEqual(['100001', '100002']);
  });

  it('a maintenance refusal without suggestions lists the popular games of that type instead (§7 popular call, §8)', async () => {
    const down = game({ maintenance: true });
    const hot = [game({ nodeId: '100001', displayName: 'Golden Dragon' }), game({ nodeId: '100007', displayName: 'Ruby Reels' })];
    const { actor, calls } = start(gameTarget(down), member, {
      launch: async () => Promise.reject(refusal('GAME_MAINTENANCE', 'error.game_maintenance', null)),
      popularGames: async () => hot,
    });
    const shown = await waitFor(actor, (s) => s.value === 'maintenance');
    expect(calls.popularGames).toEqual([{ gameType: 'RNG' }]);
    // The game under maintenance is never suggested to itself.
    expect(shown.context.suggestions.map((g) => g.nodeId)).toEqual(['100007']);
    expect(shown.context.errorKey).toBe('error.game_maintenance');
  });

  it('popular games that cannot be loaded still leave the maintenance message', async () => {
    const { actor } = start(gameTarget(game()), member, {
      launch: async () => Promise.reject(refusal('GAME_MAINTENANCE', 'error.game_maintenance', { suggestions: [] })),
      popularGames: async () => Promise.reject(refusal('NETWORK', 'error.network')),
    });
    const shown = await waitFor(actor, (s) => s.value === 'maintenance');
    expect(shown.context.suggestions).toEqual([]);
    expect(shown.context.errorKey).toBe('error.game_maintenance');
  });

  it('free trial (supportPlay 0) starts the demo without an account, even for a guest', async () => {
    const { actor, calls } = start(gameTarget(game({ supportPlay: 0 }), true), { isLogin: false, isTrial: false });
    await waitFor(actor, (s) => s.value === 'playing');
    expect(calls.launch[0]?.target.demo).toBe(true);
  });

  it('free trial is not offered for supportPlay 1: it is a normal launch (guest → login)', () => {
    const target = gameTarget(game({ supportPlay: 1 }), true);
    expect(target.demo).toBe(false);
    expect(start(target, { isLogin: false, isTrial: false }).actor.getSnapshot().value).toBe('login');
  });

  it('closing while starting ends the flow and ignores the late answer', async () => {
    let resolve: (a: LaunchAnswer) => void = () => undefined;
    const { actor } = start(gameTarget(game()), member, { launch: () => new Promise((r) => (resolve = r)) });
    actor.send({ type: 'launch.close' });
    resolve(answer);
    await new Promise((r) => setTimeout(r, 0));
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.answer).toBeNull();
  });

  it('firstStep tells the click what comes (a tab is opened only for start)', () => {
    const input = (target: LaunchTarget, login = member): GameLaunchInput => ({ target, ...login });
    expect(firstStep(input(gameTarget(game())))).toBe('start');
    expect(firstStep(input(gameTarget(game()), { isLogin: false, isTrial: false }))).toBe('login');
    expect(firstStep(input(gameTarget(game()), { isLogin: true, isTrial: true }))).toBe('trial');
    expect(firstStep(input(gameTarget(game({ vassalage: 'TCG_SEA', gameType: 'LOTT' }))))).toBe('route');
    expect(firstStep(input(vendorTarget({ vassalage: 'KY', gameType: 'PVP', isGame: 'VASSALAGE', displayName: 'KY' })))).toBe('popup');
  });
});

describe('game launch machine: generated paths', () => {
  const picked = game({ nodeId: '300001', vassalage: 'KY', gameType: 'PVP' });
  const events = [
    { type: 'launch.retry' },
    { type: 'launch.close' },
    { type: 'launch.pick', game: picked },
    doneEvent('launch', answer),
    errorEvent('launch', refusal('NETWORK', 'error.network')),
    errorEvent('launch', maintenance([picked])),
    errorEvent('launch', maintenance([])),
    doneEvent('popularGames', [picked]),
    doneEvent('vendorGames', [picked]),
    errorEvent('vendorGames', refusal('NETWORK', 'error.network')),
  ] as EventObject[];
  const inputs: Record<string, GameLaunchInput> = {
    guest: { target: gameTarget(game()), isLogin: false, isTrial: false },
    trial: { target: gameTarget(game()), isLogin: true, isTrial: true },
    lottery: { target: gameTarget(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' })), ...member },
    rngVendor: { target: vendorTarget({ vassalage: 'PG', gameType: 'RNG', isGame: 'GAME', displayName: 'PG' }), ...member },
    popupVendor: { target: vendorTarget({ vassalage: 'KY', gameType: 'PVP', isGame: 'VASSALAGE', displayName: 'KY' }), ...member },
    game: { target: gameTarget(game()), ...member },
    demo: { target: gameTarget(game({ supportPlay: 0 }), true), isLogin: false, isTrial: false },
  };
  const pathsOf = (input: GameLaunchInput) =>
    getShortestPaths(gameLaunchMachine, {
      input,
      events: events as never,
      // Attempts count up on every retry: leave them out so the graph stays finite.
      serializeState: ((s: { value: unknown; context: { target: LaunchTarget } }) => `${JSON.stringify(s.value)}|${s.context.target.nodeId}`) as never,
    });

  it('a guest, a trial account and a routed launch never reach a call', () => {
    for (const name of ['guest', 'trial', 'lottery', 'rngVendor'] as const) {
      const states = new Set(pathsOf(inputs[name] as GameLaunchInput).map((p) => String(p.state.value)));
      expect(states.has('starting'), name).toBe(false);
      expect(states.has('playing'), name).toBe(false);
    }
  });

  it('playing is reached only through starting, and the popup only for a VASSALAGE vendor', () => {
    for (const [name, input] of Object.entries(inputs)) {
      for (const p of pathsOf(input)) {
        const values = p.steps.map((s) => String(s.state.value));
        if (values.includes('playing')) expect(values.indexOf('starting'), name).toBeLessThan(values.indexOf('playing'));
        if (values.includes('popup')) expect(name).toBe('popupVendor');
      }
    }
    const popupStates = new Set(pathsOf(inputs.popupVendor as GameLaunchInput).map((p) => String(p.state.value)));
    expect([...popupStates].sort()).toEqual(
      ['done', 'failed', 'loadingPopup', 'loadingSuggestions', 'maintenance', 'playing', 'popup', 'popupFailed', 'starting'].sort(),
    );
  });

  it('every path replays on a live actor', async () => {
    for (const input of Object.values(inputs)) {
      for (const path of pathsOf(input)) {
        const snapshots = await replayPath(gameLaunchMachine, ['launch', 'vendorGames', 'popularGames'], path.steps, input);
        expect(snapshots.map((s) => s.value)).toEqual(path.steps.map((s) => s.state.value));
      }
    }
  });
});
