/**
 * Encryption at rest with the data key (AES-256-GCM), for secrets the gateway must read back
 * (authenticator secrets), and the HMAC of short codes under a key derived from it. The data key
 * comes from a file (PORTICO_DATA_KEY_FILE or DATA_DIR/keys/data.key), never from the database,
 * so a database copy alone reveals neither (docs/decisions/011-identity-gateway.md).
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { hmacHex } from './identity/secure-tokens';

export interface SecretBox {
  /** "v1.<iv>.<ciphertext+tag>" (base64url). */
  seal(plaintext: string, context: string): string;
  /** The plaintext, or null when the text was not sealed by this key for this context. */
  open(sealed: string, context: string): string | null;
  /** HMAC-SHA256 hex of a short code or answer (codes, captcha answers, recovery codes). */
  mac(text: string): string;
}

export const dataKeyBytes = 32;

export function createSecretBox(dataKey: Uint8Array): SecretBox {
  if (dataKey.length !== dataKeyBytes) throw new Error('the data key must be 32 bytes');
  const key = Buffer.from(dataKey);
  const macKey = createHmac('sha256', key).update('portico mac key v1').digest();
  return {
    seal(plaintext, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return `v1.${iv.toString('base64url')}.${body.toString('base64url')}`;
    },
    open(sealed, context) {
      const [version, ivText, bodyText] = sealed.split('.');
      if (version !== 'v1' || !ivText || !bodyText) return null;
      const iv = Buffer.from(ivText, 'base64url');
      const body = Buffer.from(bodyText, 'base64url');
      if (iv.length !== 12 || body.length < 17) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(body.subarray(body.length - 16));
        return Buffer.concat([decipher.update(body.subarray(0, body.length - 16)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
    mac: (text) => hmacHex(macKey, text),
  };
}
