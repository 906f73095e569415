/**
 * What every per-merchant console read and publish does first (docs/decisions/040, 046): the
 * capability decided in SQL from the staff member's grants (inside the change's transaction for
 * a publish), then the merchant's existence. A publish also locks the merchant's row, so two
 * publishes of one merchant apply one after the other.
 */
import type { Capability, StaffRole } from '../../../schemas/console';
import { capabilityRoles } from '../../../schemas/console';
import { createStaffRepository } from '../../db/console/staff-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { Db } from '../../db/database';
import { Refusal } from '../refusal';
import type { ConsoleServices } from './console-services';

type Reader = Pick<Db, 'selectFrom'>;

async function merchantFound(db: Reader, merchant: string, lock: boolean): Promise<boolean> {
  let q = db.selectFrom('merchants').select('code').where('code', '=', merchant);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) !== undefined;
}

/** A read: 403 without the capability on the merchant, 404 for a merchant that does not exist. */
export async function allowRead(c: ConsoleServices, actor: StaffSessionRecord, capability: Capability, merchant: string): Promise<void> {
  if (!(await c.staff.roleFor(actor.staffId, capabilityRoles[capability], merchant))) throw new Refusal(403, 'FORBIDDEN');
  if (!(await merchantFound(c.db, merchant, false))) throw new Refusal(404, 'UNKNOWN_MERCHANT');
}

/** Inside a publish's transaction: the role that allows it (for the audit row); the merchant row is locked. */
export async function allowPublish(trx: Db, actor: StaffSessionRecord, capability: Capability, merchant: string): Promise<StaffRole> {
  const role = await createStaffRepository(trx).roleFor(actor.staffId, capabilityRoles[capability], merchant);
  if (!role) throw new Refusal(403, 'FORBIDDEN');
  if (!(await merchantFound(trx, merchant, true))) throw new Refusal(404, 'UNKNOWN_MERCHANT');
  return role;
}
