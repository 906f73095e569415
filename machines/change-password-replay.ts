/**
 * Test support for the password and logout machines' generated-path tests: a path from
 * @xstate/graph mixes user events with the done/error events of invoked actors
 * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`). `replayPath` drives a REAL actor along
 * it: user events are sent, and each actor event settles the promise the running actor is
 * waiting on, so the machine's own invoke/onDone wiring is exercised, not bypassed.
 */
import { createActor, fromPromise, waitFor, type AnyStateMachine, type EventObject } from 'xstate';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

export const doneEvent = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
export const errorEvent = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as EventObject;

/** Actors that wait until the test settles them, one per invoke id. */
export function controlledActors(ids: readonly string[]) {
  const pending = new Map<string, Pending>();
  const inputs = new Map<string, unknown>();
  const actors = Object.fromEntries(
    ids.map((id) => [
      id,
      fromPromise(({ input }) => {
        inputs.set(id, input);
        return new Promise((resolve, reject) => pending.set(id, { resolve, reject }));
      }),
    ]),
  );
  return { actors, pending, inputs };
}

/** Sends every step of the path to a fresh actor and returns the snapshots after each step. */
export async function replayPath(machine: AnyStateMachine, ids: readonly string[], steps: readonly { event: EventObject }[], input?: unknown) {
  const control = controlledActors(ids);
  // Casting: provide() wants the machine's exact actor types; the controlled ones are compatible at run time.
  const actor = createActor(machine.provide({ actors: control.actors } as never), { input });
  actor.start();
  const snapshots = [];
  for (const { event } of steps) {
    if (event.type === 'xstate.init') {
      snapshots.push(actor.getSnapshot());
      continue;
    }
    const match = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (match) {
      const id = match[2] ?? '';
      const waiting = control.pending.get(id);
      if (!waiting) throw new Error(`no running actor ${id} for ${event.type}`);
      control.pending.delete(id);
      const before = actor.getSnapshot();
      if (match[1] === 'done') waiting.resolve((event as { output?: unknown }).output);
      else waiting.reject((event as { error?: unknown }).error);
      await waitFor(actor, (s) => s !== before);
    } else {
      actor.send(event);
    }
    snapshots.push(actor.getSnapshot());
  }
  actor.stop();
  return snapshots;
}
