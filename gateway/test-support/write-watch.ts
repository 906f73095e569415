/**
 * Every write a request makes to a test database, exactly: an AFTER trigger on every table
 * records (table, operation, changed columns) in `test_write_log` — committed writes only (a
 * rolled-back transaction leaves no row), updates that change nothing are not writes.
 * For suites that assert "a refused request changes nothing":
 *
 *   const watch = await watchWrites(gw.database.db);   // once, on the suite's own database
 *   await watch.reset();
 *   const res = await gw.app.inject(...);
 *   expect(await watch.writes(byDesign)).toEqual([]);
 *
 * A trigger is cheaper and stricter than checksums of every table before and after: one small
 * query per request, and a change that leaves the row count equal still shows.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface Write {
  table: string;
  op: 'INSERT' | 'UPDATE' | 'DELETE' | 'TRUNCATE';
  /** For UPDATE: the columns whose value changed, sorted. */
  columns: string[];
  /** The row written (the old one for DELETE; none for TRUNCATE). */
  row: Record<string, unknown> | null;
}

/** A write that is expected of a refused request too (see each use for the reason). */
export interface ExpectedWrite {
  table: string;
  op: Write['op'];
  /** For UPDATE: the write is expected only when every changed column is one of these. */
  columns?: string[];
  /** The write is expected only when the row has these values (an array: one of them). */
  row?: Record<string, unknown>;
  reason: string;
}

export interface WriteWatch {
  /** Forgets the writes seen so far. */
  reset(): Promise<void>;
  /** Writes since the last reset, minus those `expected` allows. */
  writes(expected?: readonly ExpectedWrite[]): Promise<Write[]>;
}

const logTable = 'test_write_log';

export async function watchWrites(db: Db): Promise<WriteWatch> {
  await sql`create table if not exists test_write_log (id bigserial primary key, tbl text not null, op text not null, cols text[] not null, row_data jsonb)`.execute(db);
  await sql
    .raw(
      `create or replace function test_write_log_row() returns trigger language plpgsql as $$
      declare changed text[] := '{}';
      begin
        if tg_op = 'UPDATE' then
          select coalesce(array_agg(n.key order by n.key), '{}') into changed
            from jsonb_each(to_jsonb(new)) n where n.value is distinct from (to_jsonb(old) -> n.key);
          if changed = '{}' then return null; end if;
        end if;
        insert into test_write_log (tbl, op, cols, row_data)
          values (tg_table_name, tg_op, changed, case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end);
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create or replace function test_write_log_truncate() returns trigger language plpgsql as $$
      begin insert into test_write_log (tbl, op, cols) values (tg_table_name, tg_op, '{}'); return null; end $$`,
    )
    .execute(db);
  const tables = await sql<{ name: string }>`
    select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = current_schema() and c.relkind in ('r', 'p') and c.relname <> ${logTable}
      and not c.relispartition`.execute(db);
  for (const { name } of tables.rows) {
    const t = `"${name.replace(/"/g, '""')}"`;
    await sql.raw(`drop trigger if exists test_write_log_row on ${t}`).execute(db);
    await sql.raw(`create trigger test_write_log_row after insert or update or delete on ${t} for each row execute function test_write_log_row()`).execute(db);
    await sql.raw(`drop trigger if exists test_write_log_truncate on ${t}`).execute(db);
    await sql.raw(`create trigger test_write_log_truncate after truncate on ${t} for each statement execute function test_write_log_truncate()`).execute(db);
  }
  return {
    async reset() {
      await sql`delete from test_write_log`.execute(db);
    },
    async writes(expected = []) {
      const rows = await sql<{ tbl: string; op: Write['op']; cols: string[]; row_data: Record<string, unknown> | null }>`select tbl, op, cols, row_data from test_write_log order by id`.execute(db);
      return rows.rows
        .map((r) => ({ table: r.tbl, op: r.op, columns: r.cols, row: r.row_data }))
        .filter((w) => !expected.some((e) => e.table === w.table && e.op === w.op && (!e.columns || w.columns.every((c) => e.columns?.includes(c))) && Object.entries(e.row ?? {}).every(([k, v]) => (Array.isArray(v) ? v.includes(w.row?.[k]) : w.row?.[k] === v))));
    },
  };
}
