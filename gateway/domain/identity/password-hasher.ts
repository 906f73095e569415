/**
 * argon2id password hashes (@node-rs/argon2; OWASP's m = 19 MiB, t = 2, p = 1), run through a
 * semaphore so a burst of logins queues instead of starving the event loop and the thread pool,
 * and a dummy hash that unknown accounts are checked against, so "no such user" costs the same
 * time as "wrong password" (no enumeration by timing). Passwords are NFC-normalised first.
 */
import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './secure-tokens';
import { createSemaphore, type Semaphore } from '../semaphore';

// algorithm 2 is Algorithm.Argon2id, a const enum that verbatimModuleSyntax cannot import.
export const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False for a wrong password or a malformed hash; never throws for those. */
  verify(stored: string, password: string): Promise<boolean>;
  /** Spends the time of one verify, for an account that does not exist. */
  verifyDummy(password: string): Promise<void>;
  readonly semaphore: Semaphore;
}

export interface PasswordHasherOptions {
  /** Hashes running at once (default: the cores available). */
  concurrency?: number;
  /** Hashes waiting before new ones are refused with SemaphoreFull (default 500). */
  maxQueue?: number;
}

const normalise = (password: string) => password.normalize('NFC');

export function createPasswordHasher(options: PasswordHasherOptions = {}): PasswordHasher {
  const semaphore = createSemaphore(Math.max(1, options.concurrency ?? availableParallelism()), options.maxQueue ?? 500);
  let dummy: Promise<string> | null = null;
  const dummyHash = () => (dummy ??= hash(randomToken(), argon2Options));
  const check = async (stored: string, password: string) => {
    try {
      return await verify(stored, normalise(password));
    } catch {
      return false;
    }
  };
  return {
    semaphore,
    hash: (password) => semaphore.run(() => hash(normalise(password), argon2Options)),
    verify: (stored, password) => semaphore.run(() => check(stored, password)),
    async verifyDummy(password) {
      const stored = await dummyHash();
      await semaphore.run(() => check(stored, password));
    },
  };
}
