/** Members per merchant (migration 004): accounts, password hashes, contact details, authenticator state. */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../database';
import { withIdentityTables, type MembersTable, type MemberType } from './identity-tables';

export interface MemberRecord {
  id: string;
  merchant: string;
  account: string;
  nickname: string | null;
  type: MemberType;
  passwordHash: string | null;
  passwordChangedAt: Date;
  mustChangePassword: boolean;
  email: string | null;
  mobileDialingCode: string | null;
  mobile: string | null;
  currency: string;
  vipLevel: number;
  totpSecret: string | null;
  totpEnabled: boolean;
  totpLastStep: number | null;
  parentId: string | null;
  disabled: boolean;
  firstLoginAt: Date | null;
}

export interface NewMember {
  merchant: string;
  account: string;
  nickname?: string | null;
  type?: MemberType;
  passwordHash: string | null;
  passwordChangedAt?: Date;
  mustChangePassword?: boolean;
  email?: string | null;
  mobileDialingCode?: string | null;
  mobile?: string | null;
  currency?: string;
  vipLevel?: number;
  totpSecret?: string | null;
  totpEnabled?: boolean;
  parentId?: string | null;
}

/** The key accounts are unique and looked up by: NFKC, lower case. */
export function accountKeyOf(account: string): string {
  return account.normalize('NFKC').toLowerCase();
}

function toRecord(r: Selectable<MembersTable>): MemberRecord {
  return {
    id: r.id,
    merchant: r.merchant,
    account: r.account,
    nickname: r.nickname,
    type: r.type,
    passwordHash: r.password_hash,
    passwordChangedAt: r.password_changed_at,
    mustChangePassword: r.must_change_password,
    email: r.email,
    mobileDialingCode: r.mobile_dialing_code,
    mobile: r.mobile,
    currency: r.currency,
    vipLevel: r.vip_level,
    totpSecret: r.totp_secret,
    totpEnabled: r.totp_enabled,
    totpLastStep: r.totp_last_step,
    parentId: r.parent_id,
    disabled: r.disabled,
    firstLoginAt: r.first_login_at,
  };
}

export interface MemberRepository {
  findById(id: string): Promise<MemberRecord | null>;
  findByAccount(merchant: string, account: string): Promise<MemberRecord | null>;
  findByMobile(merchant: string, dialingCode: string, mobile: string): Promise<MemberRecord | null>;
  insert(member: NewMember): Promise<MemberRecord>;
  /** Inserts members whose account is absent; returns how many were inserted. */
  insertMissing(members: readonly NewMember[]): Promise<number>;
  setPassword(id: string, passwordHash: string, at: Date): Promise<void>;
  setMustChange(id: string): Promise<void>;
  /** Sets first_login_at if unset; true when this was the first login. */
  markFirstLogin(id: string, at: Date): Promise<boolean>;
  setTotp(id: string, sealedSecret: string | null, enabled: boolean): Promise<void>;
  /** Turns a stored (enrolled) secret on, keeping the last accepted step. */
  enableTotp(id: string): Promise<void>;
  /** Records an accepted authenticator step; false when that step (or a later one) was used already. */
  claimTotpStep(id: string, step: number): Promise<boolean>;
}

function insertValues(m: NewMember) {
  return {
    merchant: m.merchant,
    account: m.account,
    account_key: accountKeyOf(m.account),
    nickname: m.nickname ?? null,
    type: m.type ?? 0,
    password_hash: m.passwordHash,
    password_changed_at: m.passwordChangedAt ?? new Date(),
    must_change_password: m.mustChangePassword ?? false,
    email: m.email ?? null,
    mobile_dialing_code: m.mobileDialingCode ?? null,
    mobile: m.mobile ?? null,
    currency: m.currency ?? 'CNY',
    vip_level: m.vipLevel ?? 0,
    totp_secret: m.totpSecret ?? null,
    totp_enabled: m.totpEnabled ?? false,
    parent_id: m.parentId ?? null,
  };
}

export function createMemberRepository(core: Kysely<Database>): MemberRepository {
  const db = withIdentityTables(core);
  const one = async (q: Promise<Selectable<MembersTable> | undefined>) => {
    const row = await q;
    return row ? toRecord(row) : null;
  };
  return {
    findById: (id) => one(db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst()),
    findByAccount: (merchant, account) =>
      one(
        db
          .selectFrom('members')
          .selectAll()
          .where('merchant', '=', merchant)
          .where('account_key', '=', accountKeyOf(account))
          .executeTakeFirst(),
      ),
    findByMobile: (merchant, dialingCode, mobile) =>
      one(
        db
          .selectFrom('members')
          .selectAll()
          .where('merchant', '=', merchant)
          .where('mobile_dialing_code', '=', dialingCode)
          .where('mobile', '=', mobile)
          .executeTakeFirst(),
      ),
    async insert(member) {
      const row = await db.insertInto('members').values(insertValues(member)).returningAll().executeTakeFirstOrThrow();
      return toRecord(row);
    },
    async insertMissing(members) {
      if (members.length === 0) return 0;
      const rows = await db
        .insertInto('members')
        .values(members.map(insertValues))
        .onConflict((oc) => oc.columns(['merchant', 'account_key']).doNothing())
        .returning('id')
        .execute();
      return rows.length;
    },
    async setPassword(id, passwordHash, at) {
      await db
        .updateTable('members')
        .set({ password_hash: passwordHash, password_changed_at: at, must_change_password: false })
        .where('id', '=', id)
        .execute();
    },
    async setMustChange(id) {
      await db.updateTable('members').set({ must_change_password: true }).where('id', '=', id).execute();
    },
    async markFirstLogin(id, at) {
      const row = await db
        .updateTable('members')
        .set({ first_login_at: at })
        .where('id', '=', id)
        .where('first_login_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    async setTotp(id, sealedSecret, enabled) {
      await db
        .updateTable('members')
        .set({ totp_secret: sealedSecret, totp_enabled: enabled, totp_last_step: null })
        .where('id', '=', id)
        .execute();
    },
    async enableTotp(id) {
      await db.updateTable('members').set({ totp_enabled: true }).where('id', '=', id).where('totp_secret', 'is not', null).execute();
    },
    async claimTotpStep(id, step) {
      const row = await db
        .updateTable('members')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}
