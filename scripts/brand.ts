/**
 * Brand tooling. `npm run brand -- check [path]` checks one brand folder (or the brand.json in
 * one), or with no path every folder under BRANDS_DIR (default brands/). Exit 0 all good,
 * 1 problems, 2 usage error.
 *
 * Domain clashes: the checker cannot see the gateway's database, where a domain stays with the
 * merchant that held it first. Checking one folder treats it as the one being added: it is
 * refused for any host name a sibling folder also claims. Checking every folder settles clashes
 * as a new database would: the first folder by name keeps the host name.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadBrandFolder, loadBrands, type BrandEntry } from '../gateway/domain/brand/brand-files';
import { formatReport, usage } from './brand-format';

const defaultBrandsDir = process.env.BRANDS_DIR
  ? path.resolve(process.env.BRANDS_DIR)
  : fileURLToPath(new URL('../brands', import.meta.url));

class UsageError extends Error {}

/** A folder as the operator typed it: relative to the working folder when inside it. */
function display(dir: string): string {
  const rel = path.relative(process.cwd(), dir);
  return rel === '' ? '.' : rel.startsWith('..') || path.isAbsolute(rel) ? dir : rel;
}

async function kind(p: string): Promise<'dir' | 'file' | null> {
  return stat(p).then(
    (s) => (s.isDirectory() ? 'dir' : s.isFile() ? 'file' : null),
    () => null,
  );
}

/** One folder, checked together with its sibling brands so a domain clash shows up here too (it yields). */
async function checkOne(target: string): Promise<BrandEntry[]> {
  const k = await kind(target);
  if (k === null) throw new UsageError(`no such file or folder: ${target}`);
  if (k === 'file' && path.basename(target) !== 'brand.json') {
    throw new UsageError(`expected a brand folder or its brand.json, got ${target}`);
  }
  const dir = path.resolve(k === 'file' ? path.dirname(target) : target);
  const siblings = await loadBrands(path.dirname(dir), {
    rank: (merchant) => (merchant === path.basename(dir) ? 1 : 0),
  });
  const entry = siblings.find((e) => path.resolve(e.dir) === dir) ?? (await loadBrandFolder(dir));
  return [{ ...entry, dir: display(dir) }];
}

async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== 'check' || rest.length > 1)
    throw new UsageError(command === undefined ? '' : `unknown arguments: ${argv.join(' ')}`);
  const target = rest[0];
  const entries =
    target === undefined
      ? (await loadBrands(defaultBrandsDir)).map((e) => ({ ...e, dir: display(e.dir) }))
      : await checkOne(target);
  console.log(formatReport(entries));
  return entries.length > 0 && entries.every((e) => e.ok) ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (e: unknown) => {
    if (e instanceof UsageError) {
      if (e.message !== '') console.error(e.message);
      console.error(usage);
      process.exitCode = 2;
    } else {
      console.error(e);
      process.exitCode = 1;
    }
  },
);
