/**
 * Development only: messages the outbox double delivered instead of sending (migration 004,
 * docs/decisions/026-message-delivery.md); read at GET /dev/outbox. Never written in production.
 */
import type { Kysely } from 'kysely';
import type { OutboxMessage } from '../../../schemas/identity';
import type { Database } from '../database';
import { withIdentityTables, type Channel } from '../identity/identity-tables';

export interface OutboxRepository {
  /** `createdAt`: when the message was queued, so the newest-first order is the order of sending. */
  add(message: { merchant: string; channel: Channel; target: string; subject: string | null; body: string; createdAt: Date }): Promise<void>;
  /** Newest first. */
  list(filter: { target?: string; merchant?: string; limit: number }): Promise<OutboxMessage[]>;
}

export function createOutboxRepository(core: Kysely<Database>): OutboxRepository {
  const db = withIdentityTables(core);
  return {
    async add({ createdAt, ...m }) {
      await db.insertInto('outbox').values({ ...m, created_at: createdAt }).execute();
    },
    async list(filter) {
      let q = db.selectFrom('outbox').selectAll().orderBy('created_at', 'desc').limit(filter.limit);
      if (filter.target) q = q.where('target', '=', filter.target);
      if (filter.merchant) q = q.where('merchant', '=', filter.merchant);
      const rows = await q.execute();
      return rows.map((r) => ({
        id: r.id,
        merchant: r.merchant,
        channel: r.channel,
        target: r.target,
        subject: r.subject,
        body: r.body,
        createdAt: r.created_at.toISOString(),
      }));
    },
  };
}
