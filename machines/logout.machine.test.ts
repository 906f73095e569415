import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent, replayPath } from './change-password-replay';
import { logoutMachine } from './logout.machine';

function run(logout: () => Promise<undefined>) {
  let calls = 0;
  const actor = createActor(logoutMachine.provide({ actors: { logout: fromPromise(async () => ((calls += 1), logout())) } })).start();
  return { actor, calls: () => calls };
}

describe('logout machine: behaviour', () => {
  it('asks first: nothing is called until confirmed; cancel goes back', () => {
    const { actor, calls } = run(async () => undefined);
    actor.send({ type: 'logout.confirm' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(calls()).toBe(0);
  });

  it('confirm → loggingOut (the loader) → done, once', async () => {
    const { actor, calls } = run(async () => undefined);
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    expect(actor.getSnapshot().value).toBe('loggingOut');
    actor.send({ type: 'logout.confirm' });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.context.serverFailed).toBe(false);
    expect(calls()).toBe(1);
  });

  it('a failed server call still ends signed out (READINGS #6: the token is forgotten anyway)', async () => {
    const { actor } = run(async () => {
      throw new Error('network');
    });
    actor.send({ type: 'logout.request' });
    actor.send({ type: 'logout.confirm' });
    expect((await waitFor(actor, (s) => s.status === 'done')).context.serverFailed).toBe(true);
  });
});

describe('logout machine: generated paths', () => {
  const events = [{ type: 'logout.request' }, { type: 'logout.confirm' }, { type: 'logout.cancel' }, doneEvent('logout'), errorEvent('logout', new Error('x'))] as EventObject[];
  const paths = getShortestPaths(logoutMachine, { events: events as never });

  it('reaches every state, and done only through confirming and loggingOut', () => {
    expect([...new Set(paths.map((p) => String(p.state.value)))].sort()).toEqual(['confirming', 'done', 'idle', 'loggingOut']);
    for (const p of paths.filter((x) => x.state.value === 'done')) {
      const values = p.steps.map((s) => s.state.value);
      expect(values.indexOf('confirming')).toBeLessThan(values.indexOf('loggingOut'));
    }
  });

  it('every path replays on a live actor', async () => {
    for (const path of paths) {
      const snapshots = await replayPath(logoutMachine, ['logout'], path.steps);
      expect(snapshots.map((s) => s.value)).toEqual(path.steps.map((s) => s.state.value));
    }
  });
});
