/**
 * The gateway's keys (docs/decisions/011-identity-gateway.md):
 * - seal key: RSA-OAEP-256 (3072 bits) opening sealed payloads; its public half is in the
 *   permission answer. From PORTICO_RSA_PRIVATE_KEY_FILE, else generated at first start into
 *   DATA_DIR/keys/seal-rsa.pem (PGlite deployments), or into the gateway_keys table when the
 *   store is the database (PostgreSQL: every instance shares it).
 * - data key: 32 bytes for encryption at rest and code HMACs. From PORTICO_DATA_KEY_FILE, else
 *   generated into DATA_DIR/keys/data.key; never in the database. Without either (in-memory
 *   tests) it is random per process, and sealed secrets do not survive a restart.
 * Nothing here is ever read from the repository.
 */
import { createHash, createPrivateKey, createPublicKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { SealPublicKey } from '../../schemas/sealed-payload';
import type { Db } from '../db/database';
import { withIdentityTables } from '../db/identity/identity-tables';
import { dataKeyBytes } from './secret-box';

export interface SealKey {
  privateKey: KeyObject;
  public: SealPublicKey;
}

export interface GatewayKeys {
  seal: SealKey;
  dataKey: Uint8Array;
}

export interface KeySources {
  sealKeyFile?: string | null;
  dataKeyFile?: string | null;
  /** Folder for generated key files (DATA_DIR/keys); null: none (in memory). */
  keysDir?: string | null;
  /** Where a generated seal key lives when there is no file: 'file' (keysDir) or 'database'. */
  sealKeyStore?: 'file' | 'database';
}

export interface KeyLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export const sealKeyBits = 3072;
const sealKeyName = 'seal-rsa';

export async function generateSealKeyPem(): Promise<string> {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: sealKeyBits });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
}

/** Parses a PEM private key; refuses anything but RSA of at least 3072 bits. */
export function sealKeyFromPem(pem: string): SealKey {
  const privateKey = createPrivateKey(pem);
  const bits = privateKey.asymmetricKeyDetails?.modulusLength ?? 0;
  if (privateKey.asymmetricKeyType !== 'rsa' || bits < sealKeyBits) {
    throw new Error(`the seal key must be an RSA key of at least ${sealKeyBits} bits`);
  }
  const der = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  const kid = createHash('sha256').update(der).digest('base64url').slice(0, 16);
  return { privateKey, public: { kid, spki: der.toString('base64'), alg: 'RSA-OAEP-256+A256GCM' } };
}

/** Reads a file, or writes `make()` to it first when absent (0600; the first writer wins). */
async function readOrCreate(file: string, make: () => Promise<string | Buffer>): Promise<{ data: Buffer; created: boolean }> {
  try {
    return { data: await fs.readFile(file), created: false };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await fs.writeFile(file, await make(), { flag: 'wx', mode: 0o600 });
    return { data: await fs.readFile(file), created: true };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { data: await fs.readFile(file), created: false };
  }
}

async function sealKeyFromDatabase(db: Db): Promise<{ pem: string; created: boolean }> {
  const idb = withIdentityTables(db);
  const read = () => idb.selectFrom('gateway_keys').select('pem').where('name', '=', sealKeyName).executeTakeFirst();
  const found = await read();
  if (found) return { pem: found.pem, created: false };
  const pem = await generateSealKeyPem();
  const inserted = await idb
    .insertInto('gateway_keys')
    .values({ name: sealKeyName, pem })
    .onConflict((oc) => oc.column('name').doNothing())
    .returning('name')
    .executeTakeFirst();
  const row = await read();
  if (!row) throw new Error('seal key row vanished');
  return { pem: row.pem, created: inserted !== undefined };
}

async function resolveSealKey(db: Db, sources: KeySources, log: KeyLog): Promise<SealKey> {
  if (sources.sealKeyFile) return sealKeyFromPem(await fs.readFile(sources.sealKeyFile, 'utf8'));
  if ((sources.sealKeyStore ?? 'file') === 'file' && sources.keysDir) {
    const file = path.join(sources.keysDir, `${sealKeyName}.pem`);
    const { data, created } = await readOrCreate(file, generateSealKeyPem);
    if (created) log.info({ file }, 'seal key generated');
    return sealKeyFromPem(data.toString('utf8'));
  }
  const { pem, created } = await sealKeyFromDatabase(db);
  if (created) log.info({ table: 'gateway_keys' }, 'seal key generated');
  return sealKeyFromPem(pem);
}

/** A key file holds 32 raw bytes, 64 hex digits or 44 base64 characters. */
export function parseDataKey(data: Buffer): Uint8Array {
  if (data.length === dataKeyBytes) return new Uint8Array(data);
  const text = data.toString('utf8').trim();
  const key = /^[0-9a-fA-F]{64}$/.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
  if (key.length !== dataKeyBytes) throw new Error('the data key file must hold 32 bytes (raw, 64 hex digits or base64)');
  return new Uint8Array(key);
}

async function resolveDataKey(sources: KeySources, log: KeyLog): Promise<Uint8Array> {
  if (sources.dataKeyFile) return parseDataKey(await fs.readFile(sources.dataKeyFile));
  if (sources.keysDir) {
    const file = path.join(sources.keysDir, 'data.key');
    const { data, created } = await readOrCreate(file, async () => randomBytes(dataKeyBytes).toString('hex'));
    if (created) log.info({ file }, 'data key generated');
    if (sources.sealKeyStore === 'database') {
      log.warn({ file }, 'data key is local to this instance: set PORTICO_DATA_KEY_FILE to the same key on every instance');
    }
    return parseDataKey(data);
  }
  log.warn({}, 'no data key configured: a random one is used until the process exits');
  return new Uint8Array(randomBytes(dataKeyBytes));
}

export async function resolveGatewayKeys(db: Db, sources: KeySources, log: KeyLog): Promise<GatewayKeys> {
  const [seal, dataKey] = await Promise.all([resolveSealKey(db, sources, log), resolveDataKey(sources, log)]);
  return { seal, dataKey };
}
