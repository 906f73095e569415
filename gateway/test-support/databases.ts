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
import { afterAll, beforeAll, describe } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseKind } from '../db/connection';
import { emptyPGliteDump } from './pglite-template';
import { adminQuery, adminUrl, postgresAnswers, postgresUrlOf } from './postgres-admin';
import { seededPGliteDump, seededPostgresTemplate } from './seeded-dump';

export interface TestDatabaseHandle extends DatabaseHandle {
  /** A second, independent connection to the same database (PostgreSQL only; PGlite has one). */
  connectAgain?: () => Promise<DatabaseHandle>;
}

export interface OpenTestDatabaseOptions {
  /**
   * Start from the run's demo database, migrated and seeded (seeded-template.ts), instead of an
   * empty one (fresh initdb, nothing migrated). open() defaults to empty; describeEachDatabase
   * to seeded, except for suites that test migrations or seeding themselves or bring their own
   * brands ({ seeded: false }).
   */
  seeded?: boolean;
}

export interface DescribeEachDatabaseOptions extends OpenTestDatabaseOptions {
  /**
   * Run on this database only. For suites whose subject no database changes (the access matrix:
   * the gateway's guards) and that cost minutes per run on CI's two cores; every repository they
   * reach is tested on both databases by its own suite (docs/decisions/056).
   */
  only?: DatabaseKind;
}

export interface TestDatabase {
  name: DatabaseKind;
  open(options?: OpenTestDatabaseOptions): Promise<TestDatabaseHandle>;
}

async function openFreshPostgres(empty: boolean): Promise<TestDatabaseHandle> {
  const name = `portico_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = empty ? '' : seededPostgresTemplate();
  await adminQuery(
    template ? `create database "${name}" template "${template}"` : `create database "${name}"`,
  );
  const url = postgresUrlOf(name);
  const handle = await openDatabase({ url, poolSize: 4 });
  return {
    ...handle,
    connectAgain: () => openDatabase({ url, poolSize: 4 }),
    async close() {
      await handle.close();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
}

export const pgliteDatabase: TestDatabase = {
  name: 'pglite',
  open: async (options = {}) =>
    openDatabase({
      loadDataDir: (options.seeded ? await seededPGliteDump() : null) ?? (await emptyPGliteDump()),
    }),
};
export const postgresDatabase: TestDatabase = {
  name: 'postgres',
  open: async (options = {}) => openFreshPostgres(!options.seeded),
};

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
  options: DescribeEachDatabaseOptions = { seeded: true },
): void {
  const targets = options.only ? testDatabases.filter((d) => d.name === options.only) : testDatabases;
  describe.each(targets)(`${title} [$name]`, (target) => {
    let handle: TestDatabaseHandle | undefined;
    beforeAll(async () => {
      handle = await target.open(options);
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
