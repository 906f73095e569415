/**
 * Solves an ALTCHA v2 challenge (altcha-lib, PBKDF2 with WebCrypto) off the main thread, so the
 * register form stays responsive while it works (docs/decisions/019). One message in (the
 * challenge), one out ({ solution } or { error }).
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { Challenge, Solution } from 'altcha-lib/types';

interface WorkerScope {
  onmessage: ((event: MessageEvent<Challenge>) => void) | null;
  postMessage: (message: { solution: Solution | null } | { error: string }) => void;
}

const scope = globalThis as unknown as WorkerScope;
scope.onmessage = (event) => {
  solveChallenge({ challenge: event.data, deriveKey }).then(
    (solution) => scope.postMessage({ solution }),
    (error: unknown) => scope.postMessage({ error: String(error) }),
  );
};
