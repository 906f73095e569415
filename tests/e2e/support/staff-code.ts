/**
 * Authenticator codes for staff sign-ins in the browser tests. The gateway accepts each time step
 * of a staff member's authenticator once (replay protection, decision 040) and only steps within
 * ±1 of now; several specs sign the demo owner in one after the other (and workers in parallel),
 * so a plain `generate()` would hand two sign-ins the same step and the second would be refused.
 * This hands out strictly increasing steps per secret across every worker process (a lock file
 * under test-results/), waiting for the clock when the next step is not yet acceptable.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';

const stepSeconds = 30;
const dir = path.resolve('test-results', 'staff-codes');

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

async function withLock<T>(name: string, run: () => Promise<T>): Promise<T> {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, `${name}.lock`);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch {
      // A lock older than two minutes was left by a killed worker.
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) fs.rmSync(lock, { force: true });
      if (Date.now() > deadline) throw new Error(`staff code lock ${lock} held for 2 minutes`);
      await sleep(100);
    }
  }
  try {
    return await run();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** A code of `secret` for a time step no earlier sign-in of this run has used. */
export async function freshStaffCode(secret: string): Promise<string> {
  const name = secret.slice(0, 12);
  return withLock(name, async () => {
    const file = path.join(dir, `${name}.last`);
    const last = Number(fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '0') || 0;
    for (;;) {
      const now = Math.floor(Date.now() / 1000 / stepSeconds);
      const step = Math.max(last + 1, now);
      // The gateway accepts now - 1 .. now + 1.
      if (step <= now + 1) {
        fs.writeFileSync(file, String(step));
        return generate({ secret, epoch: step * stepSeconds });
      }
      await sleep(500);
    }
  });
}
