/**
 * Seals a request body for the gateway (§7 "Encrypted payloads", schemas/sealed-payload.ts):
 * a fresh AES-256-GCM key and 96-bit IV per call, the key wrapped with the gateway's RSA-OAEP-256
 * public key from the permission answer (info.sealKey). WebCrypto only; nothing is kept.
 * The imported public key is cached per kid (importing SPKI is the slow part).
 */
import type { SealedPayload, SealPublicKey } from '../../schemas/sealed-payload';

const publicKeys = new Map<string, Promise<CryptoKey>>();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function importPublicKey(key: Pick<SealPublicKey, 'kid' | 'spki'>): Promise<CryptoKey> {
  let imported = publicKeys.get(key.kid);
  if (!imported) {
    imported = crypto.subtle.importKey('spki', fromBase64(key.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
      'wrapKey',
    ]);
    // A key that fails to import is not cached, so the next call tries again.
    imported.catch(() => publicKeys.delete(key.kid));
    publicKeys.set(key.kid, imported);
  }
  return imported;
}

/** Seals `fields` (plus ts and nonce, repeated inside) for the key the permission answer names. */
export async function sealPayload(key: Pick<SealPublicKey, 'kid' | 'spki'>, fields: object): Promise<SealedPayload> {
  const ts = Date.now();
  const nonce = base64url(crypto.getRandomValues(new Uint8Array(16)));
  const publicKey = await importPublicKey(key);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plaintext = new TextEncoder().encode(JSON.stringify({ ...fields, ts, nonce }));
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const wrappedKey = await crypto.subtle.wrapKey('raw', aesKey, publicKey, { name: 'RSA-OAEP' });
  return {
    kid: key.kid,
    wrappedKey: base64url(new Uint8Array(wrappedKey)),
    iv: base64url(iv),
    ciphertext: base64url(new Uint8Array(ciphertext)),
    ts,
    nonce,
  };
}
