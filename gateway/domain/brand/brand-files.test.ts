import { cp, mkdtemp, readFile, rm, unlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  loadBrandFolder,
  loadBrandFolders,
  loadBrands,
  withDomainClashes,
  type BrandEntry,
  type BrokenBrand,
} from './brand-files';

const brandsDir = fileURLToPath(new URL('../../../brands', import.meta.url));
let tmp: string;

beforeEach(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'portico-brands-'));
});
afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Copies a demo brand into the temp folder under `as`, then lets `edit` change its brand.json. */
async function copyBrand(
  from: string,
  as = from,
  edit?: (brand: Record<string, unknown>) => void,
): Promise<string> {
  const dir = path.join(tmp, as);
  await cp(path.join(brandsDir, from), dir, { recursive: true });
  if (edit) {
    const file = path.join(dir, 'brand.json');
    const brand = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    edit(brand);
    await writeFile(file, JSON.stringify(brand, null, 2));
  }
  return dir;
}

function broken(entry: BrandEntry | undefined): BrokenBrand {
  if (entry === undefined || entry.ok)
    throw new Error(`expected a broken brand, got ${JSON.stringify(entry)}`);
  return entry;
}

describe('loadBrandFolder', () => {
  it('loads a good demo brand with its seeds', async () => {
    const entry = await loadBrandFolder(path.join(brandsDir, 'aurora'));
    expect(entry.ok).toBe(true);
    if (!entry.ok) return;
    expect(entry.merchant).toBe('aurora');
    expect(entry.brand.defaultLang).toBe('TW');
    expect(entry.modules.USERNAMEREG3).toBe(true);
    expect(entry.registerRules.username?.required).toBe(true);
  });

  it('turns malformed JSON into a problem with line and column, not a throw', async () => {
    const dir = await copyBrand('tigerbay');
    await writeFile(path.join(dir, 'modules.json'), '{\n  "REGISTERGROUP": true,\n}\n');
    const entry = broken(await loadBrandFolder(dir));
    expect(entry.merchant).toBe('tigerbay');
    expect(entry.problems).toHaveLength(1);
    expect(entry.problems[0]).toMatchObject({ file: 'modules.json', path: '' });
    expect(entry.problems[0]?.message).toMatch(/^modules\.json is not valid JSON at line 3, column 1/);
    expect(entry.problems[0]?.hint).toContain('no trailing commas');
  });

  it('turns a missing file into a problem', async () => {
    const dir = await copyBrand('oasis');
    await unlink(path.join(dir, 'register-rules.json'));
    const entry = broken(await loadBrandFolder(dir));
    expect(entry.problems).toEqual([
      expect.objectContaining({
        file: 'register-rules.json',
        path: '',
        message: 'register-rules.json is missing',
      }),
    ]);
  });

  it('reports schema and semantic problems with their paths', async () => {
    const semantic = await copyBrand('aurora', 'aurora', (b) => {
      b.supportLanguages = ['CN', 'EN'];
    });
    expect(broken(await loadBrandFolder(semantic)).problems.map((p) => p.path)).toEqual(['/defaultLang']);
    const schema = await copyBrand('tigerbay', 'tigerbay', (b) => {
      b.inHouse = 'no';
    });
    expect(broken(await loadBrandFolder(schema)).problems).toEqual([
      expect.objectContaining({
        file: 'brand.json',
        path: '/inHouse',
        message: 'must be a boolean, found a string',
      }),
    ]);
  });

  it('reports a merchant code that is not the folder name', async () => {
    const entry = broken(await loadBrandFolder(await copyBrand('aurora', 'aurora2')));
    expect(entry.merchant).toBe('aurora2');
    expect(entry.problems).toEqual([expect.objectContaining({ file: 'brand.json', path: '/merchant' })]);
  });

  it('reports a theme asset that is not in the folder', async () => {
    const dir = await copyBrand('oasis');
    await unlink(path.join(dir, 'logo-dark.svg'));
    const entry = broken(await loadBrandFolder(dir));
    expect(entry.problems).toEqual([expect.objectContaining({ path: '/theme/logoDark' })]);
  });
});

describe('loadBrands', () => {
  it('loads the three demo brands, sorted by name', async () => {
    const entries = await loadBrands(brandsDir);
    expect(entries.map((e) => [e.merchant, e.ok])).toEqual([
      ['aurora', true],
      ['oasis', true],
      ['tigerbay', true],
    ]);
  });

  it('reports a folder without brand.json; skips plain files and hidden folders', async () => {
    await copyBrand('tigerbay');
    await mkdir(path.join(tmp, 'notes'));
    await mkdir(path.join(tmp, '.git'));
    await writeFile(path.join(tmp, 'README.md'), '# brands');
    const entries = await loadBrands(tmp);
    expect(entries.map((e) => [e.merchant, e.ok])).toEqual([
      ['notes', false],
      ['tigerbay', true],
    ]);
    expect(broken(entries[0]).problems[0]).toMatchObject({ file: 'brand.json', message: 'brand.json is missing' });
  });

  it('keeps a contested domain with the first brand by name and refuses the other', async () => {
    await copyBrand('aurora');
    await copyBrand('oasis', 'oasis', (b) => {
      b.domains = ['oasis.localhost', 'aurora.example'];
      b.mainDomain = 'oasis.localhost';
    });
    await copyBrand('tigerbay');
    const [aurora, oasis, tigerbay] = await loadBrands(tmp);
    expect(aurora?.ok).toBe(true);
    expect(broken(oasis).problems).toEqual([
      expect.objectContaining({
        path: '/domains/1',
        message: 'domain "aurora.example" is already claimed by aurora',
      }),
    ]);
    expect(tigerbay?.ok).toBe(true);
  });

  it('lets the holder keep its domain over the order by name, until its folder drops it', async () => {
    await copyBrand('aurora', 'aurora', (b) => {
      b.domains = ['aurora.localhost', 'shared.example'];
      b.mainDomain = 'aurora.localhost';
    });
    await copyBrand('oasis', 'oasis', (b) => {
      b.domains = ['oasis.localhost', 'shared.example'];
      b.mainDomain = 'oasis.localhost';
    });
    const folders = await loadBrandFolders(tmp);
    expect(withDomainClashes(folders).map((e) => [e.merchant, e.ok])).toEqual([
      ['aurora', true],
      ['oasis', false],
    ]);
    const held = withDomainClashes(folders, { holders: new Map([['shared.example', 'oasis']]) });
    expect(held.map((e) => [e.merchant, e.ok])).toEqual([
      ['aurora', false],
      ['oasis', true],
    ]);
    // A holder whose folder is broken keeps its claim: its list of domains cannot be trusted.
    const oasisBroken = folders.map((e): BrandEntry =>
      e.merchant === 'oasis' ? { ok: false, merchant: 'oasis', dir: e.dir, problems: [] } : e,
    );
    const whileBroken = withDomainClashes(oasisBroken, { holders: new Map([['shared.example', 'oasis']]) });
    expect(broken(whileBroken[0]).problems[0]?.message).toBe(
      'domain "shared.example" is already claimed by oasis',
    );
    // A holder that no longer lists the domain frees it; then rank, then name decides.
    const freed = withDomainClashes(folders, {
      holders: new Map([['shared.example', 'tigerbay']]),
      rank: (m) => (m === 'oasis' ? 0 : 1),
    });
    expect(freed.map((e) => [e.merchant, e.ok])).toEqual([
      ['aurora', false],
      ['oasis', true],
    ]);
  });

  it('gives a host name a refused brand frees to the next claimant', async () => {
    // aurora holds a.example; oasis loses it, which frees b.example for tigerbay.
    await copyBrand('aurora', 'aurora', (b) => {
      b.domains = ['a.example'];
      b.mainDomain = 'a.example';
    });
    await copyBrand('oasis', 'oasis', (b) => {
      b.domains = ['a.example', 'b.example'];
      b.mainDomain = 'b.example';
    });
    await copyBrand('tigerbay', 'tigerbay', (b) => {
      b.domains = ['b.example'];
      b.mainDomain = 'b.example';
    });
    const entries = withDomainClashes(await loadBrandFolders(tmp), {
      holders: new Map([['a.example', 'aurora']]),
    });
    expect(entries.map((e) => [e.merchant, e.ok])).toEqual([
      ['aurora', true],
      ['oasis', false],
      ['tigerbay', true],
    ]);
  });

  it('lets a broken copy claim no domain, so the original keeps serving', async () => {
    await copyBrand('aurora');
    await copyBrand('aurora', 'zeta'); // copied, not yet edited: merchant is still "aurora"
    const [aurora, zeta] = await loadBrands(tmp);
    expect(aurora?.ok).toBe(true);
    expect(broken(zeta).problems.map((p) => p.path)).toEqual(['/merchant']);
  });
});
