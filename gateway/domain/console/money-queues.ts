/**
 * The console's money queues (docs/decisions/047): one merchant's withdrawals, deposits and
 * receipt disputes for staff holding money.read there (decided in SQL), keyset-paged, and a
 * dispute's proof images.
 */
import { sql } from 'kysely';
import {
  queueDefaultPageSize,
  queueDepositStatuses,
  queueWithdrawalStatuses,
  type QueueDeposit,
  type QueuePage,
  type QueueQuery,
  type QueueWithdrawal,
} from '../../../schemas/console-money';
import { decodeCursor, encodeCursor, moneyQueues, type Keyset, type QueueSlice } from '../../db/console/money-queue-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import { fieldRefusal, Refusal } from '../refusal';
import type { ConsoleServices } from './console-services';
import { roleOn } from './money-desk';

export function cursorOf(query: { cursor?: string }, at: 'instant' | 'text' = 'instant'): Keyset | null {
  if (query.cursor === undefined) return null;
  const k = decodeCursor(query.cursor, at);
  if (!k) throw fieldRefusal('VALIDATION_FAILED', 'cursor', 'format', 'error.validation_failed');
  return k;
}

export function pageOfSlice<T>(slice: QueueSlice<T>): QueuePage<T> {
  return { items: slice.items, nextCursor: slice.next ? encodeCursor(slice.next) : null };
}

const sizeOf = (q: QueueQuery) => q.pageSize ?? queueDefaultPageSize;

export async function withdrawalQueue(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, q: QueueQuery): Promise<QueuePage<QueueWithdrawal>> {
  await roleOn(c, actor.staffId, 'money.read', merchant);
  const status = queueWithdrawalStatuses.find((s) => s === q.status) ?? null;
  return pageOfSlice(await moneyQueues.withdrawals(c.db, merchant, status, cursorOf(q), sizeOf(q)));
}

export async function depositQueue(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, q: QueueQuery): Promise<QueuePage<QueueDeposit>> {
  await roleOn(c, actor.staffId, 'money.read', merchant);
  const status = queueDepositStatuses.find((s) => s === q.status) ?? null;
  return pageOfSlice(await moneyQueues.deposits(c.db, merchant, status, cursorOf(q), sizeOf(q)));
}

/** Open disputes (status "open", the default) or every partly / not received withdrawal ("all"). */
export async function disputeQueue(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, q: QueueQuery): Promise<QueuePage<QueueWithdrawal>> {
  await roleOn(c, actor.staffId, 'money.read', merchant);
  return pageOfSlice(await moneyQueues.disputes(c.db, merchant, q.status !== 'all', cursorOf(q), sizeOf(q)));
}

/** A proof image of a dispute of this merchant: its type and bytes, or 404. */
export async function disputeProof(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, id: string, position: number): Promise<{ contentType: string; body: Uint8Array }> {
  await roleOn(c, actor.staffId, 'money.read', merchant);
  const { rows } = await sql<{ content_type: string; body: Uint8Array }>`
    select i.content_type, i.body from withdrawal_proofs p
      join withdrawals w on w.id = p.withdrawal_id
      join member_images i on i.sha256 = p.sha256
     where w.merchant = ${merchant} and w.id = ${id} and p.position = ${position}`.execute(c.db);
  const r = rows[0];
  if (!r) throw new Refusal(404, 'NOT_FOUND');
  return { contentType: r.content_type, body: r.body };
}
