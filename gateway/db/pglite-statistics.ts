/**
 * Planner statistics on the embedded database. PostgreSQL's autovacuum analyzes tables as they grow;
 * PGlite runs no background workers, so without this its tables are never analyzed and the planner
 * guesses from page counts alone: the settlement figures query, for one, took 55 s instead of 2.8 s
 * for 2,000 contracts on a freshly filled database (docs/decisions/042). The gateway on PGlite runs
 * ANALYZE once it is ready and then every `intervalMs` (default 10 minutes); on PostgreSQL it does
 * nothing (autovacuum's job). ANALYZE samples at most 30,000 rows per table, so it stays short.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import type { DatabaseKind } from './connection';

export interface StatisticsLog {
  warn(obj: object, msg: string): void;
}

/** Analyzes every table of the database once (what the gateway's timer runs). */
export async function analyzeTables(db: Kysely<Database>): Promise<void> {
  await sql`analyze`.execute(db);
}

export interface StatisticsKeeper {
  start(): void;
  stop(): Promise<void>;
}

export function createStatisticsKeeper(db: Kysely<Database>, kind: DatabaseKind, log: StatisticsLog, intervalMs = 600_000): StatisticsKeeper {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running
      .then(() => analyzeTables(db))
      .catch((err: unknown) => log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'analyze of the embedded database failed; tried again later'));
  };
  return {
    start() {
      if (kind !== 'pglite' || timer) return;
      run();
      timer = setInterval(run, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
