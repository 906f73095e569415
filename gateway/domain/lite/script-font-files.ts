/**
 * The self-hosted script fonts (schemas/script-fonts.ts; docs/decisions/053): woff2 files of
 * the script's subset, weights 400 and 700, read from the @fontsource/noto-sans-<script>
 * package's files/ folder only (the name must match the package's pattern and the real path lie
 * inside that folder), and the @font-face stylesheet naming them (font-display: swap, the
 * subset's unicode-range as the package's own CSS gives it).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { scriptFonts, type FontScript } from '../../../schemas/script-fonts';
import { confinedFile } from '../brand/brand-folder';

const require = createRequire(import.meta.url);

export const fontWeights = [400, 700] as const;

/** The subset's ranges when the package's CSS cannot be read (Google Fonts' subsets). */
const defaultRanges: Record<FontScript, string> = {
  thai: 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC',
  arabic: 'U+0600-06FF, U+0750-077F, U+0870-088E, U+0890-0891, U+0897-08E1, U+08E3-08FF, U+200C-200E, U+2010-2011, U+204F, U+2E41, U+FB50-FDFF, U+FE70-FE74, U+FE76-FEFC, U+102E0-102FB, U+10E60-10E7E, U+10EC2-10EC4, U+10EFC-10EFF, U+1EE00-1EEFF',
  devanagari: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09',
};

export function fontPackage(script: FontScript): string {
  return `@fontsource/noto-sans-${script}`;
}

/** noto-sans-thai-thai-400-normal.woff2 */
export function fontFileName(script: FontScript, weight: number): string {
  return `noto-sans-${script}-${script}-${weight}-normal.woff2`;
}

export function isFontScript(value: string): value is FontScript {
  return Object.values(scriptFonts).some((f) => f.script === value);
}

function packageDir(script: FontScript): string | null {
  try {
    return path.dirname(require.resolve(`${fontPackage(script)}/package.json`));
  } catch {
    return null;
  }
}

export interface FontFile {
  bytes: Buffer;
  etag: string;
}

const files = new Map<string, Promise<FontFile | null>>();

async function readFontFile(script: FontScript, file: string): Promise<FontFile | null> {
  const wanted = new RegExp(`^noto-sans-${script}-${script}-(?:${fontWeights.join('|')})-normal\\.woff2$`);
  const dir = packageDir(script);
  if (!dir || !wanted.test(file)) return null;
  const found = await confinedFile(path.join(dir, 'files'), file);
  if (!found.found) return null;
  const bytes = await readFile(found.real);
  return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"` };
}

/** A woff2 file of the script's package, or null (unknown name, outside the folder, no package). */
export function fontFile(script: FontScript, file: string): Promise<FontFile | null> {
  const key = `${script}/${file}`;
  let hit = files.get(key);
  if (!hit) {
    hit = readFontFile(script, file).catch(() => null);
    // Only real files are kept: a bad name costs a regex test, not a cache entry.
    void hit.then((f) => {
      if (!f) files.delete(key);
    });
    files.set(key, hit);
  }
  return hit;
}

async function packageVersion(dir: string): Promise<string> {
  try {
    return String((JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as { version?: unknown }).version ?? '0');
  } catch {
    return '0';
  }
}

async function unicodeRange(dir: string, script: FontScript): Promise<string> {
  try {
    const css = await readFile(path.join(dir, `${script}-400.css`), 'utf8');
    const range = /unicode-range:\s*([^;}]+)/.exec(css)?.[1]?.trim();
    if (range && /^[U+0-9A-Fa-f?,\s-]+$/.test(range)) return range;
  } catch {
    // The package's layout changed: the known ranges serve.
  }
  return defaultRanges[script];
}

export interface ScriptFaces {
  /** The @font-face rules, with the given font-display. */
  css: string;
  /** The woff2 addresses, one per weight (for a preload). */
  urls: string[];
}

const faces = new Map<FontScript, Promise<{ family: string; range: string; urls: string[] } | null>>();

function facesOf(script: FontScript): Promise<{ family: string; range: string; urls: string[] } | null> {
  let hit = faces.get(script);
  if (!hit) {
    hit = (async () => {
      const dir = packageDir(script);
      const face = Object.values(scriptFonts).find((f) => f.script === script);
      if (!dir || !face) return null;
      const [version, range] = await Promise.all([packageVersion(dir), unicodeRange(dir, script)]);
      const urls = fontWeights.map((weight) => `/fonts/${script}/${fontFileName(script, weight)}?v=${encodeURIComponent(version)}`);
      return { family: face.family, range, urls };
    })();
    faces.set(script, hit);
  }
  return hit;
}

/**
 * The script's faces (null when its package is not installed). `swap` for the stylesheet the
 * app links; `block` for the still first paint's words (decision 066), whose text must be drawn
 * in the face the app will use, or not yet, so the app's text is never a larger paint.
 */
export async function scriptFaces(
  script: FontScript,
  display: 'swap' | 'block',
  weights: readonly number[] = fontWeights,
): Promise<ScriptFaces | null> {
  const found = await facesOf(script);
  if (!found) return null;
  const chosen = fontWeights.flatMap((weight, i) => (weights.includes(weight) && found.urls[i] ? [{ weight, url: found.urls[i] }] : []));
  const css = chosen
    .map(
      ({ weight, url }) =>
        `@font-face{font-family:"${found.family}";font-style:normal;font-weight:${weight};font-display:${display};` +
        `src:local("${found.family}"),url(${url}) format("woff2");unicode-range:${found.range}}`,
    )
    .join('\n');
  return { css, urls: chosen.map((c) => c.url) };
}

/** The @font-face rules of the script (null when its package is not installed). */
export async function fontSheet(script: FontScript): Promise<string | null> {
  return (await scriptFaces(script, 'swap'))?.css ?? null;
}
