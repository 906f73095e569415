/**
 * A tiny forward-only migrator: plain SQL files gateway/db/migrations/NNN-name.sql, applied in
 * name order, each in its own transaction together with its row in schema_migrations.
 * Every transaction first takes a PostgreSQL advisory lock, so gateway instances starting
 * together on one server apply each file once (the second waits, then sees it applied).
 * An applied file whose content changed is refused: migrations are append-only.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Transaction } from 'kysely';
import type { Database, Db } from './database';

export const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Arbitrary constant naming "the Portico migrator" in pg_locks. */
const LOCK_KEY = 716_427_301;
const FILE_NAME = /^\d{3}-[a-z0-9-]+\.sql$/;

export interface MigrationFile {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir: string = migrationsDir): Promise<MigrationFile[]> {
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  const bad = names.filter((n) => !FILE_NAME.test(n));
  if (bad.length > 0) throw new Error(`migration file names must look like 001-name.sql: ${bad.join(', ')}`);
  return Promise.all(
    names.map(async (name) => {
      const text = (await fs.readFile(path.join(dir, name), 'utf8')).replace(/\r\n/g, '\n');
      return { name, sql: text, checksum: createHash('sha256').update(text).digest('hex') };
    }),
  );
}

async function lock(trx: Transaction<Database>): Promise<void> {
  await sql`select pg_advisory_xact_lock(${sql.lit(LOCK_KEY)})`.execute(trx);
}

async function ensureTable(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lock(trx);
    await sql`create table if not exists schema_migrations (
      name text primary key,
      checksum text not null,
      applied_at timestamptz not null default now()
    )`.execute(trx);
  });
}

/** Applies one file unless applied; returns whether it ran. */
async function applyOne(db: Db, file: MigrationFile): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await lock(trx);
    const done = await trx
      .selectFrom('schema_migrations')
      .select('checksum')
      .where('name', '=', file.name)
      .executeTakeFirst();
    if (done) {
      if (done.checksum !== file.checksum) {
        throw new Error(`migration ${file.name} was changed after it was applied; add a new file instead`);
      }
      return false;
    }
    await sql.raw(file.sql).execute(trx);
    await trx.insertInto('schema_migrations').values({ name: file.name, checksum: file.checksum }).execute();
    return true;
  });
}

export interface MigrateResult {
  applied: string[];
  total: number;
}

export async function migrate(db: Db, files?: MigrationFile[]): Promise<MigrateResult> {
  const all = files ?? (await readMigrations());
  await ensureTable(db);
  const applied: string[] = [];
  for (const file of all) {
    if (await applyOne(db, file)) applied.push(file.name);
  }
  return { applied, total: all.length };
}
