/**
 * The profile and security-centre writes on a member (migrations 004, 009, 014): nickname, phone,
 * e-mail, the payment-password hash, the avatar and the sealed personal fields.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import type { PageWindow } from '../paging';
import { withPaymentTables } from '../payments/payment-tables';
import { withRegistrationTables } from './registration-tables';

export interface ProfileRow {
  avatarSha256: string | null;
  fieldsSealed: string | null;
}

export interface MemberExtras {
  payeeName: string | null;
  paymentPasswordHash: string | null;
  registrationProfileSealed: string | null;
}

export const memberProfiles = {
  async extras(db: Kysely<Database>, memberId: string): Promise<MemberExtras> {
    const r = withRegistrationTables(db);
    const row = await r
      .selectFrom('members')
      .leftJoin('member_registrations', 'member_registrations.member_id', 'members.id')
      .select(['members.payee_name', 'members.payment_password_hash', 'member_registrations.profile_sealed'])
      .where('members.id', '=', memberId)
      .executeTakeFirst();
    return {
      payeeName: row?.payee_name ?? null,
      paymentPasswordHash: row?.payment_password_hash ?? null,
      registrationProfileSealed: row?.profile_sealed ?? null,
    };
  },
  async setPaymentPasswordHash(db: Kysely<Database>, memberId: string, hash: string): Promise<void> {
    await withRegistrationTables(db).updateTable('members').set({ payment_password_hash: hash }).where('id', '=', memberId).execute();
  },
  async setNickname(db: Kysely<Database>, memberId: string, nickname: string | null): Promise<void> {
    await withPaymentTables(db).updateTable('members').set({ nickname }).where('id', '=', memberId).execute();
  },
  async setPayeeName(db: Kysely<Database>, memberId: string, payeeName: string): Promise<void> {
    await withPaymentTables(db).updateTable('members').set({ payee_name: payeeName }).where('id', '=', memberId).execute();
  },
  async setPhone(db: Kysely<Database>, memberId: string, dialingCode: string, mobile: string): Promise<void> {
    await withPaymentTables(db).updateTable('members').set({ mobile_dialing_code: dialingCode, mobile }).where('id', '=', memberId).execute();
  },
  async setEmail(db: Kysely<Database>, memberId: string, email: string): Promise<void> {
    await withPaymentTables(db).updateTable('members').set({ email }).where('id', '=', memberId).execute();
  },
  /** Another member of the merchant with this e-mail (case-insensitive)? */
  async emailTaken(db: Kysely<Database>, merchant: string, email: string, exceptMemberId: string): Promise<boolean> {
    const row = await withPaymentTables(db)
      .selectFrom('members')
      .select('id')
      .where('merchant', '=', merchant)
      .where((eb) => eb(eb.fn('lower', ['email']), '=', email.toLowerCase()))
      .where('id', '!=', exceptMemberId)
      .executeTakeFirst();
    return row !== undefined;
  },
  async profile(db: Kysely<Database>, memberId: string): Promise<ProfileRow> {
    const row = await withPaymentTables(db).selectFrom('member_profiles').select(['avatar_sha256', 'fields_sealed']).where('member_id', '=', memberId).executeTakeFirst();
    return { avatarSha256: row?.avatar_sha256 ?? null, fieldsSealed: row?.fields_sealed ?? null };
  },
  async setAvatar(db: Kysely<Database>, memberId: string, sha256: string, at: Date): Promise<void> {
    await withPaymentTables(db)
      .insertInto('member_profiles')
      .values({ member_id: memberId, avatar_sha256: sha256, updated_at: at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ avatar_sha256: sha256, updated_at: at }))
      .execute();
  },
  async setFields(db: Kysely<Database>, memberId: string, sealed: string, at: Date): Promise<void> {
    await withPaymentTables(db)
      .insertInto('member_profiles')
      .values({ member_id: memberId, fields_sealed: sealed, updated_at: at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ fields_sealed: sealed, updated_at: at }))
      .execute();
  },
  /** Locks the member row until the transaction ends (bank-account limit, contact changes). */
  async lockMember(db: Kysely<Database>, memberId: string): Promise<void> {
    await withPaymentTables(db).selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
  },
  async loginHistoryPage(db: Kysely<Database>, memberId: string, w: PageWindow) {
    const p = withPaymentTables(db);
    const [rows, count] = await Promise.all([
      p.selectFrom('login_history').selectAll().where('member_id', '=', memberId).orderBy('created_at', 'desc').limit(w.pageSize).offset(w.offset).execute(),
      p.selectFrom('login_history').select((eb) => eb.fn.countAll<string | number | bigint>().as('n')).where('member_id', '=', memberId).executeTakeFirst(),
    ]);
    return { items: rows, total: Number(count?.n ?? 0) };
  },
};

export const paymentPasswordFailures = {
  async since(db: Kysely<Database>, memberId: string, since: Date): Promise<Date[]> {
    const rows = await withPaymentTables(db)
      .selectFrom('payment_password_failures')
      .select('created_at')
      .where('member_id', '=', memberId)
      .where('created_at', '>', since)
      .orderBy('created_at')
      .execute();
    return rows.map((r) => r.created_at);
  },
  async add(db: Kysely<Database>, memberId: string, at: Date): Promise<void> {
    await withPaymentTables(db).insertInto('payment_password_failures').values({ member_id: memberId, created_at: at }).execute();
  },
};
