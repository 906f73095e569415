/**
 * One-time codes sent by SMS or e-mail (issue 4 "SMS and e-mail codes"): 6 random digits kept as
 * a MAC, valid 10 minutes, single use, bound to a purpose and a target, dead after 5 wrong
 * answers; per target at least 60 s between sends and at most 5 an hour, beyond which the §8
 * "too many requests" refusal carries the true seconds to wait: until the oldest send of the hour
 * leaves it (issue 16; §8's "5 minutes" is the message, not the window).
 */
import { randomUUID } from 'node:crypto';
import type { Channel, CodePurpose } from '../../db/identity/identity-tables';
import type { VerificationCodeRepository } from '../../db/identity/verification-code-repository';
import type { IdentityPolicy } from './identity-policy';
import { Refusal } from '../refusal';
import type { SecretBox } from '../secret-box';
import { randomDigits, sameHex } from './secure-tokens';

export type CodeCheck = 'ok' | 'invalid' | 'expired';

export interface CodeService {
  /** Refuses with SMS_TOO_MANY_REQUESTS when the target may not get another code yet. */
  assertCanSend(merchant: string, target: string): Promise<void>;
  /** Creates a code, has `deliver` send it, and returns it (tests never see it: only the outbox does). */
  issue(args: { merchant: string; purpose: CodePurpose; channel: Channel; target: string; deliver: (code: string) => Promise<void> }): Promise<void>;
  check(merchant: string, purpose: CodePurpose, target: string, code: string): Promise<CodeCheck>;
  /** Whether the newest unused code for this purpose and target can still be entered. */
  hasLive(merchant: string, purpose: CodePurpose, target: string): Promise<boolean>;
}

const hourMs = 3_600_000;

export function createCodeService(codes: VerificationCodeRepository, box: SecretBox, policy: IdentityPolicy, now: () => number): CodeService {
  const macOf = (id: string, code: string) => box.mac(`code:${id}:${code}`);
  return {
    async assertCanSend(merchant, target) {
      const t = now();
      const since = new Date(t - hourMs);
      const { count, last } = await codes.sends(merchant, target, since);
      const spacing = last ? last.getTime() + policy.sendIntervalMs - t : 0;
      if (count >= policy.sendMaxPerHour) {
        // The truth, not §8's "5 minutes": another send is allowed once enough of the hour's sends
        // have left it (the oldest one, when the cap is just reached), or the spacing, if later.
        const freeing = await codes.sendAt(merchant, target, since, count - policy.sendMaxPerHour);
        const wait = Math.max(freeing ? freeing.getTime() + hourMs - t : hourMs, spacing);
        throw new Refusal(429, 'SMS_TOO_MANY_REQUESTS', { retryAfterSeconds: Math.max(1, Math.ceil(wait / 1000)) });
      }
      if (spacing > 0) throw new Refusal(429, 'SMS_TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(spacing / 1000) });
    },
    async issue({ merchant, purpose, channel, target, deliver }) {
      const id = randomUUID();
      const code = randomDigits(6);
      await codes.insert({ id, merchant, purpose, channel, target, codeHash: macOf(id, code), createdAt: new Date(now()), expiresAt: new Date(now() + policy.codeTtlMs) });
      await deliver(code);
    },
    async check(merchant, purpose, target, code) {
      const found = await codes.latest(merchant, purpose, target);
      if (!found || found.attempts >= policy.codeMaxAttempts) return 'invalid';
      if (found.expiresAt.getTime() <= now()) return 'expired';
      if (!sameHex(found.codeHash, macOf(found.id, code))) {
        await codes.addAttempt(found.id);
        return 'invalid';
      }
      return (await codes.consume(found.id, new Date(now()))) ? 'ok' : 'invalid';
    },
    async hasLive(merchant, purpose, target) {
      const found = await codes.latest(merchant, purpose, target);
      return !!found && found.attempts < policy.codeMaxAttempts && found.expiresAt.getTime() > now();
    },
  };
}
