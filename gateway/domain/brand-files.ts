/**
 * Reads brand folders (brands/<merchant>/) and checks them. A broken folder becomes a
 * BrokenBrand entry: that merchant answers a configuration error, the others keep serving.
 * STUB — replaced by the brand-files work.
 */
import type { Brand } from '../../schemas/brand';
import type { BrandProblem } from '../../schemas/check-brand';
import type { RegisterRules } from '../../schemas/register-rules';

export interface LoadedBrand {
  ok: true;
  merchant: string;
  dir: string;
  brand: Brand;
  /** Initial module switches (seeded into the database when the merchant has none). */
  modules: Record<string, boolean>;
  /** Initial registration field rules (seeded likewise). */
  registerRules: RegisterRules;
}

export interface BrokenBrand {
  ok: false;
  merchant: string;
  dir: string;
  problems: BrandProblem[];
}

export type BrandEntry = LoadedBrand | BrokenBrand;

export async function loadBrandFolder(dir: string): Promise<BrandEntry> {
  throw new Error(`not implemented: ${dir}`);
}

export async function loadBrands(brandsDir: string): Promise<BrandEntry[]> {
  throw new Error(`not implemented: ${brandsDir}`);
}
