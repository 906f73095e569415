/**
 * Demo seed: for every brand folder that loaded, insert its merchant row, module switches and
 * registration field rules when absent. Existing rows are never touched (ON CONFLICT DO
 * NOTHING), so an operator's changes survive restarts and running it twice changes nothing.
 */
import { isModuleId } from '../../schemas/modules';
import { isRegistrationField } from '../../schemas/register-rules';
import type { BrandEntry, LoadedBrand } from '../domain/brand/brand-files';
import type { Transaction } from 'kysely';
import type { Database, Db } from './database';
import { seedBrandCatalogue } from './catalogue/catalogue-seed';
import { seedBrandContent } from './content/content-seed';
import { createPasswordHasher, type PasswordHasher } from '../domain/identity/password-hasher';
import { demoPasswordHashes, getsDemoAccounts, retireDemoAccounts, seedBrandIdentity, type IdentitySeedInput } from './identity/identity-seed';
import { seedBrandWallets } from './ledger/wallet-seed';
import { seedBrandAffiliateCodes } from './identity/registration-seed';
import { seedAgentTree } from './agent/agent-tree-seed';
import { demoPassword } from './identity/identity-seed';
import { seedBrandContracts } from './agent/contract-seed';
import { seedBrandPromotions } from './promotions/promotion-seed';

export interface SeedResult {
  merchants: number;
  modules: number;
  rules: number;
}

type Trx = Transaction<Database>;

interface IdentityInput {
  input: IdentitySeedInput;
  hashes: Record<string, string>;
  /** Production only: checks whether a demo account still has its published password. */
  hasher: PasswordHasher | null;
}

export interface SeedOptions {
  /** The demo agent tree and its 90 days of activity (gateway/db/agent/agent-tree-seed.ts; demo brands only). */
  agentTree?: boolean;
}

async function seedBrand(trx: Trx, brand: LoadedBrand, identity: IdentityInput | null, options: SeedOptions): Promise<SeedResult> {
  const merchant = brand.merchant;
  const m = await trx
    .insertInto('merchants')
    .values({ code: merchant })
    .onConflict((oc) => oc.column('code').doNothing())
    .executeTakeFirst();

  const moduleRows = Object.entries(brand.modules)
    .filter(([modId]) => isModuleId(modId))
    .map(([modId, enabled]) => ({ merchant, mod_id: modId, enabled }));
  const mods = moduleRows.length
    ? await trx
        .insertInto('merchant_modules')
        .values(moduleRows)
        .onConflict((oc) => oc.columns(['merchant', 'mod_id']).doNothing())
        .executeTakeFirst()
    : null;

  const ruleRows = Object.entries(brand.registerRules).flatMap(([field, rule]) =>
    isRegistrationField(field) && rule
      ? [
          {
            merchant,
            field,
            enabled: rule.enabled,
            required: rule.required,
            min_length: rule.minLength,
            max_length: rule.maxLength,
            pattern_id: rule.patternId,
            accepted_pattern: rule.acceptedPattern,
          },
        ]
      : [],
  );
  const rules = ruleRows.length
    ? await trx
        .insertInto('register_field_rules')
        .values(ruleRows)
        .onConflict((oc) => oc.columns(['merchant', 'field']).doNothing())
        .executeTakeFirst()
    : null;
  // Vendor menus and portal content (docs/decisions/005-content-seed.md), once per topic.
  await seedBrandContent(trx, brand);
  // Game catalogue (docs/decisions/017-game-catalogue.md), after the vendors it hangs off.
  await seedBrandCatalogue(trx, brand.brand);
  // Demo accounts (docs/demo-accounts.json), when the caller has the data key to seal secrets with:
  // only for the demo brands and never in production (docs/decisions/028).
  if (identity && getsDemoAccounts(merchant, identity.input.production ?? false)) {
    await seedBrandIdentity(trx, brand.brand, identity.input, identity.hashes);
    await seedBrandWallets(trx, brand.brand);
    await seedBrandAffiliateCodes(trx, brand.brand);
    if (options.agentTree) await seedAgentTree(trx, brand.brand, identity.hashes[demoPassword] ?? '');
    // Agent contracts of every kind and state on the demo tree (docs/decisions/035).
    await seedBrandContracts(trx, merchant, brand.brand.agentType);
    // Demo promotions of every shape (issue 19, docs/decisions/050).
    await seedBrandPromotions(trx, merchant);
  }
  if (identity?.hasher) await retireDemoAccounts(trx, merchant, identity.hasher);

  return {
    merchants: Number(m.numInsertedOrUpdatedRows ?? 0n),
    modules: Number(mods?.numInsertedOrUpdatedRows ?? 0n),
    rules: Number(rules?.numInsertedOrUpdatedRows ?? 0n),
  };
}

export interface SeedFailure {
  merchant: string;
  error: unknown;
}

/**
 * Seeds every ok brand, each in its own transaction: one brand whose data the database
 * refuses is reported in `failed` and does not stop the others.
 */
export async function seedDemoData(
  db: Db,
  brands: readonly BrandEntry[],
  identity?: IdentitySeedInput,
  options: SeedOptions = {},
): Promise<SeedResult & { failed: SeedFailure[] }> {
  const total = { merchants: 0, modules: 0, rules: 0, failed: [] as SeedFailure[] };
  // Hashed outside the transactions, once per process (tests open many databases); production hashes none.
  const production = identity?.production ?? false;
  const withHashes = identity
    ? { input: identity, hashes: production ? {} : await demoPasswordHashes(), hasher: production ? createPasswordHasher() : null }
    : null;
  for (const entry of brands) {
    if (!entry.ok) continue;
    try {
      const r = await db.transaction().execute((trx) => seedBrand(trx, entry, withHashes, options));
      total.merchants += r.merchants;
      total.modules += r.modules;
      total.rules += r.rules;
    } catch (error) {
      total.failed.push({ merchant: entry.merchant, error });
    }
  }
  return total;
}
