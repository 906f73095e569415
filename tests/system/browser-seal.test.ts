/**
 * The browser's sealing (src/api/seal.ts, WebCrypto) against the gateway's opener: what the
 * browser seals opens to the same fields, exactly once, and only under the key it was sealed for.
 */
import { describe, expect, it } from 'vitest';
import { sealPayload } from '../../src/api/seal';
import { testGatewayKeys } from '../../gateway/test-support/test-keys';
import { createSealOpener, type NonceClaimer } from '../../gateway/domain/sealed-payload';
import { generateSealKeyPem, sealKeyFromPem } from '../../gateway/domain/gateway-keys';

function memoryNonces(): NonceClaimer {
  const seen = new Set<string>();
  return {
    claim: (nonce) => {
      if (seen.has(nonce)) return Promise.resolve(false);
      seen.add(nonce);
      return Promise.resolve(true);
    },
  };
}

describe('browser sealing', () => {
  it('opens to the fields it sealed, with unicode intact, once', async () => {
    const { seal } = await testGatewayKeys();
    const open = createSealOpener(seal, memoryNonces());
    const fields = { username: 'player01', password: 'pässwörd ✓ 密码' };
    const body = await sealPayload(seal.public, fields);
    expect(await open(body)).toEqual({ ok: true, value: fields });
    expect(await open(body)).toEqual({ ok: false, code: 'SEAL_REPLAYED' });
  });

  it('uses a fresh IV and nonce every time', async () => {
    const { seal } = await testGatewayKeys();
    const a = await sealPayload(seal.public, { x: 1 });
    const b = await sealPayload(seal.public, { x: 1 });
    expect(a.iv).not.toBe(b.iv);
    expect(a.nonce).not.toBe(b.nonce);
    expect(a.ciphertext).not.toBe(b.ciphertext);
  });

  it('cannot be opened by another key with the same id', async () => {
    const { seal } = await testGatewayKeys();
    const other = sealKeyFromPem(await generateSealKeyPem());
    const body = await sealPayload(seal.public, { x: 1 });
    const open = createSealOpener({ ...other, public: { ...other.public, kid: seal.public.kid } }, memoryNonces());
    expect(await open(body)).toEqual({ ok: false, code: 'SEAL_INVALID' });
  });
});
