/**
 * Random tokens and the one-way forms stored for them. Tokens of 256 random bits are kept as
 * SHA-256 (nothing to brute-force); short codes (6 digits, captcha answers, recovery codes) as
 * HMAC-SHA256 under the data key, so a copy of the database alone cannot try all million codes.
 */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes, base64url without padding (32 bytes: 43 characters, 256 bits). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function hmacHex(key: Uint8Array, text: string): string {
  return createHmac('sha256', key).update(text, 'utf8').digest('hex');
}

/** Constant-time comparison of two equal-length hex digests. */
export function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** n random decimal digits (uniform, from the CSPRNG). */
export function randomDigits(n: number): string {
  let out = '';
  for (let i = 0; i < n; i += 1) out += String(randomInt(10));
  return out;
}

/** A token as the browser may send it: base64url, 22–86 characters (128–512 bits). */
export const tokenPattern = '^[A-Za-z0-9_-]{22,86}$';
const tokenRe = new RegExp(tokenPattern);

export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && tokenRe.test(value);
}
