/** Withdrawals and their proof images (migration 013). */
import type { Kysely, Selectable } from 'kysely';
import type { WithdrawalStatus } from '../../../schemas/payments';
import type { Database } from '../database';
import type { PageWindow } from '../paging';
import { toNumber, withPaymentTables, type WithdrawalsTable } from './payment-tables';

export interface WithdrawalProofRecord {
  position: number;
  sha256: string;
  contentType: 'image/png' | 'image/jpeg';
  bytes: number;
}

export interface WithdrawalRecord {
  id: string;
  merchant: string;
  memberId: string;
  requestId: string;
  requestHash: string;
  bankAccountId: string;
  currency: string;
  amountMinor: number;
  status: WithdrawalStatus;
  dueAt: Date | null;
  createdAt: Date;
  disbursedAt: Date | null;
  confirmedAt: Date | null;
  receivedMinor: number | null;
  underReview: boolean;
  holdTx: string;
}

export type NewWithdrawal = Pick<
  WithdrawalRecord,
  'id' | 'merchant' | 'memberId' | 'requestId' | 'requestHash' | 'bankAccountId' | 'currency' | 'amountMinor' | 'dueAt' | 'createdAt' | 'holdTx'
>;

function toRecord(r: Selectable<WithdrawalsTable>): WithdrawalRecord {
  return {
    id: r.id,
    merchant: r.merchant,
    memberId: r.member_id,
    requestId: r.request_id,
    requestHash: r.request_hash,
    bankAccountId: r.bank_account_id,
    currency: r.currency,
    amountMinor: toNumber(r.amount_minor),
    status: r.status as WithdrawalStatus,
    dueAt: r.due_at,
    createdAt: r.created_at,
    disbursedAt: r.disbursed_at,
    confirmedAt: r.confirmed_at,
    receivedMinor: r.received_minor === null ? null : toNumber(r.received_minor),
    underReview: r.under_review,
    holdTx: r.hold_tx,
  };
}

export interface WithdrawalChange {
  status: WithdrawalStatus;
  dueAt: Date | null;
  disbursedAt?: Date;
  confirmedAt?: Date;
  receivedMinor?: number | null;
  underReview?: boolean;
}

export const withdrawals = {
  async insert(db: Kysely<Database>, w: NewWithdrawal): Promise<WithdrawalRecord> {
    const row = await withPaymentTables(db)
      .insertInto('withdrawals')
      .values({
        id: w.id,
        merchant: w.merchant,
        member_id: w.memberId,
        request_id: w.requestId,
        request_hash: w.requestHash,
        bank_account_id: w.bankAccountId,
        currency: w.currency,
        amount_minor: w.amountMinor,
        due_at: w.dueAt,
        created_at: w.createdAt,
        hold_tx: w.holdTx,
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  },
  async byRequest(db: Kysely<Database>, memberId: string, requestId: string): Promise<WithdrawalRecord | null> {
    const row = await withPaymentTables(db)
      .selectFrom('withdrawals')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  async find(db: Kysely<Database>, id: string): Promise<WithdrawalRecord | null> {
    const row = await withPaymentTables(db).selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  async lock(db: Kysely<Database>, id: string): Promise<WithdrawalRecord | null> {
    const row = await withPaymentTables(db).selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  async page(db: Kysely<Database>, memberId: string, w: PageWindow): Promise<{ items: WithdrawalRecord[]; total: number }> {
    const p = withPaymentTables(db);
    const [rows, count] = await Promise.all([
      p.selectFrom('withdrawals').selectAll().where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(w.pageSize).offset(w.offset).execute(),
      p.selectFrom('withdrawals').select((eb) => eb.fn.countAll<string | number | bigint>().as('n')).where('member_id', '=', memberId).executeTakeFirst(),
    ]);
    return { items: rows.map(toRecord), total: Number(count?.n ?? 0) };
  },
  /** Ids of withdrawals in `status` whose next step is due. */
  async dueIds(db: Kysely<Database>, status: 'pending' | 'disbursed', now: Date, limit: number): Promise<string[]> {
    const rows = await withPaymentTables(db)
      .selectFrom('withdrawals')
      .select('id')
      .where('status', '=', status)
      .where('due_at', '<=', now)
      .orderBy('due_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },
  async change(db: Kysely<Database>, id: string, c: WithdrawalChange): Promise<void> {
    await withPaymentTables(db)
      .updateTable('withdrawals')
      .set({
        status: c.status,
        due_at: c.dueAt,
        ...(c.disbursedAt ? { disbursed_at: c.disbursedAt } : {}),
        ...(c.confirmedAt ? { confirmed_at: c.confirmedAt } : {}),
        ...(c.receivedMinor !== undefined ? { received_minor: c.receivedMinor } : {}),
        ...(c.underReview !== undefined ? { under_review: c.underReview } : {}),
      })
      .where('id', '=', id)
      .execute();
  },
  async addProof(db: Kysely<Database>, withdrawalId: string, position: number, sha256: string, bytes: number): Promise<void> {
    await withPaymentTables(db).insertInto('withdrawal_proofs').values({ withdrawal_id: withdrawalId, position, sha256, bytes }).execute();
  },
  async proofsOf(db: Kysely<Database>, withdrawalIds: readonly string[]): Promise<Map<string, WithdrawalProofRecord[]>> {
    const out = new Map<string, WithdrawalProofRecord[]>();
    if (withdrawalIds.length === 0) return out;
    const rows = await withPaymentTables(db)
      .selectFrom('withdrawal_proofs')
      .innerJoin('member_images', 'member_images.sha256', 'withdrawal_proofs.sha256')
      .select(['withdrawal_proofs.withdrawal_id', 'withdrawal_proofs.position', 'withdrawal_proofs.sha256', 'withdrawal_proofs.bytes', 'member_images.content_type'])
      .where('withdrawal_proofs.withdrawal_id', 'in', withdrawalIds)
      .orderBy('withdrawal_proofs.position')
      .execute();
    for (const r of rows) {
      const list = out.get(r.withdrawal_id) ?? [];
      list.push({ position: r.position, sha256: r.sha256, bytes: r.bytes, contentType: r.content_type as 'image/png' | 'image/jpeg' });
      out.set(r.withdrawal_id, list);
    }
    return out;
  },
};
