import { cp, mkdtemp, readFile, rm, unlink, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBrandFolder, loadBrands, type BrandEntry, type BrokenBrand } from './brand-files';

const brandsDir = fileURLToPath(new URL('../../brands', import.meta.url));
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

  it('skips folders without brand.json and plain files', async () => {
    await copyBrand('tigerbay');
    await mkdir(path.join(tmp, 'notes'));
    await writeFile(path.join(tmp, 'README.md'), '# brands');
    expect((await loadBrands(tmp)).map((e) => e.merchant)).toEqual(['tigerbay']);
  });

  it('breaks every brand that claims a domain another brand claims', async () => {
    await copyBrand('aurora');
    await copyBrand('oasis', 'oasis', (b) => {
      b.domains = ['oasis.localhost', 'aurora.example'];
      b.mainDomain = 'oasis.localhost';
    });
    await copyBrand('tigerbay');
    const [aurora, oasis, tigerbay] = await loadBrands(tmp);
    expect(broken(aurora).problems).toEqual([
      expect.objectContaining({
        path: '/domains/1',
        message: 'domain "aurora.example" is also claimed by oasis',
      }),
    ]);
    expect(broken(oasis).problems).toEqual([
      expect.objectContaining({
        path: '/domains/1',
        message: 'domain "aurora.example" is also claimed by aurora',
      }),
    ]);
    expect(tigerbay?.ok).toBe(true);
  });

  it('lets a broken copy claim no domain, so the original keeps serving', async () => {
    await copyBrand('aurora');
    await copyBrand('aurora', 'zeta'); // copied, not yet edited: merchant is still "aurora"
    const [aurora, zeta] = await loadBrands(tmp);
    expect(aurora?.ok).toBe(true);
    expect(broken(zeta).problems.map((p) => p.path)).toEqual(['/merchant']);
  });
});
