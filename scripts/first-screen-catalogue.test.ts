/**
 * The catalogue's two slices (docs/decisions/060): the build's split is a partition of every
 * player key, the first slice holds what the first screen names, and no lazily loaded part can
 * render before the later slice is in unless it needs nothing from it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { areaCatalogues, catalogueSlice, laterArea } from '../vite.config';
import { firstScreenFiles, firstScreenKeyTest, firstScreenRoots, notFirstScreenFiles } from './first-screen-catalogue';

const root = process.cwd();
const en = JSON.parse(readFileSync(path.join(root, 'locales/EN.json'), 'utf8')) as Record<string, string>;
const isPlayerKey = (key: string) => !areaCatalogues.some((a) => key.startsWith(`${a}.`));
const firstScreen = firstScreenKeyTest(root);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'console' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

function resolve(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // next candidate
    }
  }
  return null;
}

/** The player keys a module and its static imports name that the first slice does not carry. */
function laterKeysOf(file: string): string[] {
  const files = firstScreenFiles(root, [path.relative(root, file)]);
  const test = firstScreenKeyTestFor(files);
  return Object.keys(en).filter((key) => isPlayerKey(key) && !firstScreen(key) && test(key));
}

function firstScreenKeyTestFor(files: string[]): (key: string) => boolean {
  const exact = new Set<string>();
  const heads: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) exact.add(node.text);
    else if (ts.isTemplateHead(node) && /^[a-z][a-z0-9]*[._]/i.test(node.text)) heads.push(node.text);
    node.forEachChild(visit);
  };
  for (const f of files) visit(parse(f));
  return (key) => exact.has(key) || heads.some((h) => key.startsWith(h));
}

const waiting = new Set(['withLaterMessages', 'lazyPart']);

function insideWaitingCall(node: ts.Node): boolean {
  for (let at = node.parent; at; at = at.parent) {
    if (ts.isCallExpression(at) && ts.isIdentifier(at.expression) && waiting.has(at.expression.text)) return true;
  }
  return false;
}

describe('the catalogue slices', () => {
  it('split every player key of every catalogue into the first and the later slice, once each', () => {
    for (const file of readdirSync(path.join(root, 'locales')).filter((f) => /^[A-Z]{2}\.json$/.test(f))) {
      const messages = JSON.parse(readFileSync(path.join(root, 'locales', file), 'utf8')) as Record<string, string>;
      const first = Object.keys(catalogueSlice(messages, null));
      const later = Object.keys(catalogueSlice(messages, laterArea));
      const areas = areaCatalogues.flatMap((a) => Object.keys(catalogueSlice(messages, a)));
      expect(new Set([...first, ...later, ...areas]).size, file).toBe(Object.keys(messages).length);
      expect(first.length + later.length + areas.length, file).toBe(Object.keys(messages).length);
      expect(first.every(isPlayerKey) && later.every(isPlayerKey), file).toBe(true);
    }
  });

  it('put what the first screen names in the first slice, and an area error or a register text in the later one', () => {
    const first = catalogueSlice(en, null);
    // Named by the header, the home page and the general errors.
    for (const key of ['a11y.skip', 'header.home_link', 'error.network', 'error.system_maintenance']) expect(first, key).toHaveProperty([key]);
    // Named only by parts loaded later: the register form, the sign-in errors, the footer.
    for (const key of ['error.password_length', 'in_incorrect_password']) {
      expect(first, key).not.toHaveProperty([key]);
      expect(catalogueSlice(en, laterArea), key).toHaveProperty([key]);
    }
    expect(notFirstScreenFiles.every((f) => !firstScreenFiles(root).includes(path.resolve(root, f)))).toBe(true);
  });

  it('keeps the first slice small: under a third of the player keys', () => {
    const player = Object.keys(en).filter(isPlayerKey);
    expect(Object.keys(catalogueSlice(en, null)).length).toBeLessThan(player.length / 3);
  });

  it('let no lazily loaded part render before the later slice is in, unless it needs nothing from it', () => {
    const roots = new Set(firstScreenRoots.map((r) => path.resolve(root, r)));
    const unguarded: string[] = [];
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const source = parse(file);
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const spec = node.arguments[0];
          const target = spec && ts.isStringLiteral(spec) && spec.text.startsWith('.') ? resolve(file, spec.text) : null;
          if (target && !roots.has(target) && !insideWaitingCall(node)) {
            const needs = laterKeysOf(target);
            if (needs.length) unguarded.push(`${path.relative(root, file)} → ${spec && ts.isStringLiteral(spec) ? spec.text : '?'} needs ${needs.slice(0, 3).join(', ')}`);
          }
        }
        node.forEachChild(visit);
      };
      visit(source);
    }
    expect(unguarded).toEqual([]);
  });
});
