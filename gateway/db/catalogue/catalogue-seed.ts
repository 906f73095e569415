/**
 * Seeds a brand's demo game catalogue once (recorded in content_seeds as topic "catalogue" with
 * its version, like the content topics of docs/decisions/005): the games of
 * db/catalogue-seed-plan.ts for the vendors the merchant has, inserted in batches of 1,000, and
 * the popup-list flag (isGame VASSALAGE) on card and fish vendors. Running it again changes
 * nothing; an operator's edits and deletions survive restarts.
 */
import type { Kysely } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import { categoryOrder } from '../../../schemas/game-categories';
import { createCatalogueRepository } from './catalogue-repository';
import { cataloguePlan, type SeedVendor } from './catalogue-seed-plan';
import { withCatalogueTables } from './catalogue-tables';
import type { Database } from '../database';

/** Raise when the demo catalogue changes; merchants seeded earlier then get the missing games. */
export const catalogueSeedVersion = 1;

async function claim(core: Kysely<Database>, merchant: string): Promise<boolean> {
  const row = await withCatalogueTables(core)
    .insertInto('content_seeds')
    .values({ merchant, topic: 'catalogue', version: catalogueSeedVersion })
    .onConflict((oc) =>
      oc
        .columns(['merchant', 'topic'])
        .doUpdateSet({ version: catalogueSeedVersion, seeded_at: new Date() })
        .where('content_seeds.version', '<', catalogueSeedVersion),
    )
    .returning('topic')
    .executeTakeFirst();
  return row !== undefined;
}

const rank = new Map(categoryOrder.map((c, i) => [c, i]));

/** Seeds the catalogue of one brand (inside the caller's transaction); returns games inserted. */
export async function seedBrandCatalogue(db: Kysely<Database>, brand: Brand): Promise<number> {
  if (!(await claim(db, brand.merchant))) return 0;
  const rows = await withCatalogueTables(db)
    .selectFrom('vendors')
    .select(['node_id', 'vassalage', 'game_type', 'display_name', 'sort'])
    .where('merchant', '=', brand.merchant)
    .execute();
  const vendors: SeedVendor[] = rows
    .sort((a, b) => (rank.get(a.game_type) ?? 99) - (rank.get(b.game_type) ?? 99) || a.sort - b.sort || a.node_id.localeCompare(b.node_id, 'en'))
    .map((r) => ({ nodeId: r.node_id, vassalage: r.vassalage, gameType: r.game_type, displayName: r.display_name }));
  const repo = createCatalogueRepository(db);
  await repo.setVendorIsGame(brand.merchant, ['PVP', 'FISH']);
  const games = cataloguePlan({ merchant: brand.merchant, languages: brand.supportLanguages, defaultLang: brand.defaultLang, vendors });
  return repo.insertGames(brand.merchant, games);
}
