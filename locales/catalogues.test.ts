/**
 * The six catalogues against each other and against the code (saleor-dashboard habit: the
 * catalogue is checked, not trusted): the same keys everywhere, every message valid ICU with the
 * same arguments as English, and every id the code names literally (found by `formatjs extract`)
 * or through the error-code table present in English.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../schemas/error-codes';

const languages = ['EN', 'CN', 'TW', 'AR', 'VI', 'TH'] as const;
const dir = path.dirname(new URL(import.meta.url).pathname);

function load(lang: string): Record<string, string> {
  return JSON.parse(fs.readFileSync(path.join(dir, `${lang}.json`), 'utf8')) as Record<string, string>;
}
const catalogues = Object.fromEntries(languages.map((l) => [l, load(l)])) as Record<
  (typeof languages)[number],
  Record<string, string>
>;
const english = catalogues.EN;

/** Argument names (and tag names) a message uses, recursively through plural/select branches. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const el of elements) {
    if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
    into.add(el.value);
    if (el.type === TYPE.plural || el.type === TYPE.select)
      for (const option of Object.values(el.options)) argumentsOf(option.value, into);
    if (el.type === TYPE.tag) argumentsOf(el.children, into);
  }
  return into;
}

describe('catalogues', () => {
  it.each(languages.filter((l) => l !== 'EN'))('%s has exactly the English keys', (lang) => {
    const keys = Object.keys(catalogues[lang]).sort();
    expect(keys).toEqual(Object.keys(english).sort());
  });

  it.each(languages)('%s: every message is non-empty ICU with the English arguments', (lang) => {
    const problems: string[] = [];
    for (const [key, message] of Object.entries(catalogues[lang])) {
      if (typeof message !== 'string' || message.trim() === '') {
        problems.push(`${key}: empty`);
        continue;
      }
      try {
        const used = [...argumentsOf(parse(message))].sort();
        const expected = [...argumentsOf(parse(english[key] ?? ''))].sort();
        if (used.join() !== expected.join()) problems.push(`${key}: arguments ${used.join()} ≠ EN ${expected.join()}`);
      } catch (err) {
        problems.push(`${key}: ${(err as Error).message}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('has every error code message', () => {
    const missing = Object.entries(errorMessages).filter(([, key]) => !(key in english));
    expect(missing).toEqual([]);
  });

  it('has every id the source names literally', () => {
    const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portico-extract-')), 'extracted.json');
    const bin = path.join(dir, '..', 'node_modules', '.bin', 'formatjs');
    execFileSync(bin, ['extract', 'src/**/*.{ts,tsx}', '--ignore', 'src/**/*.test.{ts,tsx}', '--out-file', out], {
      cwd: path.join(dir, '..'),
      stdio: ['ignore', 'ignore', 'ignore'],
    });
    const ids = Object.keys(JSON.parse(fs.readFileSync(out, 'utf8')) as Record<string, unknown>);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !(id in english))).toEqual([]);
  }, 30_000);
});
