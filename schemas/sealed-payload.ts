/**
 * Sealed payloads (§7 "Encrypted payloads"; READINGS #8: defence in depth on top of HTTPS).
 * The browser seals the JSON body of login, register, mobile register, change password,
 * password set by phone, redeem point and convert point with WebCrypto:
 *
 *   1. plaintext = JSON.stringify({ ...fields, ts, nonce })   (ts and nonce as in the envelope)
 *   2. key = a fresh AES-256-GCM key; iv = 12 random bytes (96 bits)
 *   3. ciphertext = AES-GCM(key, iv, utf8(plaintext))           (the 16-byte tag appended, as WebCrypto does)
 *   4. wrappedKey = RSA-OAEP(SHA-256)(raw key) with the gateway's public key from the permission
 *      answer (info.sealKey: { kid, spki }, SPKI DER in base64)
 *   5. body = { kid, wrappedKey, iv, ciphertext, ts, nonce }   (binary fields base64url, no padding)
 *
 * The gateway refuses (400, never 5xx): an unknown kid (SEAL_KEY_UNKNOWN: fetch the permission
 * answer again and reseal), ts more than 5 minutes from its clock (SEAL_STALE), anything that
 * does not decrypt or whose inner ts/nonce differ from the envelope's (SEAL_INVALID), and a
 * nonce it has already opened (SEAL_REPLAYED). Pure types and schema; no I/O.
 */

export interface SealedPayload {
  /** Key id from info.sealKey.kid. */
  kid: string;
  /** RSA-OAEP-256 wrapped AES-256 key, base64url. */
  wrappedKey: string;
  /** 12-byte AES-GCM IV, base64url. */
  iv: string;
  /** AES-GCM ciphertext with its 16-byte tag, base64url. */
  ciphertext: string;
  /** Milliseconds since the epoch when sealed; also inside the plaintext. */
  ts: number;
  /** 16–32 random bytes, base64url; single use; also inside the plaintext. */
  nonce: string;
}

/** The public half the permission answer carries (info.sealKey). */
export interface SealPublicKey {
  kid: string;
  /** SubjectPublicKeyInfo DER, base64 (standard alphabet, padded): importKey('spki', …). */
  spki: string;
  /** Always RSA-OAEP-256 with AES-256-GCM. */
  alg: 'RSA-OAEP-256+A256GCM';
}

/** How far ts may be from the gateway's clock, either way. */
export const sealMaxAgeMs = 5 * 60 * 1000;

const b64url = (min: number, max: number) =>
  ({ type: 'string', pattern: `^[A-Za-z0-9_-]{${min},${max}}$` }) as const;

/** JSON Schema of a sealed body (draft-07; the gateway validates every sealed call with it). */
export const sealedPayloadSchema = {
  $id: 'SealedPayload',
  type: 'object',
  required: ['kid', 'wrappedKey', 'iv', 'ciphertext', 'ts', 'nonce'],
  additionalProperties: false,
  description: 'A body sealed with the gateway key (schemas/sealed-payload.ts); the plaintext fields are listed in the route description.',
  properties: {
    kid: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
    // 3072–4096-bit RSA: 384–512 bytes -> 512–683 base64url characters.
    wrappedKey: b64url(340, 700),
    iv: b64url(16, 16),
    // At least the tag; at most ~16 KiB of plaintext.
    ciphertext: b64url(22, 22000),
    ts: { type: 'integer', minimum: 0, maximum: 8640000000000000 },
    nonce: b64url(22, 43),
  },
} as const;
