/**
 * Proof of work for registration (ALTCHA v2, altcha-lib 2.8.0) where the merchant's captcha
 * rule is off (docs/decisions/018-registration.md). A challenge is signed with secrets derived
 * from the data key (every instance sharing the key verifies it), bound to the merchant, valid
 * 10 minutes, and usable once: its nonce is claimed in sealed_nonces after it verified.
 * PBKDF2/SHA-256 with 1,000 iterations per try and a secret counter of 500–2,000 tries: about a
 * quarter of a second in a browser's WebCrypto, one derivation to verify.
 */
import { createHash } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Payload } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Db } from '../../db/database';
import { createSealedNonceRepository } from '../../db/sealed-nonce-repository';
import type { SecretBox } from '../secret-box';

export const proofOfWorkPolicy = {
  algorithm: 'PBKDF2/SHA-256',
  cost: 1_000,
  counterMin: 500,
  counterMax: 2_000,
  ttlMs: 10 * 60_000,
} as const;

export type ProofCheck = 'ok' | 'invalid' | 'expired' | 'replayed';

export interface ProofOfWork {
  challenge(merchant: string): Promise<Challenge>;
  /** Checks a base64 ALTCHA payload ({ challenge, solution }) and uses it up. */
  verify(merchant: string, payload: string): Promise<ProofCheck>;
}

function decode(payload: string): Payload | null {
  try {
    const parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as Partial<Payload>;
    const ok =
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof parsed.challenge?.parameters === 'object' &&
      typeof parsed.solution === 'object';
    return ok ? (parsed as Payload) : null;
  } catch {
    return null;
  }
}

export function createProofOfWork(db: Db, box: SecretBox, now: () => number = Date.now): ProofOfWork {
  const signature = box.mac('portico altcha challenge signature v1');
  const keySignature = box.mac('portico altcha key signature v1');
  const nonces = createSealedNonceRepository(db, now);
  return {
    challenge: (merchant) =>
      createChallenge({
        algorithm: proofOfWorkPolicy.algorithm,
        cost: proofOfWorkPolicy.cost,
        counter: randomInt(proofOfWorkPolicy.counterMin, proofOfWorkPolicy.counterMax),
        deriveKey,
        data: { merchant },
        expiresAt: new Date(now() + proofOfWorkPolicy.ttlMs),
        hmacSignatureSecret: signature,
        hmacKeySignatureSecret: keySignature,
      }),
    async verify(merchant, text) {
      const payload = decode(text);
      const params = payload?.challenge.parameters;
      if (
        !payload ||
        !params ||
        params.data?.merchant !== merchant ||
        params.algorithm !== proofOfWorkPolicy.algorithm
      )
        return 'invalid';
      if (typeof params.expiresAt !== 'number' || params.expiresAt * 1000 < now()) return 'expired';
      let result;
      try {
        result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: signature,
          hmacKeySignatureSecret: keySignature,
        });
      } catch {
        return 'invalid';
      }
      if (result.expired) return 'expired';
      if (!result.verified) return 'invalid';
      const nonce = `pow-${createHash('sha256').update(`${params.nonce}.${params.salt}`).digest('hex').slice(0, 48)}`;
      return (await nonces.claim(nonce, new Date(params.expiresAt * 1000 + 60_000))) ? 'ok' : 'replayed';
    },
  };
}
