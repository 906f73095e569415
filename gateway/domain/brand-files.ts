/**
 * Reads brand folders (brands/<merchant>/) and checks them. A broken folder becomes a
 * BrokenBrand entry: that merchant answers a configuration error, the others keep serving.
 * Never throws for a bad folder: a missing file or malformed JSON is a BrandProblem too.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '../../schemas/brand';
import { checkBrandFiles, type BrandFile, type BrandProblem } from '../../schemas/check-brand';
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

const brandFiles: readonly BrandFile[] = ['brand.json', 'modules.json', 'register-rules.json'];

/** Line and column (1-based) of a character offset, for JSON syntax errors. */
function lineAndColumn(text: string, offset: number): string {
  const before = text.slice(0, offset).split('\n');
  return `line ${before.length}, column ${(before.at(-1)?.length ?? 0) + 1}`;
}

type Read = { ok: true; value: unknown } | { ok: false; problem: BrandProblem };

async function readJson(dir: string, file: BrandFile): Promise<Read> {
  let text: string;
  try {
    text = await readFile(path.join(dir, file), 'utf8');
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      ok: false,
      problem: {
        file,
        path: '',
        message: missing ? `${file} is missing` : `${file} cannot be read (${(e as Error).message})`,
        hint: missing
          ? `create ${file} in ${dir}, e.g. by copying it from brands/aurora and editing it`
          : 'check the file permissions',
      },
    };
  }
  try {
    return { ok: true, value: JSON.parse(text.replace(/^\uFEFF/, '')) as unknown };
  } catch (e) {
    const message = (e as Error).message;
    const position = /position (\d+)/.exec(message)?.[1];
    const where = position === undefined ? '' : ` at ${lineAndColumn(text, Number(position))}`;
    return {
      ok: false,
      problem: {
        file,
        path: '',
        message: `${file} is not valid JSON${where}: ${message}`,
        hint: 'fix the JSON syntax: double-quoted keys and strings, no trailing commas, no comments',
      },
    };
  }
}

async function isFile(p: string): Promise<boolean> {
  return stat(p).then(
    (s) => s.isFile(),
    () => false,
  );
}

/** The theme's logo, logoDark and favicon must exist in the folder (the schema keeps them inside it). */
async function missingAssets(dir: string, brand: Brand): Promise<BrandProblem[]> {
  const out: BrandProblem[] = [];
  for (const key of ['logo', 'logoDark', 'favicon'] as const) {
    const asset = brand.theme[key];
    if (asset !== undefined && !(await isFile(path.join(dir, asset)))) {
      out.push({
        file: 'brand.json',
        path: `/theme/${key}`,
        message: `theme ${key} "${asset}" does not exist in the brand folder`,
        hint: `add ${path.join(dir, asset)} or correct the path`,
      });
    }
  }
  return out;
}

export async function loadBrandFolder(dir: string): Promise<BrandEntry> {
  const folderName = path.basename(path.resolve(dir));
  const reads = await Promise.all(brandFiles.map((f) => readJson(dir, f)));
  const [brand, modules, registerRules] = reads.map((r) => (r.ok ? r.value : undefined));
  const unreadable = new Set<BrandFile>();
  const problems: BrandProblem[] = [];
  for (const r of reads) {
    if (!r.ok) {
      unreadable.add(r.problem.file);
      problems.push(r.problem);
    }
  }
  // A file that could not be read already has its problem; its schema errors would only repeat it.
  problems.push(
    ...checkBrandFiles({ brand, modules, registerRules }, folderName).filter((p) => !unreadable.has(p.file)),
  );
  if (problems.length === 0) {
    const valid = brand as Brand; // checkBrandFiles found no problem, so it matches brand.schema.json
    problems.push(...(await missingAssets(dir, valid)));
    if (problems.length === 0) {
      return {
        ok: true,
        merchant: valid.merchant,
        dir,
        brand: valid,
        modules: modules as Record<string, boolean>,
        registerRules: registerRules as RegisterRules,
      };
    }
  }
  return { ok: false, merchant: folderName, dir, problems };
}

/**
 * Domain clash across brands. Choice: EVERY valid brand claiming a host name another valid brand
 * also claims becomes broken. The gateway cannot tell which claim is right, and serving one
 * merchant's players another merchant's site (wallet, licences, language) is worse than a clear
 * configuration error. Only valid brands claim domains: a freshly copied folder that still carries
 * the original's merchant code is already broken (merchant/folder mismatch) and cannot take the
 * original down with it. `npm run brand -- check` reports the clash before a restart does.
 */
export function withDomainClashes(entries: readonly BrandEntry[]): BrandEntry[] {
  const owners = new Map<string, string[]>();
  for (const e of entries) {
    if (!e.ok) continue;
    for (const domain of e.brand.domains) owners.set(domain, [...(owners.get(domain) ?? []), e.merchant]);
  }
  return entries.map((e): BrandEntry => {
    if (!e.ok) return e;
    const problems = e.brand.domains.flatMap((domain, i): BrandProblem[] => {
      const others = (owners.get(domain) ?? []).filter((m) => m !== e.merchant);
      if (others.length === 0) return [];
      return [
        {
          file: 'brand.json',
          path: `/domains/${i}`,
          message: `domain "${domain}" is also claimed by ${others.join(', ')}`,
          hint: `give each merchant its own host names, e.g. "${e.merchant}.example"`,
        },
      ];
    });
    return problems.length === 0 ? e : { ok: false, merchant: e.merchant, dir: e.dir, problems };
  });
}

/** Every subfolder of brandsDir that holds a brand.json, sorted by folder name. */
export async function loadBrands(brandsDir: string): Promise<BrandEntry[]> {
  const dirents = await readdir(brandsDir, { withFileTypes: true });
  const names: string[] = [];
  for (const d of dirents) {
    if (d.isDirectory() && (await isFile(path.join(brandsDir, d.name, 'brand.json')))) names.push(d.name);
  }
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const entries = await Promise.all(names.map((name) => loadBrandFolder(path.join(brandsDir, name))));
  return withDomainClashes(entries);
}
