/**
 * The support desk in the console (issue 18, docs/decisions/047): search one merchant's members,
 * read a profile, its ledger entries and login history (players.read), and act on an account
 * (players.act): lock and unlock, reset the authenticator, force a password change at the next
 * username login. Each action is one transaction: the role on the merchant (SQL) re-checked, the
 * member row locked, the change, the sessions it ends, and its audit row with the reason. An
 * action that changes nothing (locking a locked account) writes nothing and no audit row.
 *
 * A lock revokes every session and remember-me token of the member at once (sessions are read
 * from the database on every call: the player's next call is 401 on every instance), and the
 * login refuses a disabled member. A forced change sets must_change_password (the same flag the
 * demo default01 account has: the next username login answers a change token instead of a
 * session, decision 028) and ends the sessions, so "next login" is the next request.
 */
import { sql, type Transaction } from 'kysely';
import { capabilityRoles, type AuditAction } from '../../../schemas/console';
import {
  queueDefaultPageSize,
  type PlayerActionAnswer,
  type PlayerLedgerEntry,
  type PlayerLogin,
  type PlayerProfile,
  type PlayerSearchQuery,
  type PlayerSummary,
  type QueuePage,
  type QueueQuery,
} from '../../../schemas/console-money';
import { appendAudit } from '../../db/console/audit-repository';
import { playerDirectory } from '../../db/console/player-directory-repository';
import { createStaffRepository } from '../../db/console/staff-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { Database } from '../../db/database';
import type { ClientInfo } from '../identity/session-service';
import { Refusal } from '../refusal';
import type { ConsoleServices } from './console-services';
import { roleOn } from './money-desk';
import { cursorOf, pageOfSlice } from './money-queues';

export async function searchPlayers(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, q: PlayerSearchQuery): Promise<QueuePage<PlayerSummary>> {
  await roleOn(c, actor.staffId, 'players.read', merchant);
  return pageOfSlice(await playerDirectory.search(c.db, merchant, q.q, cursorOf(q, 'text'), q.pageSize ?? queueDefaultPageSize));
}

async function profileOrMissing(c: ConsoleServices, db: ConsoleServices['db'], merchant: string, memberId: string): Promise<PlayerProfile> {
  const p = await playerDirectory.profile(db, merchant, memberId, new Date(c.now()));
  if (!p) throw new Refusal(404, 'NOT_FOUND');
  return p;
}

export async function playerProfile(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, memberId: string): Promise<PlayerProfile> {
  await roleOn(c, actor.staffId, 'players.read', merchant);
  return profileOrMissing(c, c.db, merchant, memberId);
}

export async function playerLedger(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, memberId: string, q: QueueQuery): Promise<QueuePage<PlayerLedgerEntry>> {
  await roleOn(c, actor.staffId, 'players.read', merchant);
  await profileOrMissing(c, c.db, merchant, memberId);
  return pageOfSlice(await playerDirectory.ledger(c.db, memberId, cursorOf(q), q.pageSize ?? queueDefaultPageSize));
}

export async function playerLogins(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, memberId: string, q: QueueQuery): Promise<QueuePage<PlayerLogin>> {
  await roleOn(c, actor.staffId, 'players.read', merchant);
  await profileOrMissing(c, c.db, merchant, memberId);
  return pageOfSlice(await playerDirectory.logins(c.db, memberId, cursorOf(q), q.pageSize ?? queueDefaultPageSize));
}

export type PlayerAction = 'lock' | 'unlock' | 'reset-authenticator' | 'force-password-change';

interface MemberState {
  disabled: boolean;
  totp_enabled: boolean;
  totp_secret: string | null;
  must_change_password: boolean;
  account: string;
}

/** What the action changes, as before/after; null when it would change nothing. */
function changeOf(action: PlayerAction, m: MemberState): { before: Record<string, boolean>; after: Record<string, boolean>; revoke: boolean } | null {
  switch (action) {
    case 'lock':
      return m.disabled ? null : { before: { locked: false }, after: { locked: true }, revoke: true };
    case 'unlock':
      return m.disabled ? { before: { locked: true }, after: { locked: false }, revoke: false } : null;
    case 'reset-authenticator':
      return m.totp_enabled || m.totp_secret !== null ? { before: { authenticator: m.totp_enabled }, after: { authenticator: false }, revoke: false } : null;
    case 'force-password-change':
      return m.must_change_password ? null : { before: { mustChangePassword: false }, after: { mustChangePassword: true }, revoke: true };
  }
}

const auditActionOf: Record<PlayerAction, AuditAction> = {
  lock: 'players.lock',
  unlock: 'players.unlock',
  'reset-authenticator': 'players.reset-authenticator',
  'force-password-change': 'players.force-password-change',
};

export async function actOnPlayer(c: ConsoleServices, actor: StaffSessionRecord, client: ClientInfo, merchant: string, memberId: string, action: PlayerAction, reason: string): Promise<PlayerActionAnswer> {
  await roleOn(c, actor.staffId, 'players.act', merchant);
  const revokedSessions = await c.db.transaction().execute(async (trx) => {
    const role = await createStaffRepository(trx).roleFor(actor.staffId, capabilityRoles['players.act'], merchant);
    if (!role) throw new Refusal(403, 'FORBIDDEN');
    const { rows } = await sql<MemberState>`select disabled, totp_enabled, totp_secret, must_change_password, account from members where id = ${memberId} and merchant = ${merchant} for update`.execute(trx);
    const m = rows[0];
    if (!m) throw new Refusal(404, 'NOT_FOUND');
    const change = changeOf(action, m);
    if (!change) return 0;
    const at = new Date(c.now());
    if (action === 'lock' || action === 'unlock') await sql`update members set disabled = ${action === 'lock'} where id = ${memberId}`.execute(trx);
    if (action === 'reset-authenticator') {
      await sql`update members set totp_secret = null, totp_enabled = false, totp_last_step = null where id = ${memberId}`.execute(trx);
      await sql`delete from totp_recovery_codes where member_id = ${memberId}`.execute(trx);
    }
    if (action === 'force-password-change') await sql`update members set must_change_password = true where id = ${memberId}`.execute(trx);
    let revoked = 0;
    if (change.revoke) {
      const reasonCode = action === 'lock' ? 'console-lock' : 'console-password-change';
      const r = await sql`update sessions set revoked_at = ${at}, revoke_reason = ${reasonCode} where member_id = ${memberId} and revoked_at is null`.execute(trx);
      revoked = Number(r.numAffectedRows ?? 0);
      await sql`update remember_tokens set revoked_at = ${at} where member_id = ${memberId} and revoked_at is null`.execute(trx);
    }
    await appendAudit(trx as Transaction<Database>, c.box, {
      at,
      staffId: actor.staffId,
      staffName: actor.username,
      role,
      merchant,
      ip: client.ip,
      action: auditActionOf[action],
      target: m.account,
      before: change.before,
      after: { ...change.after, reason, ...(change.revoke ? { revokedSessions: revoked } : {}) },
    });
    return revoked;
  });
  return { profile: await profileOrMissing(c, c.db, merchant, memberId), revokedSessions };
}
