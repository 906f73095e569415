/**
 * Reads brand folders (brands/<merchant>/) and checks them. A broken folder becomes a
 * BrokenBrand entry: that merchant answers a configuration error, the others keep serving.
 * Never throws for a bad folder: a missing file, malformed JSON, a link out of the folder or a
 * file over its size limit is a BrandProblem too.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '../../../schemas/brand';
import { checkBrandFiles, type BrandFile, type BrandProblem } from '../../../schemas/check-brand';
import type { RegisterRules } from '../../../schemas/register-rules';
import { confinedFile, formatLimit, formatSize, kindNames, sizeLimits } from './brand-folder';
import { folderProblems, themeAssetProblems, themeAssets } from './brand-folder-check';

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

function unreadable(file: BrandFile, message: string, hint: string): Read {
  return { ok: false, problem: { file, path: '', message, hint } };
}

/** One configuration file: inside the folder (a link out is refused), within its size limit. */
async function readJson(dir: string, file: BrandFile): Promise<Read> {
  const found = await confinedFile(dir, file);
  if (!found.found) {
    if (found.why === 'missing' || found.why === 'not-a-file') {
      return unreadable(
        file,
        `${file} is missing`,
        `create ${file} in ${dir}, e.g. by copying it from brands/aurora and editing it`,
      );
    }
    if (found.why === 'outside') {
      return unreadable(
        file,
        `${file} is a link to a file outside the brand folder`,
        `copy the file into ${dir} instead of linking to it`,
      );
    }
    return unreadable(file, `${file} cannot be read (${found.error ?? 'unknown error'})`, 'check the file permissions');
  }
  if (found.size > sizeLimits.config) {
    return unreadable(
      file,
      `${file} is ${formatSize(found.size)}; ${kindNames.config} may be at most ${formatLimit(sizeLimits.config)}`,
      'remove what does not belong in it: a brand file is a few kilobytes',
    );
  }
  let text: string;
  try {
    text = await readFile(found.real, 'utf8');
  } catch (e) {
    return unreadable(file, `${file} cannot be read (${(e as Error).message})`, 'check the file permissions');
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

async function isFolder(p: string): Promise<boolean> {
  return stat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

export async function loadBrandFolder(dir: string): Promise<BrandEntry> {
  const folderName = path.basename(path.resolve(dir));
  const reads = await Promise.all(brandFiles.map((f) => readJson(dir, f)));
  const [brand, modules, registerRules] = reads.map((r) => (r.ok ? r.value : undefined));
  const unreadable = new Set<string>();
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
  // checkBrandFiles found no problem, so the brand matches brand.schema.json.
  const valid = problems.length === 0 ? (brand as Brand) : null;
  const assets = valid === null ? [] : themeAssets(valid);
  if (valid !== null) problems.push(...(await themeAssetProblems(dir, valid)));
  problems.push(...(await folderProblems(dir, folderName, [...brandFiles, ...assets])));
  if (valid !== null && problems.length === 0) {
    return {
      ok: true,
      merchant: valid.merchant,
      dir,
      brand: valid,
      modules: modules as Record<string, boolean>,
      registerRules: registerRules as RegisterRules,
    };
  }
  return { ok: false, merchant: folderName, dir, problems };
}

/** Who keeps a host name several valid brands claim (docs/decisions/029-brand-hardening.md). */
export interface DomainPrecedence {
  /**
   * Host name -> the merchant holding it (the gateway's database). The holder keeps it while its
   * folder still lists it, or is broken (its list cannot be trusted); otherwise it is free again.
   */
  holders?: ReadonlyMap<string, string>;
  /** Among claimants none of which holds the host: lower first (default 0), then by merchant code. */
  rank?: (merchant: string) => number;
}

function firstClaimant(claimants: readonly string[], rank: (merchant: string) => number): string | undefined {
  return [...claimants].sort((a, b) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0))[0];
}

/**
 * Domain clash across brands: one merchant keeps each host name — the holder, else the first by
 * precedence — and every other valid brand claiming it is refused (becomes broken, with the
 * clash at its /domains/<i>), so the merchant serving it never goes down because a newcomer
 * copied its domains. A refused brand frees its other host names, so this repeats until settled.
 * Only valid brands claim domains: a freshly copied folder that still carries the original's
 * merchant code is already broken (merchant/folder mismatch).
 */
export function withDomainClashes(
  entries: readonly BrandEntry[],
  precedence: DomainPrecedence = {},
): BrandEntry[] {
  const { holders = new Map<string, string>(), rank = () => 0 } = precedence;
  const byMerchant = new Map(entries.map((e) => [e.merchant, e]));
  const refused = new Map<string, BrandProblem[]>();
  const claimantsOf = (host: string) =>
    entries.flatMap((e) => (e.ok && !refused.has(e.merchant) && e.brand.domains.includes(host) ? [e.merchant] : []));
  const hosts = [...new Set(entries.flatMap((e) => (e.ok ? e.brand.domains : [])))];
  for (let changed = true; changed; ) {
    changed = false;
    for (const host of hosts) {
      const claimants = claimantsOf(host);
      const holder = holders.get(host);
      const held = holder === undefined ? undefined : byMerchant.get(holder);
      const keeper =
        holder !== undefined && held !== undefined && (!held.ok || held.brand.domains.includes(host))
          ? holder
          : firstClaimant(claimants, rank);
      for (const merchant of claimants) {
        if (merchant === keeper) continue;
        const entry = byMerchant.get(merchant);
        const i = entry?.ok ? entry.brand.domains.indexOf(host) : -1;
        refused.set(merchant, [
          {
            file: 'brand.json',
            path: `/domains/${i}`,
            message: `domain "${host}" is already claimed by ${keeper ?? 'another merchant'}`,
            hint: `give ${merchant} its own host names, e.g. "${merchant}.example": a domain stays with the merchant that held it first, and ${merchant} is refused until then`,
          },
        ]);
        changed = true;
      }
    }
  }
  return entries.map((e): BrandEntry => {
    const problems = refused.get(e.merchant);
    return problems === undefined || !e.ok ? e : { ok: false, merchant: e.merchant, dir: e.dir, problems };
  });
}

/**
 * Every subfolder of brandsDir, sorted by folder name, each checked on its own: a folder without
 * brand.json is reported (a broken entry), not skipped. Hidden folders (".git") are left out.
 * Domain clashes between them are not settled here (withDomainClashes, or the gateway's claims).
 */
export async function loadBrandFolders(brandsDir: string): Promise<BrandEntry[]> {
  const names: string[] = [];
  for (const name of await readdir(brandsDir)) {
    if (!name.startsWith('.') && (await isFolder(path.join(brandsDir, name)))) names.push(name);
  }
  names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return Promise.all(names.map((name) => loadBrandFolder(path.join(brandsDir, name))));
}

/** Every brand folder of brandsDir, checked, with domain clashes settled by `precedence`. */
export async function loadBrands(brandsDir: string, precedence?: DomainPrecedence): Promise<BrandEntry[]> {
  return withDomainClashes(await loadBrandFolders(brandsDir), precedence);
}
