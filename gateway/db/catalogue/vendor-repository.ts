/** Game vendors per merchant (migration 002): the menus' lite catalogue. */
import type { Kysely } from 'kysely';
import type { GameCategory } from '../../../schemas/brand';
import { insertedCount, withContentTables } from '../content/content-tables';
import type { Database } from '../database';

export interface VendorRecord {
  nodeId: string;
  vassalage: string;
  gameType: GameCategory;
  displayName: string;
  sort: number;
  maintenance: boolean;
  /** Null: the generated icon. */
  iconPath: string | null;
}

export interface VendorRepository {
  /** Enabled vendors of the merchant, by game type, sort and name. */
  listEnabled(merchant: string): Promise<VendorRecord[]>;
  /** Inserts the rows the merchant does not have yet (by node id or game type + code); returns how many. */
  insertMissing(merchant: string, rows: readonly VendorRecord[]): Promise<number>;
}

export function createVendorRepository(core: Kysely<Database>): VendorRepository {
  const db = withContentTables(core);
  return {
    async listEnabled(merchant) {
      const rows = await db
        .selectFrom('vendors')
        .select(['node_id', 'vassalage', 'game_type', 'display_name', 'sort', 'maintenance', 'icon_path'])
        .where('merchant', '=', merchant)
        .where('enabled', '=', true)
        .orderBy('game_type')
        .orderBy('sort')
        .orderBy('display_name')
        .execute();
      return rows.map((r) => ({
        nodeId: r.node_id,
        vassalage: r.vassalage,
        gameType: r.game_type,
        displayName: r.display_name,
        sort: r.sort,
        maintenance: r.maintenance,
        iconPath: r.icon_path,
      }));
    },
    async insertMissing(merchant, rows) {
      if (rows.length === 0) return 0;
      const result = await db
        .insertInto('vendors')
        .values(
          rows.map((v) => ({
            merchant,
            node_id: v.nodeId,
            vassalage: v.vassalage,
            game_type: v.gameType,
            display_name: v.displayName,
            sort: v.sort,
            maintenance: v.maintenance,
            icon_path: v.iconPath,
          })),
        )
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return insertedCount(result);
    },
  };
}
