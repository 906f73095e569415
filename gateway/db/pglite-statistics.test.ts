import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './connection';
import { createStatisticsKeeper } from './pglite-statistics';

const quiet = { warn: () => undefined };
const tuples = async (db: Parameters<typeof createStatisticsKeeper>[0]) =>
  Number((await sql<{ n: number }>`select reltuples::float8 as n from pg_class where relname = 'grows'`.execute(db)).rows[0]?.n);

describe('statistics keeper on the embedded database', () => {
  it('analyzes PGlite at start (the planner then knows how many rows a table holds), and only PGlite', async () => {
    const handle = await openDatabase({});
    try {
      const db = handle.db;
      await sql`create table grows (id int primary key, v int)`.execute(db);
      await sql`insert into grows select g, g % 7 from generate_series(1, 5000) g`.execute(db);
      expect(await tuples(db)).toBe(-1); // never analyzed: PGlite has no autovacuum

      const asPostgres = createStatisticsKeeper(db, 'postgres', quiet);
      asPostgres.start();
      await asPostgres.stop();
      expect(await tuples(db)).toBe(-1); // PostgreSQL's own autovacuum does it there

      const keeper = createStatisticsKeeper(db, 'pglite', quiet, 60_000);
      keeper.start();
      await keeper.stop();
      expect(await tuples(db)).toBe(5000);
    } finally {
      await handle.close();
    }
  });
});
