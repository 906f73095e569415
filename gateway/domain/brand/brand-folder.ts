/**
 * What a brand folder may hold, shared by the brand checker and the server: files are looked up
 * by their real path and must lie inside the folder's real path (a link pointing out of the
 * folder is refused, never followed), and each kind of file has a size limit
 * (brands/README.md, docs/decisions/029-brand-hardening.md).
 */
import { realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const KB = 1024;
const MB = 1024 * KB;

export type LimitedKind = 'svg' | 'raster' | 'config';

/** Largest file of each kind, in bytes. */
export const sizeLimits: Readonly<Record<LimitedKind, number>> = {
  svg: 256 * KB,
  raster: 1 * MB,
  config: 256 * KB,
};

/** Largest total of every file in one brand folder, in bytes. */
export const folderLimit = 4 * MB;

export const kindNames: Readonly<Record<LimitedKind, string>> = {
  svg: 'an SVG image',
  raster: 'a PNG, WebP, JPEG or ICO image',
  config: 'a configuration file',
};

/** The kind of a file by its name; null for files without a limit of their own. */
export function kindOf(name: string): LimitedKind | null {
  const ext = path.extname(name).toLowerCase();
  if (ext === '.svg') return 'svg';
  if (['.png', '.webp', '.jpg', '.jpeg', '.ico'].includes(ext)) return 'raster';
  if (ext === '.json') return 'config';
  return null;
}

/** A file size as an operator reads it: "5.0 MB", "300 KB", "12 bytes". */
export function formatSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1)} MB`;
  if (bytes >= KB) return `${Math.ceil(bytes / KB)} KB`;
  return `${bytes} bytes`;
}

/** A limit as written in the README: "256 KB", "1 MB". */
export function formatLimit(bytes: number): string {
  return bytes % MB === 0 ? `${bytes / MB} MB` : `${bytes / KB} KB`;
}

export type ConfinedFile =
  | { found: true; real: string; size: number }
  | { found: false; why: 'missing' | 'outside' | 'not-a-file' | 'unreadable'; error?: string };

/** True when `real` is `realRoot` itself or lies below it. */
export function isInside(realRoot: string, real: string): boolean {
  const rel = path.relative(realRoot, real);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * The regular file `relative` names inside `root`, by its real path: links are followed only
 * while they stay inside the folder. Read the file through `real`, not through `relative`.
 */
export async function confinedFile(root: string, relative: string): Promise<ConfinedFile> {
  try {
    const realRoot = await realpath(root);
    const real = await realpath(path.join(root, relative));
    if (!isInside(realRoot, real)) return { found: false, why: 'outside' };
    const s = await stat(real);
    return s.isFile() ? { found: true, real, size: s.size } : { found: false, why: 'not-a-file' };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { found: false, why: 'missing' };
    return { found: false, why: 'unreadable', error: (e as Error).message };
  }
}
