/**
 * The catalogues are complete and valid: every language has exactly EN's keys, every message
 * is ICU that parses with the same arguments as EN's, and every key the code uses exists.
 * (The build ships no ICU parser, so a bad or missing message would only show at run time.)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../../schemas/error-codes';
import { clientErrorMessages } from '../api/client';

const root = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(root, 'locales');
const codes = fs
  .readdirSync(localesDir)
  .filter((f) => /^[A-Z]{2}\.json$/.test(f))
  .map((f) => f.slice(0, 2));
const read = (code: string) =>
  JSON.parse(fs.readFileSync(path.join(localesDir, `${code}.json`), 'utf8')) as Record<string, string>;
const english = read('EN');

function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.select || el.type === TYPE.plural) {
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    }
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('catalogues', () => {
  it('include the four bundled languages', () => {
    expect(codes).toEqual(expect.arrayContaining(['EN', 'CN', 'TW', 'AR']));
  });

  it('cover every language a demo brand supports', () => {
    const brandsDir = path.join(root, 'brands');
    for (const merchant of fs
      .readdirSync(brandsDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())) {
      const file = path.join(brandsDir, merchant.name, 'brand.json');
      if (!fs.existsSync(file)) continue;
      const brand = JSON.parse(fs.readFileSync(file, 'utf8')) as { supportLanguages: string[] };
      expect(codes, merchant.name).toEqual(expect.arrayContaining(brand.supportLanguages));
    }
  });

  it.each(codes)('%s has exactly the keys of EN', (code) => {
    expect(Object.keys(read(code)).sort()).toEqual(Object.keys(english).sort());
  });

  it.each(codes)('%s parses as ICU with the arguments of EN', (code) => {
    const catalogue = read(code);
    for (const [key, message] of Object.entries(catalogue)) {
      const ast = parse(message);
      const source = english[key];
      if (source === undefined) continue;
      expect([...argumentsOf(ast)].sort(), `${code} ${key}`).toEqual([...argumentsOf(parse(source))].sort());
    }
  });

  // No English left in another language: locales/untranslated.test.ts (with its allow-list);
  // plural categories per language and argument kinds: locales/icu-plurals.test.ts.

  it('hold every key the code uses and every error message key', () => {
    const used = new Set<string>([...Object.values(errorMessages), ...Object.values(clientErrorMessages)]);
    for (const file of sourceFiles(path.join(root, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      // Message descriptors ({ id: 'key' }) and <FormattedMessage id="key" …>.
      for (const match of text.matchAll(
        /\bid:\s*'([A-Za-z0-9_.-]+)'|<FormattedMessage\s+id="([A-Za-z0-9_.-]+)"/g,
      )) {
        used.add(match[1] ?? match[2] ?? '');
      }
    }
    expect(used).toContain('w_home'); // the scan found the descriptors
    expect(used).toContain('notfound.title'); // … and the components
    const missing = [...used].filter((key) => !(key in english));
    expect(missing).toEqual([]);
  });

  it('hold every id the formatjs extractor finds in the source', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portico-extract-')), 'extracted.json');
    execFileSync(
      path.join(root, 'node_modules', '.bin', 'formatjs'),
      ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.{ts,tsx}', '--out-file', out],
      { cwd: root, stdio: 'ignore' },
    );
    const ids = Object.keys(JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown>);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !(id in english))).toEqual([]);
  }, 30_000);
});
