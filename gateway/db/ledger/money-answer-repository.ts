/** First answers of money calls with an idempotency key (migration 033, docs/decisions/027). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

export type MoneyCall = 'deposit' | 'withdrawal' | 'transfer' | 'consolidate' | 'spin' | 'agent_transfer' | 'console';

export interface MoneyCallKey {
  call: MoneyCall;
  /** The member's id, or the play's token hash (demo-vendor spins). */
  owner: string;
  requestId: string;
  /** SHA-256 (hex) of what was asked (payment-request.ts requestHash). */
  requestHash: string;
  /** The member the money belongs to (null for a free demo's play money). */
  memberId: string | null;
}

export interface StoredAnswer {
  requestHash: string;
  /** null only inside the claiming transaction (never seen by anyone else). */
  status: number | null;
  answer: unknown;
}

export const moneyAnswers = {
  /**
   * Claims the key for this transaction: true when it is ours now. When another transaction holds
   * it, PostgreSQL makes this wait until that one commits (false: read its answer) or rolls back (true).
   */
  async claim(trx: Kysely<Database>, key: MoneyCallKey): Promise<boolean> {
    const { rows } = await sql<{ claimed: boolean }>`
      insert into money_answers (call, owner, request_id, request_hash, member_id)
      values (${key.call}, ${key.owner}, ${key.requestId}, ${key.requestHash}, ${key.memberId})
      on conflict (call, owner, request_id) do nothing
      returning true as claimed`.execute(trx);
    return rows.length === 1;
  },
  async find(trx: Kysely<Database>, key: MoneyCallKey): Promise<StoredAnswer | null> {
    const { rows } = await sql<{ request_hash: string; status: number | null; answer: unknown }>`
      select request_hash, status, answer from money_answers
       where call = ${key.call} and owner = ${key.owner} and request_id = ${key.requestId}`.execute(trx);
    const row = rows[0];
    if (!row) return null;
    const answer = typeof row.answer === 'string' ? (JSON.parse(row.answer) as unknown) : row.answer;
    return { requestHash: row.request_hash, status: row.status === null ? null : Number(row.status), answer };
  },
  /** Writes the answer of a claimed key (in the claiming transaction). */
  async answer(trx: Kysely<Database>, key: MoneyCallKey, status: number, answer: unknown): Promise<void> {
    await sql`
      update money_answers set status = ${status}, answer = ${JSON.stringify(answer)}::jsonb
       where call = ${key.call} and owner = ${key.owner} and request_id = ${key.requestId}`.execute(trx);
  },
};
