/**
 * Logout (§2.10, §4; READINGS #6): idle → confirming → loggingOut (the loader shows; the
 * injected `logout` actor calls DELETE /wps/session/logout and clears the session but the
 * merchant) → done (go to /). Cancel returns to idle. A failed call still ends in done: the
 * browser forgets the token either way and the server expires it.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface LogoutContext {
  /** True when the server call failed (the browser signed out anyway). */
  serverFailed: boolean;
}

export type LogoutEvent = { type: 'logout.request' } | { type: 'logout.confirm' } | { type: 'logout.cancel' };

export const logoutMachine = setup({
  types: { context: {} as LogoutContext, events: {} as LogoutEvent },
  actors: {
    logout: fromPromise<undefined>(async () => {
      throw new Error('logout is not provided');
    }),
  },
}).createMachine({
  id: 'logout',
  context: { serverFailed: false },
  initial: 'idle',
  states: {
    idle: { on: { 'logout.request': 'confirming' } },
    confirming: { on: { 'logout.confirm': 'loggingOut', 'logout.cancel': 'idle' } },
    loggingOut: {
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'done',
        onError: { target: 'done', actions: assign({ serverFailed: true }) },
      },
    },
    done: { type: 'final' },
  },
});
