/**
 * A merchant's brand in the console (docs/decisions/045): read the draft or what players get,
 * save a draft the brand checker accepts, and publish it. Role × merchant is decided in SQL
 * (staff_grants) inside each change's transaction; a publish checks the draft's domains against
 * every other merchant's claims under the claims' advisory lock, records the claims, stores the
 * brand with a new version and writes the audit row with the before/after diff, all in one
 * transaction. Every instance serves it within the config cache time (live-brands.ts).
 */
import { sql, type Transaction } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import { capabilityRoles, type BrandFieldProblem, type MerchantBrandAnswer } from '../../../schemas/console';
import { appendAudit } from '../../db/console/audit-repository';
import { createStaffRepository } from '../../db/console/staff-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { Database, Db } from '../../db/database';
import { withBrandTables } from '../../db/brand/merchant-brand-tables';
import { claimsLockKey } from '../../db/brand/domain-claim-repository';
import { seedBrandCatalogue } from '../../db/catalogue/catalogue-seed';
import { seedBrandContent } from '../../db/content/content-seed';
import type { LiveBrandRegistry } from '../brand/live-brands';
import { hostnameOf } from '../brand/merchant-resolver';
import type { ClientInfo } from '../identity/session-service';
import { Refusal } from '../refusal';
import { diffOf } from './audit-chain';
import { assetNamesOf, checkBrandDraft } from './brand-draft-check';
import type { ConsoleServices } from './console-services';

type Reader = Pick<Db, 'selectFrom'>;
type Trx = Transaction<Database>;

export interface BrandDeps {
  console: ConsoleServices;
  registry: LiveBrandRegistry;
  brandsDir: string;
}

/** 400 BRAND_INVALID with the checker's problems at their fields; nothing is written. */
export function brandRefusal(problems: BrandFieldProblem[], code: 'BRAND_INVALID' | 'DOMAIN_TAKEN' = 'BRAND_INVALID'): Refusal {
  return new Refusal(code === 'DOMAIN_TAKEN' ? 409 : 400, code, problems);
}

async function merchantExists(db: Reader, merchant: string): Promise<boolean> {
  return (await db.selectFrom('merchants').select('code').where('code', '=', merchant).executeTakeFirst()) !== undefined;
}

async function brandRow(db: Reader, merchant: string, lock = false) {
  let q = withBrandTables(db as Db).selectFrom('merchant_brands').selectAll().where('merchant', '=', merchant);
  if (lock) q = q.forUpdate();
  return (await q.executeTakeFirst()) ?? null;
}

/** What players get now: the published copy, else the brand folder's. */
function servedBrand(d: BrandDeps, merchant: string, published: Record<string, unknown> | null): Record<string, unknown> | null {
  if (published) return published;
  const entry = d.registry.get(merchant);
  return entry?.ok ? (entry.brand as unknown as Record<string, unknown>) : null;
}

async function answerOf(d: BrandDeps, db: Reader, merchant: string): Promise<MerchantBrandAnswer> {
  const row = await brandRow(db, merchant);
  const served = servedBrand(d, merchant, row?.published ?? null);
  const brand = row?.draft ?? served;
  if (brand === null) throw new Refusal(404, 'UNKNOWN_MERCHANT');
  return {
    merchant,
    source: row?.published ? 'console' : served ? 'folder' : 'none',
    version: row?.version ?? 0,
    publishedAt: row?.published_at?.toISOString() ?? null,
    brand,
    isDraft: row?.draft != null,
    assets: await assetNamesOf(db, merchant),
  };
}

/** The brand a preview shows: the draft when there is one, else what players get now; null for an unknown merchant. */
export async function previewableBrand(d: Pick<BrandDeps, 'registry'>, db: Reader, merchant: string): Promise<Record<string, unknown> | null> {
  const row = await brandRow(db, merchant);
  return row?.draft ?? servedBrand(d as BrandDeps, merchant, row?.published ?? null);
}

export async function roleOrRefuse(db: Reader, actor: StaffSessionRecord, capability: keyof typeof capabilityRoles, merchant: string) {
  const role = await createStaffRepository(db as Db).roleFor(actor.staffId, capabilityRoles[capability], merchant);
  if (!role) throw new Refusal(403, 'FORBIDDEN');
  if (!(await merchantExists(db, merchant))) throw new Refusal(404, 'UNKNOWN_MERCHANT');
  return role;
}

export async function readBrand(d: BrandDeps, actor: StaffSessionRecord, merchant: string): Promise<MerchantBrandAnswer> {
  await roleOrRefuse(d.console.db, actor, 'merchants.read', merchant);
  return answerOf(d, d.console.db, merchant);
}

/** Host names of `brand` another merchant holds (merchant_domains), as field problems. */
async function takenDomains(db: Reader, brand: Brand, merchant: string): Promise<BrandFieldProblem[]> {
  const hosts = brand.domains.map((h) => hostnameOf(h) ?? h);
  if (hosts.length === 0) return [];
  const rows = await db
    .selectFrom(sql<{ host: string; merchant: string }>`merchant_domains`.as('d'))
    .select(['d.host', 'd.merchant'])
    .where('d.host', 'in', hosts)
    .where('d.merchant', '<>', merchant)
    .execute();
  return rows.map((r) => ({
    path: `/brand/domains/${hosts.indexOf(r.host)}`,
    reason: 'domain-taken',
    message: `domain "${r.host}" is already claimed by ${r.merchant}`,
    hint: `give ${merchant} its own host names, e.g. "${merchant}.example": a domain stays with the merchant that holds it`,
  }));
}

/** The brand checker's verdict on a draft, and the domains other merchants hold. */
async function checked(d: BrandDeps, db: Reader, brand: Record<string, unknown>, merchant: string): Promise<Brand> {
  const problems = await checkBrandDraft(db, brand, merchant, d.brandsDir);
  if (problems.length > 0) throw brandRefusal(problems);
  const taken = await takenDomains(db, brand as unknown as Brand, merchant);
  if (taken.length > 0) throw brandRefusal(taken, 'DOMAIN_TAKEN');
  return brand as unknown as Brand;
}

/** Saves the draft inside `trx` (onboarding and uploads run it inside their own transaction). */
export async function saveDraftIn(d: BrandDeps, trx: Trx, actor: StaffSessionRecord, client: ClientInfo, merchant: string, brand: Record<string, unknown>): Promise<void> {
  const c = d.console;
  const at = new Date(c.now());
  const role = await roleOrRefuse(trx, actor, 'merchants.onboard', merchant);
  await checked(d, trx, brand, merchant);
  const row = await brandRow(trx, merchant, true);
  const before = row?.draft ?? servedBrand(d, merchant, row?.published ?? null) ?? {};
  const diff = diffOf(before, brand);
  if (Object.keys(diff.after).length === 0 && row?.draft != null) return;
  const json = JSON.stringify(brand);
  await withBrandTables(trx as unknown as Db)
    .insertInto('merchant_brands')
    .values({ merchant, draft: json, draft_updated_at: at, draft_by: actor.staffId })
    .onConflict((oc) => oc.column('merchant').doUpdateSet({ draft: json, draft_updated_at: at, draft_by: actor.staffId }))
    .execute();
  await appendAudit(trx, c.box, { at, staffId: actor.staffId, staffName: actor.username, role, merchant, ip: client.ip, action: 'brand.draft', target: merchant, before: diff.before, after: diff.after });
}

export async function saveDraft(d: BrandDeps, actor: StaffSessionRecord, client: ClientInfo, merchant: string, brand: Record<string, unknown>): Promise<MerchantBrandAnswer> {
  return d.console.db.transaction().execute(async (trx) => {
    await saveDraftIn(d, trx, actor, client, merchant, brand);
    return answerOf(d, trx, merchant);
  });
}

/** Records the brand's host names for the merchant and frees those it no longer lists (claims lock held). */
async function recordClaims(trx: Trx, brand: Brand, merchant: string): Promise<void> {
  const hosts = [...new Set(brand.domains.map((h) => hostnameOf(h) ?? h))];
  await sql`delete from merchant_domains where merchant = ${merchant} and not (host = any(${sql.val(hosts)}::text[]))`.execute(trx);
  for (const host of hosts) {
    await sql`insert into merchant_domains (host, merchant) values (${host}, ${merchant}) on conflict (host) do nothing`.execute(trx);
  }
}

export async function publishBrand(d: BrandDeps, actor: StaffSessionRecord, client: ClientInfo, merchant: string): Promise<MerchantBrandAnswer> {
  const c = d.console;
  const at = new Date(c.now());
  const answer = await c.db.transaction().execute(async (trx) => {
    const role = await roleOrRefuse(trx, actor, 'brand.publish', merchant);
    // Every publish and every gateway start settling folder claims, one after the other.
    await sql`select pg_advisory_xact_lock(${sql.lit(claimsLockKey)})`.execute(trx);
    const row = await brandRow(trx, merchant, true);
    if (row?.draft == null) throw new Refusal(409, 'NOTHING_TO_PUBLISH');
    const brand = await checked(d, trx, row.draft, merchant);
    const before = servedBrand(d, merchant, row.published) ?? {};
    const diff = diffOf(before, row.draft);
    await recordClaims(trx, brand, merchant);
    await withBrandTables(trx as unknown as Db)
      .updateTable('merchant_brands')
      .set({ published: JSON.stringify(row.draft), version: row.version + 1, published_at: at, published_by: actor.staffId, draft: null, draft_updated_at: null, draft_by: null })
      .where('merchant', '=', merchant)
      .execute();
    // A merchant onboarded in the console gets the demo vendor menus, content and game catalogue a
    // folder brand gets from the seed (each once per topic; nothing for a merchant that has them).
    await seedBrandContent(trx, { ok: true, merchant, dir: '', brand, modules: {}, registerRules: {} });
    await seedBrandCatalogue(trx, brand);
    await appendAudit(trx, c.box, { at, staffId: actor.staffId, staffName: actor.username, role, merchant, ip: client.ip, action: 'brand.publish', target: merchant, before: diff.before, after: diff.after });
    return answerOf(d, trx, merchant);
  });
  await d.registry.refresh(true);
  return answer;
}
