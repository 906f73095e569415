/**
 * The console's money queues in the database (migrations 013, 049; docs/decisions/047): one
 * merchant's withdrawals, deposits and receipt disputes, newest first, keyset-paged by
 * (created_at, id) so a page never repeats or skips a row while new requests arrive. The
 * merchant is always a bound of the query; the caller has checked the staff member's role on it.
 */
import { sql, type Kysely } from 'kysely';
import type { QueueDeposit, QueueDepositStatus, QueueWithdrawal, QueueWithdrawalStatus } from '../../../schemas/console-money';
import { minorDigitsOf } from '../../domain/payments/payment-settings';
import type { Database } from '../database';

/** A position in a newest-first list: the row's created_at exactly as PostgreSQL prints it, and its id. */
export interface Keyset {
  at: string;
  id: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const pgInstant = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:\d{2})?|Z)?$/;

export function encodeCursor(k: Keyset): string {
  return Buffer.from(JSON.stringify([k.at, k.id])).toString('base64url');
}

/** The keyset a cursor names, or null when it is not one of ours (`at` an instant, or for `text` 1–64 characters). */
export function decodeCursor(cursor: string, at: 'instant' | 'text' = 'instant'): Keyset | null {
  const atPattern = at === 'instant' ? pgInstant : /^.{1,64}$/su;
  try {
    const v = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (!Array.isArray(v) || v.length !== 2) return null;
    const [when, id] = v as unknown[];
    if (typeof when !== 'string' || typeof id !== 'string' || !atPattern.test(when) || !uuid.test(id)) return null;
    return { at: when, id };
  } catch {
    return null;
  }
}

type Num = string | number | bigint;

interface WithdrawalRow {
  id: string;
  member_id: string;
  account: string;
  currency: string;
  amount_minor: Num;
  status: string;
  created_at: Date;
  at_text: string;
  decision: 'approved' | 'rejected' | null;
  decided_by: string | null;
  decided_at: Date | null;
  decision_reason: string | null;
  number_last4: string | null;
  received_minor: Num | null;
  under_review: boolean;
  proofs: Num;
  resolution: 'refunded' | 'dismissed' | null;
  resolution_reason: string | null;
}

function toQueueWithdrawal(r: WithdrawalRow): QueueWithdrawal {
  return {
    id: r.id,
    memberId: r.member_id,
    account: r.account,
    currency: r.currency,
    minorDigits: minorDigitsOf(r.currency),
    amountMinor: Number(r.amount_minor),
    status: r.status as QueueWithdrawalStatus,
    createdAt: r.created_at.toISOString(),
    decision: r.decision,
    decidedBy: r.decided_by,
    decidedAt: r.decided_at?.toISOString() ?? null,
    decisionReason: r.decision_reason,
    bankLast4: r.number_last4 ?? '????',
    receivedMinor: r.received_minor === null ? null : Number(r.received_minor),
    underReview: r.under_review,
    proofs: Number(r.proofs),
    resolution: r.resolution,
    resolutionReason: r.resolution_reason,
  };
}

const withdrawalColumns = sql`w.id, w.member_id, m.account, w.currency, w.amount_minor, w.status, w.created_at, w.created_at::text as at_text,
  w.decision, s.username as decided_by, w.decided_at, w.decision_reason, b.number_last4, w.received_minor, w.under_review,
  (select count(*) from withdrawal_proofs p where p.withdrawal_id = w.id) as proofs, w.resolution, w.resolution_reason`;
const withdrawalJoins = sql`from withdrawals w join members m on m.id = w.member_id
  left join member_bank_accounts b on b.id = w.bank_account_id left join staff s on s.id = w.decided_by`;

const after = (cursor: Keyset | null, alias: string) =>
  cursor ? sql`and (${sql.ref(`${alias}.created_at`)}, ${sql.ref(`${alias}.id`)}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``;

export interface QueueSlice<T> {
  items: T[];
  next: Keyset | null;
}

function sliceOf<R extends { id: string; at_text: string }, T>(rows: R[], limit: number, map: (r: R) => T): QueueSlice<T> {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { items: page.map(map), next: rows.length > limit && last ? { at: last.at_text, id: last.id } : null };
}

export const moneyQueues = {
  async withdrawals(db: Kysely<Database>, merchant: string, status: QueueWithdrawalStatus | null, cursor: Keyset | null, limit: number): Promise<QueueSlice<QueueWithdrawal>> {
    const { rows } = await sql<WithdrawalRow>`select ${withdrawalColumns} ${withdrawalJoins}
      where w.merchant = ${merchant} ${status ? sql`and w.status = ${status}` : sql``} ${after(cursor, 'w')}
      order by w.created_at desc, w.id desc limit ${limit + 1}`.execute(db);
    return sliceOf(rows, limit, toQueueWithdrawal);
  },
  /** Receipt disputes: partly or not received; open ones (under review) unless `all`. */
  async disputes(db: Kysely<Database>, merchant: string, open: boolean, cursor: Keyset | null, limit: number): Promise<QueueSlice<QueueWithdrawal>> {
    const { rows } = await sql<WithdrawalRow>`select ${withdrawalColumns} ${withdrawalJoins}
      where w.merchant = ${merchant} and w.status in ('partly_received', 'not_received') ${open ? sql`and w.under_review` : sql``} ${after(cursor, 'w')}
      order by w.created_at desc, w.id desc limit ${limit + 1}`.execute(db);
    return sliceOf(rows, limit, toQueueWithdrawal);
  },
  async withdrawal(db: Kysely<Database>, merchant: string, id: string): Promise<QueueWithdrawal | null> {
    const { rows } = await sql<WithdrawalRow>`select ${withdrawalColumns} ${withdrawalJoins} where w.merchant = ${merchant} and w.id = ${id}`.execute(db);
    const r = rows[0];
    return r ? toQueueWithdrawal(r) : null;
  },
  async deposits(db: Kysely<Database>, merchant: string, status: QueueDepositStatus | null, cursor: Keyset | null, limit: number): Promise<QueueSlice<QueueDeposit>> {
    const { rows } = await sql<{ id: string; member_id: string; account: string; currency: string; amount_minor: Num; status: string; channel_name: string; created_at: Date; at_text: string; credited_at: Date | null }>`
      select d.id, d.member_id, m.account, d.currency, d.amount_minor, d.status, d.channel_name, d.created_at, d.created_at::text as at_text, d.credited_at
      from deposits d join members m on m.id = d.member_id
      where d.merchant = ${merchant} ${status ? sql`and d.status = ${status}` : sql``} ${after(cursor, 'd')}
      order by d.created_at desc, d.id desc limit ${limit + 1}`.execute(db);
    return sliceOf(rows, limit, (r) => ({
      id: r.id,
      memberId: r.member_id,
      account: r.account,
      currency: r.currency,
      minorDigits: minorDigitsOf(r.currency),
      amountMinor: Number(r.amount_minor),
      status: r.status as QueueDepositStatus,
      channelName: r.channel_name,
      createdAt: r.created_at.toISOString(),
      creditedAt: r.credited_at?.toISOString() ?? null,
    }));
  },
  /** Records finance's decision on a withdrawal (inside the decision's transaction). */
  async decide(trx: Kysely<Database>, id: string, decision: 'approved' | 'rejected', staffId: string, at: Date, reason: string | null): Promise<void> {
    await sql`update withdrawals set decision = ${decision}, decided_by = ${staffId}, decided_at = ${at}, decision_reason = ${reason} where id = ${id}`.execute(trx);
  },
  /** Closes a receipt dispute (inside the resolution's transaction). */
  async resolve(trx: Kysely<Database>, id: string, resolution: 'refunded' | 'dismissed', staffId: string, at: Date, reason: string): Promise<void> {
    await sql`update withdrawals set under_review = false, resolution = ${resolution}, resolved_by = ${staffId}, resolved_at = ${at}, resolution_reason = ${reason} where id = ${id}`.execute(trx);
  },
  /** The row's decision and resolution fields, locked for the caller's transaction. */
  async lockDecision(trx: Kysely<Database>, id: string): Promise<{ decision: string | null; resolution: string | null } | null> {
    const { rows } = await sql<{ decision: string | null; resolution: string | null }>`select decision, resolution from withdrawals where id = ${id} for update`.execute(trx);
    return rows[0] ?? null;
  },
};
