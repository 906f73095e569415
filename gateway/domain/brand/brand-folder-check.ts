/**
 * The brand checker's look at the files of a folder beside its JSON: the theme's images exist
 * inside the folder, no file or folder is a link out of it, every image keeps to its kind's size
 * limit and the folder to its total (gateway/domain/brand/brand-folder.ts).
 */
import { lstat, readdir, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { Brand } from '../../../schemas/brand';
import type { BrandProblem } from '../../../schemas/check-brand';
import {
  confinedFile,
  folderLimit,
  formatLimit,
  formatSize,
  isInside,
  kindNames,
  kindOf,
  sizeLimits,
} from './brand-folder';

const copyHint = (dir: string) => `copy the file into ${dir} instead of linking to it`;
const shrinkHint = 'make it smaller: an SVG optimiser (svgo) for SVGs, fewer pixels or WebP for pictures';

/** "<what> is 5.0 MB; an SVG image may be at most 256 KB", or null within the limit. */
function oversize(what: string, name: string, size: number): string | null {
  const kind = kindOf(name);
  if (kind === null || size <= sizeLimits[kind]) return null;
  return `${what} is ${formatSize(size)}; ${kindNames[kind]} may be at most ${formatLimit(sizeLimits[kind])}`;
}

const themeKeys = ['logo', 'logoDark', 'favicon'] as const;

/** The theme's logo, logoDark and favicon: present in the folder, not a link out, not too large. */
export async function themeAssetProblems(dir: string, brand: Brand): Promise<BrandProblem[]> {
  const out: BrandProblem[] = [];
  for (const key of themeKeys) {
    const asset = brand.theme[key];
    if (asset === undefined) continue;
    const where = { file: 'brand.json', path: `/theme/${key}` };
    const what = `theme ${key} "${asset}"`;
    const found = await confinedFile(dir, asset);
    if (!found.found) {
      out.push(
        found.why === 'outside'
          ? { ...where, message: `${what} is a link to a file outside the brand folder`, hint: copyHint(dir) }
          : {
              ...where,
              message: `${what} does not exist in the brand folder`,
              hint: `add ${path.join(dir, asset)} or correct the path`,
            },
      );
      continue;
    }
    const tooBig = oversize(what, asset, found.size);
    if (tooBig !== null) out.push({ ...where, message: tooBig, hint: shrinkHint });
  }
  return out;
}

/** The theme's images, as paths relative to the folder (reported at their JSON path instead). */
export function themeAssets(brand: Brand): string[] {
  return themeKeys.flatMap((key) => {
    const asset = brand.theme[key];
    return asset === undefined ? [] : [path.normalize(asset)];
  });
}

/** Folders deeper than this are not walked (the server serves at most 4 levels down). */
const maxDepth = 8;

/**
 * Every file of the folder: links out of it, images over their limit (except `skip`: the JSON
 * files and the theme's images, reported where they are named) and the folder's total size.
 */
export async function folderProblems(
  dir: string,
  folderName: string,
  skip: readonly string[],
): Promise<BrandProblem[]> {
  const out: BrandProblem[] = [];
  let realRoot: string;
  try {
    realRoot = await realpath(dir);
  } catch {
    return out; // the folder itself is gone; its brand.json problem says so
  }
  let total = 0;
  async function walk(rel: string, depth: number): Promise<void> {
    const names = await readdir(path.join(dir, rel)).catch(() => [] as string[]);
    for (const name of names.sort()) {
      const relPath = rel === '' ? name : path.join(rel, name);
      const full = path.join(dir, relPath);
      const s = await lstat(full).catch(() => null);
      if (s === null) continue;
      if (s.isSymbolicLink()) {
        const real = await realpath(full).catch(() => null);
        if (real !== null && !isInside(realRoot, real)) {
          const folder = await lstat(real).then((t) => t.isDirectory(), () => false);
          out.push({
            file: relPath,
            path: '',
            message: `${relPath} is a link to a ${folder ? 'folder' : 'file'} outside the brand folder`,
            hint: copyHint(dir),
          });
        }
        continue; // a link inside the folder is counted where it points
      }
      if (s.isDirectory()) {
        if (depth < maxDepth) await walk(relPath, depth + 1);
        continue;
      }
      if (!s.isFile()) continue;
      total += s.size;
      if (skip.includes(relPath)) continue;
      const tooBig = oversize(relPath, name, s.size);
      if (tooBig !== null) out.push({ file: relPath, path: '', message: tooBig, hint: shrinkHint });
    }
  }
  await walk('', 0);
  if (total > folderLimit) {
    out.push({
      file: `${folderName}/`,
      path: '',
      message: `the brand folder holds ${formatSize(total)} of files; at most ${formatLimit(folderLimit)} is allowed`,
      hint: 'remove files the brand does not use, or make its images smaller',
    });
  }
  return out;
}
