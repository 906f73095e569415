/** What the tests expect, read from the same files the product reads: brand files and catalogues. */
import fs from 'node:fs';
import path from 'node:path';
import type { Brand } from '../../../schemas/brand';
import { languages, type LangCode } from '../../../schemas/languages';

const root = process.cwd();

export function readBrand(merchant: string): Brand {
  return JSON.parse(fs.readFileSync(path.join(root, 'brands', merchant, 'brand.json'), 'utf8')) as Brand;
}

export type Catalogue = Record<string, string>;

export function readCatalogue(code: LangCode): Catalogue {
  return JSON.parse(fs.readFileSync(path.join(root, 'locales', `${code}.json`), 'utf8')) as Catalogue;
}

/** A message without arguments, as shown. */
export function text(catalogue: Catalogue, key: string): string {
  const message = catalogue[key];
  if (message === undefined) throw new Error(`no message "${key}"`);
  return message;
}

export function tagOf(code: LangCode): string {
  return languages[code].tag;
}

export function dirOf(code: LangCode): 'ltr' | 'rtl' {
  return languages[code].dir;
}
