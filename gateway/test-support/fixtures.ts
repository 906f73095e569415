/** Temporary folders for tests: copies of the demo brands (to break one) and a fake built app. */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { demoBrandsDir } from './test-gateway';

export async function tempDir(prefix = 'portico-test-'): Promise<string> {
  return fs.mkdtemp(path.join(os.tmpdir(), prefix));
}

export async function removeDir(dir: string): Promise<void> {
  await fs.rm(dir, { recursive: true, force: true });
}

/** Copies brands/ (brand folders only) into a fresh temp folder and returns its path. */
export async function copyDemoBrands(): Promise<string> {
  const dir = await tempDir('portico-brands-');
  for (const entry of await fs.readdir(demoBrandsDir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      await fs.cp(path.join(demoBrandsDir, entry.name), path.join(dir, entry.name), { recursive: true });
    }
  }
  return dir;
}

/** Makes one brand folder unreadable as JSON, so it loads as a BrokenBrand. */
export async function breakBrand(brandsDir: string, merchant: string): Promise<void> {
  await fs.writeFile(path.join(brandsDir, merchant, 'brand.json'), '{ "merchant": ', 'utf8');
}

export const fakeIndexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';

/** A minimal built app: index.html, one hashed asset, robots.txt. */
export async function fakeDist(): Promise<string> {
  const dir = await tempDir('portico-dist-');
  await fs.mkdir(path.join(dir, 'assets'));
  await fs.writeFile(path.join(dir, 'index.html'), fakeIndexHtml);
  await fs.writeFile(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");\n');
  await fs.writeFile(path.join(dir, 'robots.txt'), 'User-agent: *\n');
  await fs.writeFile(path.join(dir, '.env'), 'SECRET=1\n');
  return dir;
}

/** The value, or a test failure naming what was missing (instead of a non-null assertion). */
export function must<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}`);
  return value;
}
