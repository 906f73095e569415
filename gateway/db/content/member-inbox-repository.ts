/**
 * The member inbox (migration 006): notices to one member, the unread count, and the messages
 * page (issue 7): a page newest first, reading one (marks it read), marking all read. Every query
 * names the member, so one member never reaches another's messages.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database';
import type { PageWindow } from '../paging';
import { withWalletTables, type MemberMessagesTable } from '../ledger/wallet-tables';

export interface NewInboxMessage {
  memberId: string;
  title: string;
  body: string;
  sender?: string;
  /** Defaults to the database's now(). */
  createdAt?: Date;
}

export interface InboxMessageRecord {
  id: string;
  memberId: string;
  sender: string;
  title: string;
  body: string;
  createdAt: Date;
  readAt: Date | null;
}

export interface MemberInboxRepository {
  add(message: NewInboxMessage): Promise<void>;
  unreadCount(memberId: string): Promise<number>;
  page(memberId: string, window: PageWindow): Promise<{ items: InboxMessageRecord[]; total: number }>;
  /** Marks the member's message read (once); null when the member has no such message. */
  read(memberId: string, id: string, at: Date): Promise<InboxMessageRecord | null>;
  /** Marks every unread message of the member read; returns how many. */
  readAll(memberId: string, at: Date): Promise<number>;
}

function toRecord(r: Selectable<MemberMessagesTable>): InboxMessageRecord {
  return { id: r.id, memberId: r.member_id, sender: r.sender, title: r.title, body: r.body, createdAt: r.created_at, readAt: r.read_at };
}

const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createMemberInboxRepository(core: Kysely<Database>): MemberInboxRepository {
  const db = withWalletTables(core);
  return {
    async add(m) {
      await db
        .insertInto('member_messages')
        .values({ member_id: m.memberId, title: m.title, body: m.body, sender: m.sender ?? 'system', ...(m.createdAt ? { created_at: m.createdAt } : {}) })
        .execute();
    },
    async unreadCount(memberId) {
      const row = await db
        .selectFrom('member_messages')
        .select((eb) => eb.fn.countAll<string | number | bigint>().as('n'))
        .where('member_id', '=', memberId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    async page(memberId, w) {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('member_messages')
          .selectAll()
          .where('member_id', '=', memberId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(w.pageSize)
          .offset(w.offset)
          .execute(),
        db.selectFrom('member_messages').select((eb) => eb.fn.countAll<string | number | bigint>().as('n')).where('member_id', '=', memberId).executeTakeFirst(),
      ]);
      return { items: rows.map(toRecord), total: Number(count?.n ?? 0) };
    },
    async read(memberId, id, at) {
      if (!uuidRe.test(id)) return null;
      await db.updateTable('member_messages').set({ read_at: at }).where('member_id', '=', memberId).where('id', '=', id).where('read_at', 'is', null).execute();
      const row = await db.selectFrom('member_messages').selectAll().where('member_id', '=', memberId).where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : null;
    },
    async readAll(memberId, at) {
      const result = await db.updateTable('member_messages').set({ read_at: at }).where('member_id', '=', memberId).where('read_at', 'is', null).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
