import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { sealMaxAgeMs } from '../../schemas/sealed-payload';
import { demoPassword } from '../db/identity/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { identityClient } from '../test-support/identity-client';
import { sealPayload } from '../test-support/seal-payload';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const fields = { type: 'username', username: 'player01', password: demoPassword };

/** Flips one base64url character in the middle of a field. */
function flip(text: string): string {
  const i = Math.floor(text.length / 2);
  return `${text.slice(0, i)}${text[i] === 'A' ? 'B' : 'A'}${text.slice(i + 1)}`;
}

describeEachDatabase('sealed bodies', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  const sessions = async () => Number((await sql<{ n: number }>`select count(*)::int as n from sessions`.execute(gw.database.db)).rows[0]?.n);

  it('the permission answer publishes the seal key; a sealed login opens', async () => {
    const c = identityClient(gw.app, 'aurora');
    const key = await c.sealKey();
    expect(key.alg).toBe('RSA-OAEP-256+A256GCM');
    expect(Buffer.from(key.spki, 'base64').length).toBeGreaterThan(390);
    expect((await c.login(fields)).res.statusCode).toBe(200);
  });

  it('refuses tampered, replayed, stale, foreign-key, rebound and unsealed bodies with 400 and a code; no session', async () => {
    const c = identityClient(gw.app, 'aurora');
    const key = await c.sealKey();
    const before = await sessions();
    const post = (payload: object) => c.call('POST', apiPaths.login, payload);
    const good = await sealPayload(key, fields);
    const cases: [string, object, string][] = [
      ['ciphertext flipped', { ...good, ciphertext: flip(good.ciphertext) }, 'SEAL_INVALID'],
      ['wrapped key flipped', { ...(await sealPayload(key, fields)), wrappedKey: flip(good.wrappedKey) }, 'SEAL_INVALID'],
      ['iv changed', { ...(await sealPayload(key, fields)), iv: flip(good.iv) }, 'SEAL_INVALID'],
      ['stale', await sealPayload(key, fields, { ts: Date.now() - sealMaxAgeMs - 1000 }), 'SEAL_STALE'],
      ['from the future', await sealPayload(key, fields, { ts: Date.now() + sealMaxAgeMs + 1000 }), 'SEAL_STALE'],
      ['unknown key id', { ...(await sealPayload(key, fields)), kid: 'old-key' }, 'SEAL_KEY_UNKNOWN'],
      ['inner ts differs', await sealPayload(key, fields, { inner: { ts: 1 } }), 'SEAL_INVALID'],
      ['inner nonce differs', await sealPayload(key, fields, { inner: { nonce: 'x'.repeat(22) } }), 'SEAL_INVALID'],
      ['plain JSON', fields, 'VALIDATION_FAILED'],
      ['envelope field of the wrong type', { ...(await sealPayload(key, fields)), ts: String(Date.now()) }, 'VALIDATION_FAILED'],
      ['extra envelope field', { ...(await sealPayload(key, fields)), password: 'x' }, 'VALIDATION_FAILED'],
    ];
    for (const [name, payload, code] of cases) {
      const r = await post(payload);
      expect(r.res.statusCode, name).toBe(400);
      expect(r.body.code, name).toBe(code);
    }
    expect(await sessions()).toBe(before);
    // A tampered copy did not use up the genuine payload's nonce; the genuine one works once.
    expect((await post(good)).res.statusCode).toBe(200);
    const replay = await post(good);
    expect(replay.res.statusCode).toBe(400);
    expect(replay.body.code).toBe('SEAL_REPLAYED');
    expect(await sessions()).toBe(before + 1);
  });

  it('validates the plaintext strictly: unknown fields and wrong types are 400 with field problems', async () => {
    const c = identityClient(gw.app, 'aurora');
    for (const bad of [{ ...fields, admin: true }, { ...fields, password: 123456 }, { ...fields, remember: 'yes' }, { type: 'email' }, { 0: fields }]) {
      const r = await c.login(bad as object);
      expect(r.res.statusCode).toBe(400);
      expect(r.body.code).toBe('VALIDATION_FAILED');
      expect(r.body.value).toEqual([expect.objectContaining({ reason: expect.any(String) })]);
    }
  });
});
