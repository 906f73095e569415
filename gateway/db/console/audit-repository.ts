/**
 * The audit log in the database (migration 043, docs/decisions/040): appending a chained row
 * inside the caller's transaction, reading pages bounded by the reader's grants in SQL, and
 * walking the whole chain to verify it.
 *
 * Appending takes one PostgreSQL advisory transaction lock (held to commit), then reads the last
 * row: writers on any number of gateway instances queue, and each sees its predecessor
 * committed (READ COMMITTED takes a new snapshot per statement). seq and prev_hash are unique,
 * so a writer that skipped the lock would be refused rather than fork the chain.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { AuditEntry, AuditQuery, StaffRole } from '../../../schemas/console';
import { chainHash, firstBrokenLink, genesisHash, type AuditFields, type BrokenLink, type ChainedRow } from '../../domain/console/audit-chain';
import type { SecretBox } from '../../domain/secret-box';
import type { Database } from '../database';
import { withConsoleTables, type ConsoleTables } from './console-tables';

/** Arbitrary constant naming "the audit chain" in pg_locks (the migrator's is 716_427_301). */
export const auditLockKey = 716_427_340;

export type AuditFilter = Omit<AuditQuery, 'pageSize'> & { limit: number };

export interface ChainReport {
  rows: number;
  firstBroken: BrokenLink | null;
}

type AnyDb = Kysely<Database & ConsoleTables>;
const consoleDb = (db: Kysely<Database> | Transaction<Database>): AnyDb => withConsoleTables(db as Kysely<Database>) as AnyDb;

/** Appends one row to the chain; call inside the transaction of the change it records. */
export async function appendAudit(trx: Transaction<Database>, box: SecretBox, fields: AuditFields): Promise<number> {
  const db = consoleDb(trx);
  await sql`select pg_advisory_xact_lock(${sql.lit(auditLockKey)})`.execute(db);
  const last = await db.selectFrom('audit_log').select(['seq', 'hash']).orderBy('seq', 'desc').limit(1).executeTakeFirst();
  const seq = (last?.seq ?? 0) + 1;
  const prevHash = last?.hash ?? genesisHash;
  // Stored exactly as hashed: jsonb keeps the values (key order aside, which canonicalJson ignores).
  const row = { ...fields, at: new Date(fields.at.getTime()), staffName: fields.staffName.slice(0, 64), ip: fields.ip.slice(0, 64) };
  await db
    .insertInto('audit_log')
    .values({
      seq,
      prev_hash: prevHash,
      hash: chainHash(box, seq, prevHash, row),
      at: row.at,
      staff_id: row.staffId,
      staff_name: row.staffName,
      role: row.role as StaffRole | null,
      merchant: row.merchant,
      ip: row.ip,
      action: row.action,
      target: row.target,
      before: row.before === null || row.before === undefined ? null : JSON.stringify(row.before),
      after: row.after === null || row.after === undefined ? null : JSON.stringify(row.after),
    })
    .execute();
  return seq;
}

const entryColumns = ['a.seq', 'a.at', 'a.staff_id', 'a.staff_name', 'a.role', 'a.merchant', 'a.ip', 'a.action', 'a.target', 'a.before', 'a.after'] as const;

/**
 * Rows the reader may see, newest first: those of merchants where the reader holds one of
 * `roles`, and every row (platform rows with no merchant included) for a reader holding one of
 * them on every merchant. The bound is part of the query, not a filter applied afterwards.
 */
export async function readAudit(core: Kysely<Database>, readerId: string, roles: readonly StaffRole[], filter: AuditFilter): Promise<AuditEntry[]> {
  const db = consoleDb(core);
  let q = db
    .selectFrom('audit_log as a')
    .select(entryColumns)
    .where((eb) =>
      eb.or([
        eb.exists(eb.selectFrom('staff_grants as g').select('g.staff_id').where('g.staff_id', '=', readerId).where('g.role', 'in', roles).where('g.merchant', 'is', null)),
        eb('a.merchant', 'in', eb.selectFrom('staff_grants as g').select('g.merchant').where('g.staff_id', '=', readerId).where('g.role', 'in', roles).where('g.merchant', 'is not', null)),
      ]),
    );
  if (filter.merchant !== undefined) q = q.where('a.merchant', '=', filter.merchant);
  if (filter.staffId !== undefined) q = q.where('a.staff_id', '=', filter.staffId);
  if (filter.action !== undefined) q = q.where('a.action', '=', filter.action);
  if (filter.from !== undefined) q = q.where('a.at', '>=', new Date(filter.from));
  if (filter.to !== undefined) q = q.where('a.at', '<', new Date(filter.to));
  if (filter.before !== undefined) q = q.where('a.seq', '<', filter.before);
  const rows = await q.orderBy('a.seq', 'desc').limit(filter.limit).execute();
  return rows.map((r) => ({
    seq: r.seq,
    at: r.at.toISOString(),
    staffId: r.staff_id,
    staffName: r.staff_name,
    role: r.role,
    merchant: r.merchant,
    ip: r.ip,
    action: r.action,
    target: r.target,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}

const batchSize = 1000;

/** Walks the whole chain in seq order: how many rows, and the first broken link (null when whole). */
export async function verifyAuditChain(core: Kysely<Database>, box: SecretBox): Promise<ChainReport> {
  const db = consoleDb(core);
  let start = { seq: 0, hash: genesisHash };
  let rows = 0;
  for (;;) {
    const batch = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('seq', '>', start.seq)
      .orderBy('seq')
      .limit(batchSize)
      .execute();
    const chained: ChainedRow[] = batch.map((r) => ({
      seq: r.seq,
      prevHash: r.prev_hash,
      hash: r.hash,
      at: r.at,
      staffId: r.staff_id,
      staffName: r.staff_name,
      role: r.role,
      merchant: r.merchant,
      ip: r.ip,
      action: r.action,
      target: r.target,
      before: r.before ?? null,
      after: r.after ?? null,
    }));
    const broken = firstBrokenLink(box, chained, start);
    if (broken) return { rows: rows + chained.filter((r) => r.seq < broken.seq).length, firstBroken: broken };
    rows += chained.length;
    const last = chained[chained.length - 1];
    if (!last || chained.length < batchSize) return { rows, firstBroken: null };
    start = { seq: last.seq, hash: last.hash };
  }
}
