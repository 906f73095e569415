/** One-time codes (SMS/e-mail) and captcha challenges (migration 004); only MACs are stored. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { withIdentityTables, type Channel, type CodePurpose } from './identity-tables';

export interface CodeRecord {
  id: string;
  codeHash: string;
  attempts: number;
  expiresAt: Date;
}

export interface VerificationCodeRepository {
  /** Codes sent to the target since `since` (any purpose), and when the last one was sent. */
  sends(merchant: string, target: string, since: Date): Promise<{ count: number; last: Date | null }>;
  /** When the send at `index` (0 = oldest) since `since` to the target was made, or null. */
  sendAt(merchant: string, target: string, since: Date, index: number): Promise<Date | null>;
  insert(code: { merchant: string; purpose: CodePurpose; channel: Channel; target: string; codeHash: string; createdAt: Date; expiresAt: Date; id?: string }): Promise<string>;
  /** The newest unused code for the purpose and target (expired or not), or null. */
  latest(merchant: string, purpose: CodePurpose, target: string): Promise<CodeRecord | null>;
  addAttempt(id: string): Promise<number>;
  /** Marks it used; false when it was used already. */
  consume(id: string, now: Date): Promise<boolean>;
}

export function createVerificationCodeRepository(core: Kysely<Database>): VerificationCodeRepository {
  const db = withIdentityTables(core);
  return {
    async sends(merchant, target, since) {
      const r = await db
        .selectFrom('verification_codes')
        .select([sql<number>`count(*)::int`.as('count'), sql<Date | null>`max(created_at)`.as('last')])
        .where('merchant', '=', merchant)
        .where('target', '=', target)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return { count: r.count, last: r.last === null ? null : new Date(r.last) };
    },
    async sendAt(merchant, target, since, index) {
      const r = await db
        .selectFrom('verification_codes')
        .select('created_at')
        .where('merchant', '=', merchant)
        .where('target', '=', target)
        .where('created_at', '>', since)
        .orderBy('created_at', 'asc')
        .offset(index)
        .limit(1)
        .executeTakeFirst();
      return r ? new Date(r.created_at) : null;
    },
    async insert(c) {
      const r = await db
        .insertInto('verification_codes')
        .values({
          ...(c.id ? { id: c.id } : {}),
          merchant: c.merchant,
          purpose: c.purpose,
          channel: c.channel,
          target: c.target,
          code_hash: c.codeHash,
          created_at: c.createdAt,
          expires_at: c.expiresAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return r.id;
    },
    async latest(merchant, purpose, target) {
      const r = await db
        .selectFrom('verification_codes')
        .select(['id', 'code_hash', 'attempts', 'expires_at'])
        .where('merchant', '=', merchant)
        .where('purpose', '=', purpose)
        .where('target', '=', target)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return r ? { id: r.id, codeHash: r.code_hash, attempts: r.attempts, expiresAt: r.expires_at } : null;
    },
    async addAttempt(id) {
      const r = await db
        .updateTable('verification_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst();
      return r?.attempts ?? Number.MAX_SAFE_INTEGER;
    },
    async consume(id, now) {
      const r = await db
        .updateTable('verification_codes')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
  };
}

export interface CaptchaRepository {
  create(merchant: string, answerHash: string, expiresAt: Date, id: string): Promise<void>;
  /** Uses the challenge up (right or wrong answer); its answer MAC, or null when unknown, used or expired. */
  consume(merchant: string, id: string, now: Date): Promise<string | null>;
}

export function createCaptchaRepository(core: Kysely<Database>, clock: () => number = Date.now): CaptchaRepository {
  const db = withIdentityTables(core);
  let lastPurge = 0;
  return {
    async create(merchant, answerHash, expiresAt, id) {
      const t = clock();
      if (t - lastPurge > 60_000) {
        lastPurge = t;
        await db.deleteFrom('captcha_challenges').where('expires_at', '<', new Date(t - 3_600_000)).execute();
      }
      await db.insertInto('captcha_challenges').values({ id, merchant, answer_hash: answerHash, expires_at: expiresAt }).execute();
    },
    async consume(merchant, id, now) {
      const r = await db
        .updateTable('captcha_challenges')
        .set({ used_at: now })
        .where('id', '=', id)
        .where('merchant', '=', merchant)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('answer_hash')
        .executeTakeFirst();
      return r?.answer_hash ?? null;
    },
  };
}
