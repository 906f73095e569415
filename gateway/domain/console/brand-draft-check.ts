/**
 * A brand draft checked by the brand checker itself (schemas/check-brand.ts, what `npm run brand
 * -- check` runs on a folder), with the merchant's stored module switches and registration rules
 * as the folder's other two files, and its theme images looked up where the gateway serves them
 * from: the images uploaded from the console, else the merchant's brand folder
 * (docs/decisions/045). Problems come back at JSON pointers into the request body.
 */
import path from 'node:path';
import type { Brand } from '../../../schemas/brand';
import { checkBrandFiles, type BrandProblem } from '../../../schemas/check-brand';
import type { BrandFieldProblem } from '../../../schemas/console';
import type { Db } from '../../db/database';
import { withBrandTables } from '../../db/brand/merchant-brand-tables';
import { createMerchantModuleRepository } from '../../db/brand/merchant-module-repository';
import { createRegisterRuleRepository } from '../../db/identity/register-rule-repository';
import { confinedFile } from '../brand/brand-folder';

type Reader = Pick<Db, 'selectFrom'>;

const prefixes: Record<string, string> = { 'brand.json': '/brand', 'modules.json': '/modules', 'register-rules.json': '/registerRules' };

/** A checker problem as a field problem of the console call (its path prefixed with the body's field). */
export function fieldProblemOf(p: BrandProblem): BrandFieldProblem {
  const prefix = prefixes[p.file] ?? '/brand';
  return {
    path: `${prefix}${p.path}`,
    reason: 'brand-check',
    message: p.message,
    hint: p.hint,
    ...(p.fix ? { fix: { path: `${prefix}${p.fix.path}`, value: p.fix.value } } : {}),
  };
}

/** The names of the images uploaded for a merchant. */
export async function assetNamesOf(db: Reader, merchant: string): Promise<string[]> {
  const rows = await withBrandTables(db as Db).selectFrom('merchant_assets').select('name').where('merchant', '=', merchant).orderBy('name').execute();
  return rows.map((r) => r.name);
}

const themeImages = ['logo', 'logoDark', 'favicon'] as const;

async function imageProblems(db: Reader, brand: Brand, merchant: string, brandsDir: string): Promise<BrandFieldProblem[]> {
  const uploaded = new Set(await assetNamesOf(db, merchant));
  const out: BrandFieldProblem[] = [];
  for (const key of themeImages) {
    const name = brand.theme[key];
    if (name === undefined || uploaded.has(name)) continue;
    const inFolder = await confinedFile(path.join(brandsDir, merchant), name);
    if (inFolder.found) continue;
    out.push({
      path: `/brand/theme/${key}`,
      reason: 'brand-check',
      message: `theme ${key} "${name}" has not been uploaded`,
      hint: `upload the ${key} image, or use one of ${[...uploaded].join(', ') || 'the uploaded images'}`,
    });
  }
  return out;
}

/** Every problem of `brand` as merchant `merchant`'s brand.json; empty when it may be published. */
export async function checkBrandDraft(db: Reader, brand: unknown, merchant: string, brandsDir: string): Promise<BrandFieldProblem[]> {
  const [modules, registerRules] = await Promise.all([
    createMerchantModuleRepository(db as Db).list(merchant),
    createRegisterRuleRepository(db as Db).list(merchant),
  ]);
  const problems = checkBrandFiles({ brand, modules, registerRules }, merchant).map(fieldProblemOf);
  if (problems.length > 0) return problems;
  return imageProblems(db, brand as Brand, merchant, brandsDir);
}
