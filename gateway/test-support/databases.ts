/**
 * The databases gateway suites run against: in-memory PGlite always, and PostgreSQL when one
 * answers at PORTICO_TEST_PG_URL (default postgres://postgres@127.0.0.1:5432/test); with
 * PORTICO_REQUIRE_POSTGRES=1 (CI) a missing PostgreSQL fails the suites instead. Each
 * PostgreSQL open() creates a fresh database, dropped again on close(). Set
 * PORTICO_TEST_PG_URL=off to run PGlite only.
 *
 *   describeEachDatabase('seed', (database) => { it('…', async () => { database().db … }) });
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/connection';
import { emptyPGliteDump } from './pglite-template';

export interface TestDatabaseHandle extends DatabaseHandle {
  /** A second, independent connection to the same database (PostgreSQL only; PGlite has one). */
  connectAgain?: () => Promise<DatabaseHandle>;
}

export interface TestDatabase {
  name: DatabaseKind;
  open(): Promise<TestDatabaseHandle>;
}

const adminUrl = process.env.PORTICO_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresAnswers(): Promise<boolean> {
  if (adminUrl === 'off') return false;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 1500 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function openFreshPostgres(): Promise<TestDatabaseHandle> {
  const name = `portico_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 4 });
  return {
    ...handle,
    connectAgain: () => openDatabase({ url: url.toString(), poolSize: 4 }),
    async close() {
      await handle.close();
      await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

export const pgliteDatabase: TestDatabase = { name: 'pglite', open: async () => openDatabase({ loadDataDir: await emptyPGliteDump() }) };
export const postgresDatabase: TestDatabase = { name: 'postgres', open: openFreshPostgres };

const postgresUp = await postgresAnswers();
if (!postgresUp && process.env.PORTICO_REQUIRE_POSTGRES === '1') {
  // scripts/test.mjs sets this in CI: the PostgreSQL half must fail loudly, never vanish.
  throw new Error(`PORTICO_REQUIRE_POSTGRES=1 but PostgreSQL does not answer at ${adminUrl}`);
}

export const testDatabases: TestDatabase[] = postgresUp
  ? [pgliteDatabase, postgresDatabase]
  : [pgliteDatabase];

console.info(
  `[gateway tests] databases: ${testDatabases.map((d) => d.name).join(', ')}` +
    (postgresUp
      ? ''
      : ` (PostgreSQL not reachable at ${adminUrl === 'off' ? '(off)' : new URL(adminUrl).host})`),
);

/** describe.each over testDatabases, with the database opened before and closed after the block. */
export function describeEachDatabase(
  title: string,
  body: (database: () => TestDatabaseHandle, kind: DatabaseKind) => void,
): void {
  describe.each(testDatabases)(`${title} [$name]`, (target) => {
    let handle: TestDatabaseHandle | undefined;
    beforeAll(async () => {
      handle = await target.open();
    });
    afterAll(async () => {
      await handle?.close();
    });
    body(() => {
      if (!handle) throw new Error('database not open yet: use it inside a test or hook');
      return handle;
    }, target.name);
  });
}
