/**
 * Staff accounts as an owner manages them, bounded in SQL by the owner's own grants: an owner
 * of every merchant sees and manages every staff member; an owner of some merchants sees staff
 * holding a grant on one of them (and only those grants), and may disable only a staff member
 * whose every grant lies within them.
 */
import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import type { StaffGrant, StaffRole } from '../../../schemas/console';
import type { Database } from '../database';
import { withConsoleTables, type ConsoleTables } from './console-tables';
import { grantOrder, type StaffWithGrants } from './staff-repository';

type AnyDb = Kysely<Database & ConsoleTables>;
const consoleDb = (db: Kysely<Database> | Transaction<Database>): AnyDb => withConsoleTables(db as Kysely<Database>) as AnyDb;

const ownerRoles: readonly StaffRole[] = ['owner'];

/** SQL: the grant row aliased `g` lies within the owner's scope. */
function withinOwnerScope(ownerId: string): Expression<SqlBool> {
  return sql<SqlBool>`exists (select 1 from staff_grants o join staff os on os.id = o.staff_id and os.enabled
    where o.staff_id = ${ownerId} and o.role = any(${sql.val([...ownerRoles])}::text[])
      and (o.merchant is null or o.merchant = g.merchant))`;
}

export async function listStaffInScope(core: Kysely<Database>, ownerId: string): Promise<StaffWithGrants[]> {
  const db = consoleDb(core);
  const rows = await db
    .selectFrom('staff as s')
    .innerJoin('staff_grants as g', 'g.staff_id', 's.id')
    .select(['s.id', 's.username', 's.enabled', 's.created_at', 'g.role', 'g.merchant'])
    .where(withinOwnerScope(ownerId))
    .orderBy('s.username_key')
    .orderBy(grantOrder)
    .execute();
  const byId = new Map<string, StaffWithGrants>();
  for (const r of rows) {
    const entry = byId.get(r.id) ?? { id: r.id, username: r.username, enabled: r.enabled, createdAt: r.created_at, grants: [] as StaffGrant[] };
    entry.grants.push({ role: r.role, merchant: r.merchant });
    byId.set(r.id, entry);
  }
  return [...byId.values()];
}

/** Whether the staff member is visible to the owner (holds at least one grant within the owner's scope). */
export async function staffVisibleTo(core: Kysely<Database> | Transaction<Database>, ownerId: string, staffId: string): Promise<boolean> {
  const r = await consoleDb(core).selectFrom('staff_grants as g').select('g.staff_id').where('g.staff_id', '=', staffId).where(withinOwnerScope(ownerId)).limit(1).executeTakeFirst();
  return r !== undefined;
}

/**
 * Disables the staff member when every grant of theirs lies within the owner's scope; answers
 * 'disabled', 'already' (nothing written) or 'outside' (a grant beyond the owner's merchants).
 */
export async function disableStaffInScope(trx: Transaction<Database>, ownerId: string, staffId: string, now: Date): Promise<'disabled' | 'already' | 'outside'> {
  const db = consoleDb(trx);
  const row = await db.selectFrom('staff').select('enabled').where('id', '=', staffId).forUpdate().executeTakeFirst();
  if (!row?.enabled) return 'already';
  const updated = await db
    .updateTable('staff as s')
    .set({ enabled: false, disabled_at: now })
    .where('s.id', '=', staffId)
    .where('s.enabled', '=', true)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('staff_grants as g').select('g.staff_id').whereRef('g.staff_id', '=', 's.id').where(eb.not(withinOwnerScope(ownerId))))))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? 'disabled' : 'outside';
}

export async function merchantsExist(core: Kysely<Database> | Transaction<Database>, codes: readonly string[]): Promise<string[]> {
  if (codes.length === 0) return [];
  const rows = await core.selectFrom('merchants').select('code').where('code', 'in', [...codes]).execute();
  return rows.map((r) => r.code);
}
