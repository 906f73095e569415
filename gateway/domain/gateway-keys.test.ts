import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { migrate } from '../db/migrator';
import { describeEachDatabase } from '../test-support/databases';
import { removeDir, tempDir } from '../test-support/fixtures';
import { parseDataKey, resolveGatewayKeys, sealKeyFromPem } from './gateway-keys';

const log = { info: () => undefined, warn: () => undefined };

describeEachDatabase('gateway keys', (database) => {
  it('generates the seal and data keys into the keys folder once (0600), then reads them back', async () => {
    const dir = await tempDir();
    try {
      const keysDir = path.join(dir, 'keys');
      const a = await resolveGatewayKeys(database().db, { keysDir }, log);
      const b = await resolveGatewayKeys(database().db, { keysDir }, log);
      expect(b.seal.public).toEqual(a.seal.public);
      expect(Buffer.from(b.dataKey)).toEqual(Buffer.from(a.dataKey));
      const stat = await fs.stat(path.join(keysDir, 'seal-rsa.pem'));
      expect(stat.mode & 0o777).toBe(0o600);
      expect(a.seal.privateKey.asymmetricKeyDetails?.modulusLength).toBe(3072);
    } finally {
      await removeDir(dir);
    }
  });

  it('with the database store every instance gets the same seal key', async () => {
    const { db } = database();
    await migrate(db);
    const [a, b] = await Promise.all([
      resolveGatewayKeys(db, { sealKeyStore: 'database' }, log),
      resolveGatewayKeys(db, { sealKeyStore: 'database' }, log),
    ]);
    expect(a.seal.public.kid).toBe(b.seal.public.kid);
  });

  it('reads a configured key file and refuses keys under 3072 bits', async () => {
    const dir = await tempDir();
    try {
      const small = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      expect(() => sealKeyFromPem(small)).toThrow(/3072/);
      const file = path.join(dir, 'seal.pem');
      await fs.writeFile(file, small);
      await expect(resolveGatewayKeys(database().db, { sealKeyFile: file }, log)).rejects.toThrow(/3072/);
      expect(parseDataKey(Buffer.from('ab'.repeat(32))).length).toBe(32);
      expect(() => parseDataKey(Buffer.from('short'))).toThrow();
    } finally {
      await removeDir(dir);
    }
  });
});
