/** Deposits (migration 013): the request, its state and when the provider's answer is due. */
import type { Kysely, Selectable } from 'kysely';
import type { DepositChannelKind, DepositStatus } from '../../../schemas/payments';
import type { Database } from '../database';
import type { PageWindow } from '../paging';
import { toNumber, withPaymentTables, type DepositsTable } from './payment-tables';

export interface DepositRecord {
  id: string;
  merchant: string;
  memberId: string;
  requestId: string;
  requestHash: string;
  channelId: string;
  channelKind: DepositChannelKind;
  channelName: string;
  currency: string;
  amountMinor: number;
  status: DepositStatus;
  dueAt: Date | null;
  createdAt: Date;
  creditedAt: Date | null;
}

export type NewDeposit = Omit<DepositRecord, 'status' | 'creditedAt'>;

function toRecord(r: Selectable<DepositsTable>): DepositRecord {
  return {
    id: r.id,
    merchant: r.merchant,
    memberId: r.member_id,
    requestId: r.request_id,
    requestHash: r.request_hash,
    channelId: r.channel_id,
    channelKind: r.channel_kind as DepositChannelKind,
    channelName: r.channel_name,
    currency: r.currency,
    amountMinor: toNumber(r.amount_minor),
    status: r.status as DepositStatus,
    dueAt: r.due_at,
    createdAt: r.created_at,
    creditedAt: r.credited_at,
  };
}

export const deposits = {
  async insert(db: Kysely<Database>, d: NewDeposit): Promise<DepositRecord> {
    const row = await withPaymentTables(db)
      .insertInto('deposits')
      .values({
        id: d.id,
        merchant: d.merchant,
        member_id: d.memberId,
        request_id: d.requestId,
        request_hash: d.requestHash,
        channel_id: d.channelId,
        channel_kind: d.channelKind,
        channel_name: d.channelName,
        currency: d.currency,
        amount_minor: d.amountMinor,
        due_at: d.dueAt,
        created_at: d.createdAt,
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toRecord(row);
  },
  async byRequest(db: Kysely<Database>, memberId: string, requestId: string): Promise<DepositRecord | null> {
    const row = await withPaymentTables(db)
      .selectFrom('deposits')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('request_id', '=', requestId)
      .executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  async find(db: Kysely<Database>, id: string): Promise<DepositRecord | null> {
    const row = await withPaymentTables(db).selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  /** The deposit locked for this transaction (FOR UPDATE), or null. */
  async lock(db: Kysely<Database>, id: string): Promise<DepositRecord | null> {
    const row = await withPaymentTables(db).selectFrom('deposits').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    return row ? toRecord(row) : null;
  },
  async page(db: Kysely<Database>, memberId: string, w: PageWindow): Promise<{ items: DepositRecord[]; total: number }> {
    const p = withPaymentTables(db);
    const [rows, count] = await Promise.all([
      p.selectFrom('deposits').selectAll().where('member_id', '=', memberId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(w.pageSize).offset(w.offset).execute(),
      p.selectFrom('deposits').select((eb) => eb.fn.countAll<string | number | bigint>().as('n')).where('member_id', '=', memberId).executeTakeFirst(),
    ]);
    return { items: rows.map(toRecord), total: Number(count?.n ?? 0) };
  },
  /** Ids of pending deposits whose provider answer is due. */
  async dueIds(db: Kysely<Database>, now: Date, limit: number): Promise<string[]> {
    const rows = await withPaymentTables(db)
      .selectFrom('deposits')
      .select('id')
      .where('status', '=', 'pending')
      .where('due_at', '<=', now)
      .orderBy('due_at')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  },
  async markCredited(db: Kysely<Database>, id: string, at: Date, ledgerTx: string): Promise<void> {
    await withPaymentTables(db).updateTable('deposits').set({ status: 'credited', due_at: null, credited_at: at, ledger_tx: ledgerTx }).where('id', '=', id).execute();
  },
  async markFailed(db: Kysely<Database>, id: string): Promise<void> {
    await withPaymentTables(db).updateTable('deposits').set({ status: 'failed', due_at: null }).where('id', '=', id).execute();
  },
};
