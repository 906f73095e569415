/**
 * Seals a payload exactly as the browser does (WebCrypto, schemas/sealed-payload.ts), for tests:
 *
 *   const body = await sealPayload(permission.info.sealKey, { type: 'username', username, password });
 *
 * `overrides` changes the envelope after sealing (a stale ts, a foreign kid …); `inner` changes
 * the plaintext's ts/nonce (to test the binding).
 */
import { webcrypto } from 'node:crypto';
import type { SealedPayload, SealPublicKey } from '../../schemas/sealed-payload';

const subtle = webcrypto.subtle;

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  return Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64url');
}

export interface SealOptions {
  ts?: number;
  nonce?: string;
  inner?: { ts?: unknown; nonce?: unknown };
}

export async function sealPayload(
  key: Pick<SealPublicKey, 'kid' | 'spki'>,
  fields: object,
  options: SealOptions = {},
): Promise<SealedPayload> {
  const ts = options.ts ?? Date.now();
  const nonce = options.nonce ?? base64url(webcrypto.getRandomValues(new Uint8Array(16)));
  const publicKey = await subtle.importKey(
    'spki',
    Buffer.from(key.spki, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['wrapKey'],
  );
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = webcrypto.getRandomValues(new Uint8Array(12));
  const plaintext = JSON.stringify({ ...fields, ts, nonce, ...options.inner });
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(plaintext));
  const wrappedKey = await subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' });
  return { kid: key.kid, wrappedKey: base64url(wrappedKey), iv: base64url(iv), ciphertext: base64url(ciphertext), ts, nonce };
}
