/**
 * Onboarding a merchant from nothing in the console, and the images of its brand
 * (docs/decisions/045). Onboarding needs merchants.onboard on every merchant (a merchant that
 * does not exist yet can hold no grant: decided in SQL like every console capability): one
 * transaction writes the merchant row, the module switches and registration rules of the
 * template (schemas/merchant-template.ts), placeholder images, the brand draft the checker
 * accepted and the audit row. Nothing is served until the draft is published.
 */
import type { Transaction } from 'kysely';
import { capabilityRoles, type BrandAssetAnswer, type BrandAssetKind, type MerchantBrandAnswer } from '../../../schemas/console';
import { modulesTemplate, placeholderSvgs, registerRulesTemplate } from '../../../schemas/merchant-template';
import { isRegistrationField } from '../../../schemas/register-rules';
import { appendAudit } from '../../db/console/audit-repository';
import { createStaffRepository } from '../../db/console/staff-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { Database, Db } from '../../db/database';
import { withBrandTables } from '../../db/brand/merchant-brand-tables';
import { seedBrandCatalogue } from '../../db/catalogue/catalogue-seed';
import { seedBrandContent } from '../../db/content/content-seed';
import type { Brand } from '../../../schemas/brand';
import { imageName, safeImage, type SafeImage } from '../brand/brand-image';
import type { ClientInfo } from '../identity/session-service';
import { Refusal } from '../refusal';
import { diffOf } from './audit-chain';
import { readBrand, saveDraftIn, type BrandDeps } from './merchant-brand';

type Trx = Transaction<Database>;

async function storeImage(trx: Trx, merchant: string, kind: string, image: SafeImage, by: string): Promise<string> {
  const name = imageName(kind, image);
  await withBrandTables(trx as unknown as Db)
    .insertInto('merchant_assets')
    .values({ merchant, name, content_type: image.contentType, bytes: image.bytes, created_by: by })
    .onConflict((oc) => oc.columns(['merchant', 'name']).doNothing())
    .execute();
  return name;
}

export async function onboardMerchant(d: BrandDeps, actor: StaffSessionRecord, client: ClientInfo, code: string, given: Record<string, unknown>): Promise<MerchantBrandAnswer> {
  const c = d.console;
  const at = new Date(c.now());
  await c.db.transaction().execute(async (trx) => {
    const role = await createStaffRepository(trx).roleFor(actor.staffId, capabilityRoles['merchants.onboard'], code);
    if (!role) throw new Refusal(403, 'FORBIDDEN');
    const exists = await trx.selectFrom('merchants').select('code').where('code', '=', code).executeTakeFirst();
    if (exists || d.registry.has(code)) throw new Refusal(409, 'MERCHANT_EXISTS', [{ path: '/code', reason: 'taken', message: 'error.merchant_exists' }]);
    await trx.insertInto('merchants').values({ code }).execute();
    await trx.insertInto('merchant_modules').values(Object.entries(modulesTemplate).map(([mod_id, enabled]) => ({ merchant: code, mod_id, enabled }))).execute();
    await trx
      .insertInto('register_field_rules')
      .values(
        Object.entries(registerRulesTemplate).flatMap(([field, r]) =>
          isRegistrationField(field) && r ? [{ merchant: code, field, enabled: r.enabled, required: r.required, min_length: r.minLength, max_length: r.maxLength, pattern_id: r.patternId, accepted_pattern: r.acceptedPattern }] : [],
        ),
      )
      .execute();
    // Placeholder images until real ones are uploaded; the draft's theme points at them.
    const name = typeof given.name === 'string' ? given.name : code;
    const svgs = placeholderSvgs(name);
    // Through the sanitiser like every upload, so an export and an import keep the same bytes.
    const placeholder = (svg: string): SafeImage => safeImage(Buffer.from(svg)) ?? { contentType: 'image/svg+xml', bytes: Buffer.from(svg) };
    const logo = await storeImage(trx, code, 'logo', placeholder(svgs.logo), actor.staffId);
    const favicon = await storeImage(trx, code, 'favicon', placeholder(svgs.favicon), actor.staffId);
    const theme = typeof given.theme === 'object' && given.theme !== null ? { ...(given.theme as Record<string, unknown>) } : {};
    delete theme.logoDark;
    const brand = { ...given, theme: { ...theme, logo, favicon } };
    await appendAudit(trx, c.box, { at, staffId: actor.staffId, staffName: actor.username, role, merchant: code, ip: client.ip, action: 'merchant.onboard', target: code, before: {}, after: { code, name } });
    // The draft through the same path as every later edit (checked, audited), in this transaction.
    await saveDraftIn(d, trx, actor, client, code, brand);
    // The demo vendor menus, content and game catalogue a folder brand gets from the seed, now
    // rather than at the first publish: the live preview then shows the site players will get
    // (decision 055). Nothing is served before the publish; the publish's own seed finds them done.
    const checkedBrand = brand as unknown as Brand;
    await seedBrandContent(trx, { ok: true, merchant: code, dir: '', brand: checkedBrand, modules: {}, registerRules: {} });
    await seedBrandCatalogue(trx, checkedBrand);
  });
  return readBrand(d, actor, code);
}

/** Stores an uploaded image for the merchant and points the draft's theme.<kind> at it. */
export async function uploadBrandImage(d: BrandDeps, actor: StaffSessionRecord, client: ClientInfo, merchant: string, kind: BrandAssetKind, upload: Uint8Array): Promise<BrandAssetAnswer> {
  const c = d.console;
  if (!(await c.staff.roleFor(actor.staffId, capabilityRoles['merchants.onboard'], merchant))) throw new Refusal(403, 'FORBIDDEN');
  const image = safeImage(upload);
  if (image === null) throw new Refusal(415, 'ASSET_TYPE', [{ path: '/file', reason: 'type', message: 'error.asset_type' }]);
  const current = await readBrand(d, actor, merchant);
  const theme = { ...(current.brand.theme as Record<string, unknown>) };
  const name = imageName(kind, image);
  const brand = { ...current.brand, theme: { ...theme, [kind]: name } };
  const at = new Date(c.now());
  await c.db.transaction().execute(async (trx) => {
    const role = await createStaffRepository(trx).roleFor(actor.staffId, capabilityRoles['merchants.onboard'], merchant);
    if (!role) throw new Refusal(403, 'FORBIDDEN');
    await storeImage(trx, merchant, kind, image, actor.staffId);
    const diff = diffOf({ [kind]: theme[kind] ?? null }, { [kind]: name });
    await appendAudit(trx, c.box, { at, staffId: actor.staffId, staffName: actor.username, role, merchant, ip: client.ip, action: 'brand.asset', target: merchant, before: diff.before, after: diff.after });
    await saveDraftIn(d, trx, actor, client, merchant, brand);
  });
  return { name, contentType: image.contentType, bytes: image.bytes.length, brand: await readBrand(d, actor, merchant) };
}

