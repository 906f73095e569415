/**
 * Texts the gateway itself writes to a member (SMS, e-mail, the Lite app's offline page) in
 * the member's language, from the same catalogues as the browser (locales/<CODE>.json, keys
 * under `server.`, which the browser bundle leaves out: vite.config.ts areaCatalogues; and the
 * few of the browser's own texts the still first paint writes, decision 066).
 * ICU messages formatted with intl-messageformat; a language without the key falls back to EN,
 * then to the key itself. Catalogues are read once per process (they change with a deploy).
 * docs/decisions/053-lite-app-fonts-member-language.md.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { languages, type LangCode } from '../../../schemas/languages';

const localesDir = fileURLToPath(new URL('../../../locales/', import.meta.url));

const catalogues = new Map<LangCode, Readonly<Record<string, string>>>();

function catalogueOf(lang: LangCode): Readonly<Record<string, string>> {
  let found = catalogues.get(lang);
  if (!found) {
    try {
      found = JSON.parse(readFileSync(`${localesDir}${lang}.json`, 'utf8')) as Record<string, string>;
    } catch {
      found = {};
    }
    catalogues.set(lang, found);
  }
  return found;
}

export type TextValues = Record<string, string | number>;

/** The message `key` in `lang` (else EN), formatted with `values`. */
export function serverText(lang: LangCode, key: string, values: TextValues = {}): string {
  const own = catalogueOf(lang)[key];
  const message = own ?? catalogueOf('EN')[key];
  if (message === undefined) return key;
  const locale = own === undefined ? 'en' : languages[lang].tag;
  return String(new IntlMessageFormat(message, locale).format(values));
}
