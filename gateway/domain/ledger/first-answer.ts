/**
 * Money calls with an idempotency key answer every retry with their first answer
 * (docs/decisions/027-first-answer-of-a-money-call.md; table money_answers, migration 033).
 *
 *   const answered = await answerOnce(db, { call: 'withdrawal', owner: member.id, requestId, requestHash, memberId },
 *     async (trx) => { …lock, check, move money, write records in trx…; return answerValue; });
 *   // in the route: ok(firstAnswerOf(reply, answered))
 *
 * In ONE transaction: claim the key (a concurrent retry on any connection or gateway instance waits
 * here for the first to commit, then reads its answer), run `work` (its money and records), store
 * the answer, commit. The answer is what `work` returns, or a refusal it throws once the key is
 * claimed (a Refusal or ApiError 4xx with field problems or no detail: INSUFFICIENT_BALANCE …):
 * both are the call's answer from then on, and a refusal undoes whatever `work` wrote before it.
 * Anything else (a failure) rolls the claim back too, so a retry decides afresh. The same key with
 * another requestHash → 422 IDEMPOTENCY_CONFLICT, nothing done. Checks that come before the claim
 * (session, body, password, limits) are made on every request and never stored.
 *
 * Everything `work` reads or writes must go through `trx` (on embedded PGlite the one session is
 * held by this transaction).
 */
import { sql, type Kysely } from 'kysely';
import type { FieldProblem } from '../../../schemas/envelope';
import { isErrorCode, type ErrorCode } from '../../../schemas/error-codes';
import type { Database } from '../../db/database';
import { moneyAnswers, type MoneyCallKey } from '../../db/ledger/money-answer-repository';
import { ApiError } from '../../http/api-error';
import { Refusal } from '../refusal';

/** A refusal as a call's answer: status, code and the field problems (or null) of its envelope. */
export interface KeptRefusal {
  statusCode: number;
  code: ErrorCode;
  value: FieldProblem[] | null;
}

export type FirstAnswer<T> = { replayed: boolean } & (
  { ok: true; value: T } | { ok: false; refusal: KeptRefusal }
);

/** How often a transaction that lost a deadlock or a serialization race is run again. */
const retries = 8;

function retryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}

/** The refusal `work` threw after the claim, when it is an answer (an expected 4xx), else null. */
function keptRefusalOf(error: unknown): KeptRefusal | null {
  const [statusCode, code, value] =
    error instanceof Refusal
      ? [error.statusCode, error.code, error.detail]
      : error instanceof ApiError
        ? [error.statusCode, error.code, error.value]
        : [0, null, null];
  if (statusCode < 400 || statusCode > 499 || code === null) return null;
  if (value !== null && !Array.isArray(value)) return null;
  return { statusCode, code, value };
}

function storedRefusal(status: number, answer: unknown): KeptRefusal {
  const a = (answer ?? {}) as { code?: unknown; value?: unknown };
  if (typeof a.code !== 'string' || !isErrorCode(a.code))
    throw new Error(`money_answers holds a refusal without a known code (${String(a.code)})`);
  return {
    statusCode: status,
    code: a.code,
    value: Array.isArray(a.value) ? (a.value as FieldProblem[]) : null,
  };
}

class UnansweredKey extends Error {
  /** Run again: the key's holder vanished between the claim and the read. */
  readonly code = '40001';
}

export async function answerOnce<T>(
  db: Kysely<Database>,
  key: MoneyCallKey,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<FirstAnswer<T>> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx): Promise<FirstAnswer<T>> => {
        if (!(await moneyAnswers.claim(trx, key))) {
          const first = await moneyAnswers.find(trx, key);
          if (!first || first.status === null)
            throw new UnansweredKey(`money call ${key.call} ${key.requestId}: claimed but unanswered`);
          if (first.requestHash !== key.requestHash) throw new ApiError(422, 'IDEMPOTENCY_CONFLICT');
          return first.status === 200
            ? { replayed: true, ok: true, value: first.answer as T }
            : { replayed: true, ok: false, refusal: storedRefusal(first.status, first.answer) };
        }
        await sql`savepoint money_call_work`.execute(trx);
        try {
          const value = await work(trx);
          await moneyAnswers.answer(trx, key, 200, value);
          // The stored form (JSON) is what every retry gets: answer the first request the same way.
          return { replayed: false, ok: true, value: JSON.parse(JSON.stringify(value)) as T };
        } catch (error) {
          const refusal = keptRefusalOf(error);
          if (!refusal) throw error;
          await sql`rollback to savepoint money_call_work`.execute(trx);
          await moneyAnswers.answer(trx, key, refusal.statusCode, {
            code: refusal.code,
            value: refusal.value,
          });
          return { replayed: false, ok: false, refusal };
        }
      });
    } catch (error) {
      if (!retryable(error) || attempt >= retries) throw error;
      await new Promise((r) => setTimeout(r, Math.random() * 5 * (attempt + 1)));
    }
  }
}
