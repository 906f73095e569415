/**
 * The member inbox (migration 006): notices to one member and the unread count. The
 * messages page (wallet/member issue) will add listing and marking read here.
 */
import type { Kysely } from 'kysely';
import type { Database } from './database';
import { withWalletTables } from './wallet-tables';

export interface NewInboxMessage {
  memberId: string;
  title: string;
  body: string;
  sender?: string;
}

export interface MemberInboxRepository {
  add(message: NewInboxMessage): Promise<void>;
  unreadCount(memberId: string): Promise<number>;
}

export function createMemberInboxRepository(core: Kysely<Database>): MemberInboxRepository {
  const db = withWalletTables(core);
  return {
    async add(m) {
      await db
        .insertInto('member_messages')
        .values({ member_id: m.memberId, title: m.title, body: m.body, sender: m.sender ?? 'system' })
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
  };
}
