/**
 * A merchant as a brand folder and back (docs/decisions/045): `npm run console -- export
 * <merchant> <dir>` writes what players get — brand.json (the published brand, else the
 * folder's), modules.json and register-rules.json from the database, and the theme's images —
 * so `npm run brand -- check <dir>` accepts it and it can be kept under review; `import <dir>`
 * publishes a checked folder into the database (images sanitised or re-encoded like uploads,
 * domains checked against every other merchant under the claims lock, audited as console-cli).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import { isRegistrationField } from '../../../schemas/register-rules';
import { withBrandTables } from '../../db/brand/merchant-brand-tables';
import { claimsLockKey } from '../../db/brand/domain-claim-repository';
import { createMerchantModuleRepository } from '../../db/brand/merchant-module-repository';
import { appendAudit } from '../../db/console/audit-repository';
import type { Db } from '../../db/database';
import { createRegisterRuleRepository } from '../../db/identity/register-rule-repository';
import { loadBrandFolder } from '../brand/brand-files';
import { confinedFile } from '../brand/brand-folder';
import { imageName, safeImage } from '../brand/brand-image';
import { hostnameOf } from '../brand/merchant-resolver';
import type { SecretBox } from '../secret-box';
import { diffOf } from './audit-chain';
import { CommandError } from './console-commands';

const themeImages = ['logo', 'logoDark', 'favicon'] as const;
const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** One file of a merchant's folder: its path inside the folder, and its bytes. */
export interface FolderFile {
  name: string;
  bytes: Uint8Array;
}

/** The files of the merchant's folder, as `export` writes them (the console's download packs them). */
export async function merchantFolderFiles(db: Db, brandsDir: string, merchant: string): Promise<FolderFile[]> {
  const row = await withBrandTables(db).selectFrom('merchant_brands').select('published').where('merchant', '=', merchant).executeTakeFirst();
  const folder = path.join(brandsDir, merchant);
  let brand = row?.published as unknown as Brand | null | undefined;
  if (!brand) {
    const entry = await loadBrandFolder(folder);
    if (!entry.ok) throw new CommandError(`merchant ${merchant} has no published brand and no valid brand folder`);
    brand = entry.brand;
  }
  const text = (value: unknown) => new TextEncoder().encode(json(value));
  const files: FolderFile[] = [
    { name: 'brand.json', bytes: text(brand) },
    { name: 'modules.json', bytes: text(await createMerchantModuleRepository(db).list(merchant)) },
    { name: 'register-rules.json', bytes: text(await createRegisterRuleRepository(db).list(merchant)) },
  ];
  for (const key of themeImages) {
    const name = brand.theme[key];
    if (name === undefined) continue;
    const stored = await withBrandTables(db).selectFrom('merchant_assets').select('bytes').where('merchant', '=', merchant).where('name', '=', name).executeTakeFirst();
    let bytes: Uint8Array | null = stored ? stored.bytes : null;
    if (bytes === null) {
      const found = await confinedFile(folder, name);
      if (!found.found) throw new CommandError(`theme ${key} "${name}" is neither uploaded nor in ${folder}`);
      bytes = await readFile(found.real);
    }
    files.push({ name, bytes });
  }
  return files;
}

/** Writes the merchant's folder into `dir` (created if missing); returns the files written. */
export async function exportMerchant(db: Db, brandsDir: string, merchant: string, dir: string): Promise<string[]> {
  const files = await merchantFolderFiles(db, brandsDir, merchant);
  for (const file of files) {
    // Names come from the checked brand (imageName: no separators); resolved inside `dir` regardless.
    const target = path.resolve(dir, file.name);
    if (!target.startsWith(path.resolve(dir) + path.sep)) throw new CommandError(`"${file.name}" would leave the export folder`);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.bytes);
  }
  return files.map((f) => f.name);
}

/** Publishes a checked brand folder as its merchant's brand; returns the merchant code. */
export async function importMerchant(db: Db, box: SecretBox, dir: string): Promise<string> {
  const entry = await loadBrandFolder(dir);
  if (!entry.ok) throw new CommandError(`the folder does not pass the brand check:\n${entry.problems.map((p) => `  ${p.file} ${p.path}: ${p.message}`).join('\n')}`);
  const merchant = entry.merchant;
  const theme: Record<string, unknown> = { ...entry.brand.theme };
  const images: { name: string; contentType: 'image/svg+xml' | 'image/png'; bytes: Buffer }[] = [];
  for (const key of themeImages) {
    const file = entry.brand.theme[key];
    if (file === undefined) continue;
    const found = await confinedFile(dir, file);
    const image = found.found ? safeImage(await readFile(found.real)) : null;
    if (image === null) throw new CommandError(`theme ${key} "${file}" is not an SVG or PNG image the gateway can serve`);
    const name = imageName(key, image);
    images.push({ name, contentType: image.contentType, bytes: image.bytes });
    theme[key] = name;
  }
  const brand = { ...entry.brand, theme } as unknown as Brand;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${sql.lit(claimsLockKey)})`.execute(trx);
    const hosts = [...new Set(brand.domains.map((h) => hostnameOf(h) ?? h))];
    const { rows: taken } = await sql<{ host: string; merchant: string }>`select host, merchant from merchant_domains where host = any(${sql.val(hosts)}::text[]) and merchant <> ${merchant}`.execute(trx);
    if (taken.length > 0) throw new CommandError(taken.map((t) => `domain "${t.host}" is already claimed by ${t.merchant}`).join('\n'));
    await trx.insertInto('merchants').values({ code: merchant }).onConflict((oc) => oc.column('code').doNothing()).execute();
    await trx.deleteFrom('merchant_modules').where('merchant', '=', merchant).execute();
    const modules = Object.entries(entry.modules).map(([mod_id, enabled]) => ({ merchant, mod_id, enabled }));
    if (modules.length > 0) await trx.insertInto('merchant_modules').values(modules).execute();
    await trx.deleteFrom('register_field_rules').where('merchant', '=', merchant).execute();
    const rules = Object.entries(entry.registerRules).flatMap(([field, r]) =>
      isRegistrationField(field) && r ? [{ merchant, field, enabled: r.enabled, required: r.required, min_length: r.minLength, max_length: r.maxLength, pattern_id: r.patternId, accepted_pattern: r.acceptedPattern }] : [],
    );
    if (rules.length > 0) await trx.insertInto('register_field_rules').values(rules).execute();
    const b = withBrandTables(trx as unknown as Db);
    for (const image of images) {
      await b.insertInto('merchant_assets').values({ merchant, name: image.name, content_type: image.contentType, bytes: image.bytes, created_by: null }).onConflict((oc) => oc.columns(['merchant', 'name']).doNothing()).execute();
    }
    await sql`delete from merchant_domains where merchant = ${merchant} and not (host = any(${sql.val(hosts)}::text[]))`.execute(trx);
    for (const host of hosts) await sql`insert into merchant_domains (host, merchant) values (${host}, ${merchant}) on conflict (host) do nothing`.execute(trx);
    const row = await b.selectFrom('merchant_brands').select(['published', 'version']).where('merchant', '=', merchant).forUpdate().executeTakeFirst();
    const text = JSON.stringify(brand);
    await b
      .insertInto('merchant_brands')
      .values({ merchant, published: text, version: 1, published_at: new Date() })
      .onConflict((oc) => oc.column('merchant').doUpdateSet({ published: text, version: (row?.version ?? 0) + 1, published_at: new Date(), published_by: null }))
      .execute();
    const diff = diffOf(row?.published ?? {}, brand as unknown as Record<string, unknown>);
    await appendAudit(trx, box, { at: new Date(), staffId: null, staffName: 'console-cli', role: null, merchant, ip: '127.0.0.1', action: 'brand.publish', target: merchant, before: diff.before, after: diff.after });
  });
  return merchant;
}
