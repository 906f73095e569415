/**
 * The merchants a staff member may pick in the console (docs/decisions/044): those of the
 * merchants table on which they hold any grant, a grant on every merchant covering all of them.
 * Decided in SQL from the grants table, like every other console scope (decision 040).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { withConsoleTables, type ConsoleTables } from '../../db/console/console-tables';
import type { ConsoleServices } from './console-services';

export async function merchantsOfStaff(c: ConsoleServices, staffId: string): Promise<string[]> {
  const db = withConsoleTables(c.db as Kysely<Database>) as Kysely<Database & ConsoleTables>;
  const rows = await db
    .selectFrom('merchants')
    .select('merchants.code')
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('staff_grants')
          .select('staff_grants.staff_id')
          .where('staff_grants.staff_id', '=', staffId)
          .where((g) => g.or([g('staff_grants.merchant', 'is', null), g('staff_grants.merchant', '=', g.ref('merchants.code'))])),
      ),
    )
    .orderBy('merchants.code')
    .execute();
  return rows.map((r) => r.code);
}
