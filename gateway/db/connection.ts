/**
 * Opens the gateway database: embedded PGlite (a data folder, or in memory when none is given)
 * or a PostgreSQL server when a URL is given. Both speak the same SQL through Kysely.
 */
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database, Db } from './database';
import { lockDataFolder } from './data-folder-lock';
import { pgliteDialect } from './pglite-dialect';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  kind: DatabaseKind;
  /** Human-readable target for logs: "pglite memory", "pglite /path", "postgres host/db". */
  target: string;
  /** Closes the pool or the embedded database; the handle is unusable afterwards. */
  close(): Promise<void>;
  /** In-memory PGlite only: the database as a dump another in-memory PGlite can start from (loadDataDir). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; when set, PGlite is not used. */
  url?: string | null;
  /** PGlite data folder; null or absent means in memory. Ignored when url is set. */
  dataDir?: string | null;
  /** An in-memory PGlite starts from this dump (PGlite's dumpDataDir) instead of a fresh initdb. */
  loadDataDir?: Blob;
  /** Pool size for PostgreSQL (default 10). */
  poolSize?: number;
  /** Called on errors of idle pooled connections (they would otherwise crash the process). */
  onPoolError?: (err: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPGlite(options.dataDir ?? null, options.loadDataDir);
}

async function openPGlite(dataDir: string | null, loadDataDir: Blob | undefined): Promise<DatabaseHandle> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  // One process per folder (data-folder-lock.ts): refused before PGlite touches a file.
  const release = dataDir ? await lockDataFolder(dataDir) : async () => undefined;
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir ? { dataDir } : loadDataDir ? { loadDataDir } : {});
  } catch (error) {
    await release();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: pgliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    target: dataDir ? `pglite ${dataDir}` : 'pglite memory',
    close: async () => {
      await db.destroy();
      await release();
    },
    ...(dataDir ? {} : { dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob }),
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
  });
  pool.on('error', (err) => options.onPoolError?.(err));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  try {
    await sql`select 1`.execute(db);
  } catch (err) {
    await db.destroy();
    throw err;
  }
  return { db, kind: 'postgres', target: `postgres ${describeUrl(url)}`, close: () => db.destroy() };
}

/** host:port/database without credentials, for logs. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.host}${u.pathname}`;
  } catch {
    return '(unparsable url)';
  }
}

/** Cheap liveness check for the health route. */
export async function pingDatabase(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
