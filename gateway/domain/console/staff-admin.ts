/**
 * Staff accounts managed by an owner (docs/decisions/040): create with a password and grants
 * (the authenticator secret is made here and answered once), disable (sessions end at once).
 * An owner acts only within the merchants it owns; every change is an audit row written in the
 * change's transaction, without secrets.
 */
import { randomUUID } from 'node:crypto';
import type { StaffCreated, StaffCreateFields, StaffGrant, StaffSummary } from '../../../schemas/console';
import { appendAudit } from '../../db/console/audit-repository';
import { disableStaffInScope, listStaffInScope, merchantsExist, staffVisibleTo } from '../../db/console/staff-directory-repository';
import { createStaffRepository, type StaffScope, type StaffWithGrants } from '../../db/console/staff-repository';
import { createStaffSessionRepository } from '../../db/console/staff-session-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import { checkNewPassword } from '../identity/password-policy';
import type { ClientInfo } from '../identity/session-service';
import { fieldRefusal, Refusal } from '../refusal';
import type { ConsoleServices } from './console-services';

export function toSummary(s: StaffWithGrants): StaffSummary {
  return { id: s.id, username: s.username, enabled: s.enabled, createdAt: s.createdAt.toISOString(), grants: s.grants };
}

/** The merchant an audit row of a staff change belongs to: the one merchant its grants name, else none. */
export function auditMerchantOf(grants: readonly StaffGrant[]): string | null {
  const merchants = new Set(grants.map((g) => g.merchant));
  const [only] = [...merchants];
  return merchants.size === 1 && only ? only : null;
}

/** The players' rule with the console's lengths, and never containing the username (NIST 800-63B context words). */
function checkPassword(c: ConsoleServices, fields: StaffCreateFields): void {
  const contains = fields.password.normalize('NFKC').toLowerCase().includes(fields.username.normalize('NFKC').toLowerCase());
  const problem = checkNewPassword(fields.password, { minLength: c.policy.passwordMinLength, maxLength: c.policy.passwordMaxLength, acceptedPattern: null }, fields.username) ?? (contains ? 'PASSWORD_COMMON' : null);
  if (problem) throw fieldRefusal(problem, 'password', problem === 'PASSWORD_LENGTH' ? 'length' : 'weak', problem === 'PASSWORD_LENGTH' ? 'error.password_length' : 'error.password_common');
}

/** Every grant within the owner's scope, and every merchant named known; else 403 / 400. */
async function checkGrants(c: ConsoleServices, scope: StaffScope, grants: readonly StaffGrant[]): Promise<void> {
  const inScope = (g: StaffGrant) => scope.all || (g.merchant !== null && scope.merchants.includes(g.merchant));
  if (!grants.every(inScope)) throw new Refusal(403, 'FORBIDDEN');
  const named = [...new Set(grants.flatMap((g) => (g.merchant ? [g.merchant] : [])))];
  const known = new Set(await merchantsExist(c.db, named));
  const unknown = grants.findIndex((g) => g.merchant !== null && !known.has(g.merchant));
  if (unknown >= 0) throw fieldRefusal('UNKNOWN_MERCHANT', `grants/${unknown}/merchant`, 'unknown', 'error.unknown_merchant');
}

export async function createStaff(c: ConsoleServices, actor: StaffSessionRecord, client: ClientInfo, fields: StaffCreateFields): Promise<StaffCreated> {
  const scope = await c.staff.scopeOf(actor.staffId, ['owner']);
  if (!scope) throw new Refusal(403, 'FORBIDDEN');
  checkPassword(c, fields);
  await checkGrants(c, scope, fields.grants);
  const id = randomUUID();
  const secret = c.totp.newSecret();
  const passwordHash = await c.hasher.hash(fields.password);
  const at = new Date(c.now());
  const grants = fields.grants.map((g) => ({ role: g.role, merchant: g.merchant }));
  await c.db.transaction().execute(async (trx) => {
    const staff = createStaffRepository(trx);
    // The owner's grant is read again inside the change: one revoked meanwhile stops it.
    if (!(await staff.scopeOf(actor.staffId, ['owner']))) throw new Refusal(403, 'FORBIDDEN');
    if (!(await staff.insert({ id, username: fields.username, passwordHash, totpSecret: c.totp.seal(secret, id), grants, createdBy: actor.staffId }))) {
      throw fieldRefusal('USERNAME_TAKEN', 'username', 'taken', 'register.error.username_taken');
    }
    await appendAudit(trx, c.box, {
      at,
      staffId: actor.staffId,
      staffName: actor.username,
      role: 'owner',
      merchant: auditMerchantOf(grants),
      ip: client.ip,
      action: 'staff.create',
      target: fields.username,
      before: null,
      after: { username: fields.username, enabled: true, grants },
    });
  });
  return {
    staff: { id, username: fields.username, enabled: true, createdAt: at.toISOString(), grants },
    totpSecret: secret,
    otpauthUri: c.totp.uri(secret, fields.username),
  };
}

/** Disables a staff member within the owner's scope and ends their sessions: 404 unseen, 403 beyond scope, 409 oneself. */
export async function disableStaff(c: ConsoleServices, actor: StaffSessionRecord, client: ClientInfo, staffId: string): Promise<StaffSummary> {
  if (!(await staffVisibleTo(c.db, actor.staffId, staffId))) throw new Refusal(404, 'NOT_FOUND');
  if (staffId === actor.staffId) throw new Refusal(409, 'STAFF_SELF');
  const at = new Date(c.now());
  await c.db.transaction().execute(async (trx) => {
    const outcome = await disableStaffInScope(trx, actor.staffId, staffId, at);
    if (outcome === 'outside') throw new Refusal(403, 'FORBIDDEN');
    if (outcome === 'already') return;
    await createStaffSessionRepository(trx).revokeStaff(staffId, 'disabled', at);
    const staff = createStaffRepository(trx);
    const target = await staff.findById(staffId);
    const grants = await staff.grantsOf(staffId);
    await appendAudit(trx, c.box, {
      at,
      staffId: actor.staffId,
      staffName: actor.username,
      role: 'owner',
      merchant: auditMerchantOf(grants),
      ip: client.ip,
      action: 'staff.disable',
      target: target?.username ?? staffId,
      before: { enabled: true },
      after: { enabled: false },
    });
  });
  // Answered as the owner lists it: only the grants within the owner's scope.
  const seen = (await listStaffInScope(c.db, actor.staffId)).find((s) => s.id === staffId);
  if (!seen) throw new Refusal(404, 'NOT_FOUND');
  return toSummary(seen);
}
