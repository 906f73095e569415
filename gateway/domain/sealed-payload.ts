/**
 * Opens sealed payloads (schemas/sealed-payload.ts): checks the key id and the clock first
 * (cheap), then unwraps the AES key with RSA-OAEP-256, decrypts with AES-256-GCM, requires the
 * inner ts/nonce to equal the envelope's, and only then claims the nonce, so garbage cannot
 * fill the nonce table. Every failure is a refusal code for a 400, never an exception.
 */
import { constants, createDecipheriv, privateDecrypt } from 'node:crypto';
import { sealMaxAgeMs, type SealedPayload } from '../../schemas/sealed-payload';
import type { SealKey } from './gateway-keys';

export type SealRefusal = 'SEAL_KEY_UNKNOWN' | 'SEAL_STALE' | 'SEAL_INVALID' | 'SEAL_REPLAYED';

export type OpenResult = { ok: true; value: Record<string, unknown> } | { ok: false; code: SealRefusal };

export interface NonceClaimer {
  claim(nonce: string, expiresAt: Date): Promise<boolean>;
}

export type SealOpener = (payload: SealedPayload) => Promise<OpenResult>;

function decrypt(key: SealKey, payload: SealedPayload): string | null {
  try {
    const aesKey = privateDecrypt(
      { key: key.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(payload.wrappedKey, 'base64url'),
    );
    const iv = Buffer.from(payload.iv, 'base64url');
    const body = Buffer.from(payload.ciphertext, 'base64url');
    if (aesKey.length !== 32 || iv.length !== 12 || body.length < 16) return null;
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
    decipher.setAuthTag(body.subarray(body.length - 16));
    const plain = Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]);
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    return null;
  }
}

function parseObject(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function createSealOpener(key: SealKey, nonces: NonceClaimer, now: () => number = Date.now): SealOpener {
  return async (payload) => {
    if (payload.kid !== key.public.kid) return { ok: false, code: 'SEAL_KEY_UNKNOWN' };
    const t = now();
    if (Math.abs(t - payload.ts) > sealMaxAgeMs) return { ok: false, code: 'SEAL_STALE' };
    const text = decrypt(key, payload);
    const value = text === null ? null : parseObject(text);
    if (!value || value.ts !== payload.ts || value.nonce !== payload.nonce) return { ok: false, code: 'SEAL_INVALID' };
    // Kept until the payload could no longer pass the clock check anyway.
    const fresh = await nonces.claim(payload.nonce, new Date(payload.ts + sealMaxAgeMs + 60_000));
    if (!fresh) return { ok: false, code: 'SEAL_REPLAYED' };
    const { ts: _ts, nonce: _nonce, ...fields } = value;
    return { ok: true, value: fields };
  };
}
