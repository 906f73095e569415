/**
 * The delivery queue (migration 031, docs/decisions/026-message-delivery.md): sealed payloads
 * waiting for a delivery worker. Claiming is one statement: the due rows are locked with
 * FOR UPDATE SKIP LOCKED and pushed a lease into the future, so of several gateway instances on
 * one PostgreSQL exactly one takes each row (PGlite is one process: the same SQL holds). Every
 * time is the database's, so instances with different clocks agree.
 */
import { sql, type ColumnType, type Kysely } from 'kysely';
import type { Database } from '../database';

export type DeliveryKind = 'message' | 'password-reset';

export interface MessageDeliveriesTable {
  id: string;
  merchant: string;
  kind: DeliveryKind;
  payload_sealed: string;
  created_at: ColumnType<Date, undefined, never>;
  due_at: ColumnType<Date, undefined, Date>;
  attempts: ColumnType<number, undefined, number>;
  last_error: ColumnType<string | null, undefined, string | null>;
}

export interface ClaimedDelivery {
  id: string;
  merchant: string;
  kind: DeliveryKind;
  payloadSealed: string;
  createdAt: Date;
  /** Including this one. */
  attempts: number;
}

export interface DeliveryQueueRepository {
  add(row: { id: string; merchant: string; kind: DeliveryKind; payloadSealed: string }): Promise<void>;
  /** Takes up to `limit` due rows for `leaseMs` (oldest first); another claim skips them meanwhile. */
  claim(limit: number, leaseMs: number): Promise<ClaimedDelivery[]>;
  /** Delivered or given up: the row and its sealed payload go. */
  remove(id: string): Promise<void>;
  /** Failed for now: due again after `delayMs`. */
  retryLater(id: string, delayMs: number, error: string): Promise<void>;
  /** Deletes rows older than `ageMs` (undeliverable by now); how many. */
  purgeOlderThan(ageMs: number): Promise<number>;
}


const later = (ms: number) => sql<Date>`now() + make_interval(secs => ${ms / 1000})`;

export function createDeliveryQueueRepository(core: Kysely<Database>): DeliveryQueueRepository {
  const db = core.withTables<{ message_deliveries: MessageDeliveriesTable }>();
  return {
    async add(row) {
      await db.insertInto('message_deliveries').values({ id: row.id, merchant: row.merchant, kind: row.kind, payload_sealed: row.payloadSealed }).execute();
    },
    async claim(limit, leaseMs) {
      const rows = await db
        .updateTable('message_deliveries')
        .set((eb) => ({ due_at: later(leaseMs), attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', (eb) =>
          eb.selectFrom('message_deliveries').select('id').where('due_at', '<=', sql<Date>`now()`).orderBy('due_at').limit(limit).forUpdate().skipLocked(),
        )
        .returning(['id', 'merchant', 'kind', 'payload_sealed', 'created_at', 'attempts'])
        .execute();
      return rows
        .map((r) => ({ id: r.id, merchant: r.merchant, kind: r.kind, payloadSealed: r.payload_sealed, createdAt: new Date(r.created_at), attempts: r.attempts }))
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    async remove(id) {
      await db.deleteFrom('message_deliveries').where('id', '=', id).execute();
    },
    async retryLater(id, delayMs, error) {
      await db
        .updateTable('message_deliveries')
        .set({ due_at: later(delayMs), last_error: error.slice(0, 500) })
        .where('id', '=', id)
        .execute();
    },
    async purgeOlderThan(ageMs) {
      const r = await db.deleteFrom('message_deliveries').where('created_at', '<', sql<Date>`now() - make_interval(secs => ${ageMs / 1000})`).executeTakeFirst();
      return Number(r.numDeletedRows);
    },
  };
}
