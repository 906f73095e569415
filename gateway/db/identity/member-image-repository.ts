/**
 * Images members upload (migration 013 member_images), content-addressed like media-repository:
 * the same bytes are stored once under their SHA-256. Served only through their owners: an avatar
 * while a profile uses it, a proof to the session of the withdrawal's member.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { MemberImageType } from '../../domain/identity/member-image';
import type { Database } from '../database';
import { withPaymentTables } from '../payments/payment-tables';

export interface MemberImage {
  sha256: string;
  contentType: MemberImageType;
  body: Uint8Array;
}

export function imageSha(body: Uint8Array): string {
  return createHash('sha256').update(body).digest('hex');
}

export const memberImages = {
  /** Stores the bytes unless stored; returns their hash. */
  async put(db: Kysely<Database>, contentType: MemberImageType, body: Uint8Array, at: Date): Promise<string> {
    const sha256 = imageSha(body);
    await withPaymentTables(db)
      .insertInto('member_images')
      .values({ sha256, content_type: contentType, body: Buffer.from(body), created_at: at })
      .onConflict((oc) => oc.column('sha256').doNothing())
      .execute();
    return sha256;
  },
  /** The image if some profile uses it as its avatar. */
  async avatar(db: Kysely<Database>, sha256: string): Promise<MemberImage | null> {
    const row = await withPaymentTables(db)
      .selectFrom('member_images')
      .select(['sha256', 'content_type', 'body'])
      .where('sha256', '=', sha256)
      .where((eb) => eb.exists(eb.selectFrom('member_profiles').select('member_id').where('avatar_sha256', '=', sha256)))
      .executeTakeFirst();
    return row ? { sha256: row.sha256, contentType: row.content_type as MemberImageType, body: row.body } : null;
  },
  /** Proof number `position` of a withdrawal of this member. */
  async proof(db: Kysely<Database>, memberId: string, withdrawalId: string, position: number): Promise<MemberImage | null> {
    const row = await withPaymentTables(db)
      .selectFrom('withdrawal_proofs')
      .innerJoin('withdrawals', 'withdrawals.id', 'withdrawal_proofs.withdrawal_id')
      .innerJoin('member_images', 'member_images.sha256', 'withdrawal_proofs.sha256')
      .select(['member_images.sha256', 'member_images.content_type', 'member_images.body'])
      .where('withdrawals.member_id', '=', memberId)
      .where('withdrawal_proofs.withdrawal_id', '=', withdrawalId)
      .where('withdrawal_proofs.position', '=', position)
      .executeTakeFirst();
    return row ? { sha256: row.sha256, contentType: row.content_type as MemberImageType, body: row.body } : null;
  },
};
