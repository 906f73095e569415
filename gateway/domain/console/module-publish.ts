/**
 * Whitelabel modules per merchant, read and published from the console (docs/decisions/040):
 * the first change that goes the whole way — role × merchant checked in SQL inside the change,
 * the parent/child rule of schemas/modules.ts enforced, the switches written, and an audit row
 * with the before/after diff, all in one transaction. Players see it on their next page load:
 * this instance forgets its cached merchant config at once, every other instance within its
 * config cache time (1 s; the gateway's default configCacheMs).
 */
import type { MerchantModulesAnswer } from '../../../schemas/console';
import { capabilityRoles } from '../../../schemas/console';
import { buildModuleTree, flattenModules, isModuleId, parentOf, type ModuleId } from '../../../schemas/modules';
import { appendAudit } from '../../db/console/audit-repository';
import { createStaffRepository } from '../../db/console/staff-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { Db } from '../../db/database';
import type { ClientInfo } from '../identity/session-service';
import { fieldRefusal, Refusal } from '../refusal';
import { diffOf } from './audit-chain';
import type { ConsoleServices } from './console-services';

type Reader = Pick<Db, 'selectFrom'>;

async function switchesOf(db: Reader, merchant: string, lock: boolean): Promise<Record<string, boolean>> {
  let q = db.selectFrom('merchant_modules').select(['mod_id', 'enabled']).where('merchant', '=', merchant).orderBy('mod_id');
  if (lock) q = q.forUpdate();
  const rows = await q.execute();
  return Object.fromEntries(rows.map((r) => [r.mod_id, r.enabled]));
}

function answerOf(merchant: string, switches: Record<string, boolean>): MerchantModulesAnswer {
  return { merchant, switches, flags: flattenModules(buildModuleTree(switches)) };
}

async function merchantExists(db: Reader, merchant: string): Promise<boolean> {
  return (await db.selectFrom('merchants').select('code').where('code', '=', merchant).executeTakeFirst()) !== undefined;
}

export async function readModules(c: ConsoleServices, actor: StaffSessionRecord, merchant: string): Promise<MerchantModulesAnswer> {
  if (!(await c.staff.roleFor(actor.staffId, capabilityRoles['modules.read'], merchant))) throw new Refusal(403, 'FORBIDDEN');
  if (!(await merchantExists(c.db, merchant))) throw new Refusal(404, 'UNKNOWN_MERCHANT');
  return answerOf(merchant, await switchesOf(c.db, merchant, false));
}

/** A module switched on needs every ancestor on in the published result (else it would be on in name only). */
function checkParents(changes: Record<string, boolean>, next: Record<string, boolean>): void {
  for (const [id, enabled] of Object.entries(changes)) {
    if (!enabled || !isModuleId(id)) continue;
    for (let p: ModuleId | null = parentOf(id); p; p = parentOf(p)) {
      if (next[p] !== true) throw fieldRefusal('MODULE_PARENT_OFF', `changes/${id}`, 'parent-off', 'console.error.module_parent_off');
    }
  }
}

export async function publishModules(c: ConsoleServices, actor: StaffSessionRecord, client: ClientInfo, merchant: string, changes: Record<string, boolean>): Promise<MerchantModulesAnswer> {
  const unknown = Object.keys(changes).find((id) => !isModuleId(id));
  if (unknown !== undefined) throw fieldRefusal('VALIDATION_FAILED', `changes/${unknown}`, 'unknown-module', 'error.validation_failed');
  const at = new Date(c.now());
  const published = await c.db.transaction().execute(async (trx) => {
    const role = await createStaffRepository(trx).roleFor(actor.staffId, capabilityRoles['modules.publish'], merchant);
    if (!role) throw new Refusal(403, 'FORBIDDEN');
    if (!(await merchantExists(trx, merchant))) throw new Refusal(404, 'UNKNOWN_MERCHANT');
    // Locks the merchant's switches: two publishes of one merchant apply one after the other.
    const current = await switchesOf(trx, merchant, true);
    const next = { ...current, ...changes };
    checkParents(changes, next);
    const diff = diffOf(
      Object.fromEntries(Object.keys(changes).map((id) => [id, current[id] ?? false])),
      Object.fromEntries(Object.keys(changes).map((id) => [id, next[id] ?? false])),
    );
    const changed = Object.keys(diff.after);
    if (changed.length === 0) return next;
    await trx
      .insertInto('merchant_modules')
      .values(changed.map((id) => ({ merchant, mod_id: id, enabled: next[id] === true, updated_at: at })))
      .onConflict((oc) => oc.columns(['merchant', 'mod_id']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled'), updated_at: at })))
      .execute();
    await appendAudit(trx, c.box, { at, staffId: actor.staffId, staffName: actor.username, role, merchant, ip: client.ip, action: 'modules.publish', target: merchant, before: diff.before, after: diff.after });
    return next;
  });
  return answerOf(merchant, published);
}
