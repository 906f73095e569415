/**
 * The proof of work of a register form without the image captcha (docs/decisions/018, 019): a
 * challenge from the gateway, solved in a Web Worker (on the main thread, in WebCrypto's
 * asynchronous steps, where workers are unavailable), then sent as
 * base64(JSON({ challenge, solution })). The gateway uses a proof up on every register attempt,
 * so `renew()` starts a fresh one; `proof()` waits for the current one. A tiny external store
 * (subscribe / snapshot) for the widget.
 */
import type { Challenge, Solution } from 'altcha-lib/types';

export type ProofStatus = 'solving' | 'ready' | 'failed';

export interface ProofOfWorkStore {
  status(): ProofStatus;
  subscribe(listener: () => void): () => void;
  /** The payload of the current proof (waits while it is solved; a failed one is tried again). */
  proof(): Promise<string>;
  /** Drops the current proof and starts a new one. */
  renew(): void;
  dispose(): void;
}

export interface ProofOfWorkDeps {
  fetchChallenge: () => Promise<Challenge>;
  solve?: (challenge: Challenge) => Promise<Solution | null>;
}

/** Pure: the payload the gateway reads. */
export function proofPayload(challenge: Challenge, solution: Solution): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

async function solveOnMainThread(challenge: Challenge): Promise<Solution | null> {
  const [{ solveChallenge }, { deriveKey }] = await Promise.all([
    import('altcha-lib'),
    import('altcha-lib/algorithms/web/pbkdf2'),
  ]);
  return solveChallenge({ challenge, deriveKey });
}

function solveInWorker(challenge: Challenge): Promise<Solution | null> {
  if (typeof Worker === 'undefined') return solveOnMainThread(challenge);
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./proof-of-work.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      solveOnMainThread(challenge).then(resolve, reject);
      return;
    }
    worker.onmessage = (event: MessageEvent<{ solution?: Solution | null; error?: string }>) => {
      worker.terminate();
      if (event.data.error !== undefined) reject(new Error(event.data.error));
      else resolve(event.data.solution ?? null);
    };
    worker.onerror = () => {
      worker.terminate();
      // A worker that cannot start (old browser, blocked): the same work on this thread.
      solveOnMainThread(challenge).then(resolve, reject);
    };
    worker.postMessage(challenge);
  });
}

export function createProofOfWorkStore(deps: ProofOfWorkDeps): ProofOfWorkStore {
  const solve = deps.solve ?? solveInWorker;
  const listeners = new Set<() => void>();
  let status: ProofStatus = 'solving';
  let current: Promise<string> | null = null;
  let generation = 0;
  const publish = (next: ProofStatus, of: number): void => {
    if (of !== generation) return;
    status = next;
    for (const l of listeners) l();
  };
  const start = (): Promise<string> => {
    generation += 1;
    const mine = generation;
    publish('solving', mine);
    const run = (async () => {
      const challenge = await deps.fetchChallenge();
      const solution = await solve(challenge);
      if (!solution) throw new Error('the challenge was not solved');
      return proofPayload(challenge, solution);
    })();
    run.then(
      () => publish('ready', mine),
      () => publish('failed', mine),
    );
    current = run;
    return run;
  };
  return {
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    proof() {
      if (!current || status === 'failed') return start();
      return current;
    },
    renew() {
      start().catch(() => undefined);
    },
    dispose() {
      // Work under way is dropped; renew() starts afresh (a remounted form).
      generation += 1;
      current = null;
    },
  };
}
