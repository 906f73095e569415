/**
 * Long-lived credentials besides sessions (migration 004): remember-me tokens, e-mailed reset
 * tokens (both SHA-256 of 256 random bits) and authenticator recovery codes (MACs).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { withIdentityTables } from './identity-tables';

export interface CredentialTokenRepository {
  addRemember(tokenHash: string, memberId: string, merchant: string, expiresAt: Date): Promise<void>;
  /** Revokes a live remember token and returns its member, or null when unknown, revoked or expired. */
  takeRemember(tokenHash: string, merchant: string, now: Date): Promise<string | null>;
  revokeRemember(tokenHash: string, now: Date): Promise<void>;
  revokeMemberRemember(memberId: string, now: Date): Promise<void>;
  addReset(tokenHash: string, memberId: string, expiresAt: Date): Promise<void>;
  /** The member of a live reset token, without using it up. */
  peekReset(tokenHash: string, now: Date): Promise<string | null>;
  /** Uses a live reset token up and returns its member, or null. */
  takeReset(tokenHash: string, now: Date): Promise<string | null>;
  /** Ends every unused reset token of the member. */
  closeMemberResets(memberId: string, now: Date): Promise<void>;
  replaceRecoveryCodes(memberId: string, codeHashes: readonly string[]): Promise<void>;
  /** Uses a recovery code up; false when unknown or used. */
  takeRecoveryCode(memberId: string, codeHash: string, now: Date): Promise<boolean>;
}

export function createCredentialTokenRepository(core: Kysely<Database>): CredentialTokenRepository {
  const db = withIdentityTables(core);
  return {
    async addRemember(tokenHash, memberId, merchant, expiresAt) {
      await db.insertInto('remember_tokens').values({ token_hash: tokenHash, member_id: memberId, merchant, expires_at: expiresAt }).execute();
    },
    async takeRemember(tokenHash, merchant, now) {
      const r = await db
        .updateTable('remember_tokens')
        .set({ revoked_at: now })
        .where('token_hash', '=', tokenHash)
        .where('merchant', '=', merchant)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('member_id')
        .executeTakeFirst();
      return r?.member_id ?? null;
    },
    async revokeRemember(tokenHash, now) {
      await db.updateTable('remember_tokens').set({ revoked_at: now }).where('token_hash', '=', tokenHash).where('revoked_at', 'is', null).execute();
    },
    async revokeMemberRemember(memberId, now) {
      await db.updateTable('remember_tokens').set({ revoked_at: now }).where('member_id', '=', memberId).where('revoked_at', 'is', null).execute();
    },
    async addReset(tokenHash, memberId, expiresAt) {
      await db.insertInto('password_reset_tokens').values({ token_hash: tokenHash, member_id: memberId, expires_at: expiresAt }).execute();
    },
    async peekReset(tokenHash, now) {
      const r = await db
        .selectFrom('password_reset_tokens')
        .select('member_id')
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      return r?.member_id ?? null;
    },
    async takeReset(tokenHash, now) {
      const r = await db
        .updateTable('password_reset_tokens')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('member_id')
        .executeTakeFirst();
      return r?.member_id ?? null;
    },
    async closeMemberResets(memberId, now) {
      await db.updateTable('password_reset_tokens').set({ used_at: now }).where('member_id', '=', memberId).where('used_at', 'is', null).execute();
    },
    async replaceRecoveryCodes(memberId, codeHashes) {
      await db.deleteFrom('totp_recovery_codes').where('member_id', '=', memberId).execute();
      if (codeHashes.length === 0) return;
      await db
        .insertInto('totp_recovery_codes')
        .values(codeHashes.map((h) => ({ member_id: memberId, code_hash: h })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    },
    async takeRecoveryCode(memberId, codeHash, now) {
      const r = await db
        .updateTable('totp_recovery_codes')
        .set({ used_at: now })
        .where('member_id', '=', memberId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
  };
}
