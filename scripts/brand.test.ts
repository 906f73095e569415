/** Runs the real CLI (`npx tsx scripts/brand.ts check …`) and checks exit codes and output. */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function runWith(env: Record<string, string>, ...args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const options = { cwd: root, env: { ...process.env, ...env } };
    execFile('npx', ['tsx', 'scripts/brand.ts', ...args], options, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
      resolve({ code, stdout, stderr });
    });
  });
}

const run = (...args: string[]) => runWith({}, ...args);

/** A copy of a demo brand under another merchant code, its brand.json edited. */
async function copyAs(from: string, to: string, edit: (brand: Record<string, unknown>) => void): Promise<void> {
  await cp(path.join(root, 'brands', from), to, { recursive: true });
  const file = path.join(to, 'brand.json');
  const brand = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
  brand.merchant = path.basename(to);
  edit(brand);
  await writeFile(file, JSON.stringify(brand, null, 2));
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'portico-cli-'));
  const dir = path.join(tmp, 'tigerbay');
  await cp(path.join(root, 'brands', 'tigerbay'), dir, { recursive: true });
  const brand = JSON.parse(await readFile(path.join(dir, 'brand.json'), 'utf8')) as Record<string, unknown>;
  brand.defaultLang = 'XR';
  (brand.theme as { dark: Record<string, string> }).dark.text = '#2a3b38';
  await writeFile(path.join(dir, 'brand.json'), JSON.stringify(brand, null, 2));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('npm run brand -- check', { timeout: 30_000 }, () => {
  it('passes a good demo brand (folder or its brand.json) with exit 0', async () => {
    expect(await run('check', 'brands/aurora')).toEqual({ code: 0, stdout: '✓ aurora\n', stderr: '' });
    expect((await run('check', 'brands/oasis/brand.json')).stdout).toBe('✓ oasis\n');
  });

  it('checks every folder under brands/ when no path is given', async () => {
    const all = await run('check');
    expect(all.code).toBe(0);
    expect(all.stdout).toBe('✓ aurora\n✓ oasis\n✓ tigerbay\n');
  });

  it('fails a broken copy with exit 1, showing JSON paths and hints', async () => {
    const result = await run('check', path.join(tmp, 'tigerbay'));
    expect(result.code).toBe(1);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toBe(`✗ tigerbay (${path.join(tmp, 'tigerbay')}): 2 problems`);
    expect(lines[1]).toBe(
      'brand.json /defaultLang: "XR" is not a known language code (schemas/languages.ts)',
    );
    expect(lines[2]).toMatch(/^ {4}hint: did you mean "TR"\? use one of EN, CN, TW/);
    expect(lines[3]).toMatch(
      /^brand\.json \/theme\/dark\/text: dark palette: text #2a3b38 has contrast 1\.45:1 on background/,
    );
    expect(lines[4]).toMatch(/^ {4}hint: lighten text, e\.g\. "text": "#[0-9a-f]{6}"/);
  });

  it('refuses the checked folder, not its sibling, when both claim one domain', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portico-cli-clash-'));
    try {
      await cp(path.join(root, 'brands', 'aurora'), path.join(dir, 'aurora'), { recursive: true });
      // "alpha" sorts before "aurora": checking the folder being added must still refuse it.
      await copyAs('oasis', path.join(dir, 'alpha'), (b) => {
        b.domains = ['alpha.example', 'aurora.example'];
        b.mainDomain = 'alpha.example';
      });
      const result = await run('check', path.join(dir, 'alpha'));
      expect(result.code).toBe(1);
      const lines = result.stdout.split('\n');
      expect(lines[0]).toBe(`✗ alpha (${path.join(dir, 'alpha')}): 1 problem`);
      expect(lines[1]).toBe('brand.json /domains/1: domain "aurora.example" is already claimed by aurora');
      expect(lines[2]).toMatch(/^ {4}hint: give alpha its own host names/);
      // Checked alone, the sibling yields too: without the database the checker cannot know
      // which came first, so whichever folder is checked shows the clash.
      expect((await run('check', path.join(dir, 'aurora'))).code).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('checks every folder under BRANDS_DIR and reports one without brand.json', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'portico-cli-dir-'));
    try {
      await cp(path.join(root, 'brands', 'aurora'), path.join(dir, 'aurora'), { recursive: true });
      await mkdir(path.join(dir, 'draft'));
      await mkdir(path.join(dir, '.git'));
      const result = await runWith({ BRANDS_DIR: dir }, 'check');
      expect(result.code).toBe(1);
      const lines = result.stdout.split('\n');
      expect(lines[0]).toBe('✓ aurora');
      expect(lines[1]).toBe(`✗ draft (${path.join(dir, 'draft')}): 3 problems`);
      expect(lines[2]).toBe('brand.json: brand.json is missing');
      expect(result.stdout).not.toContain('.git');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 with a usage line for a wrong command or a missing path', async () => {
    const wrong = await run('lint');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run brand -- check');
    const missing = await run('check', 'brands/nowhere');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('no such file or folder: brands/nowhere');
  });
});
