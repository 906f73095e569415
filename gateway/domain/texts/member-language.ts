/**
 * The language a member reads what the gateway sends them in: the language the page shows
 * (the browser app names it in Accept-Language on every call, src/api/client.ts) when the brand
 * offers it, else the brand's default language. A browser's own Accept-Language (another
 * caller) counts the same way: its first tag the brand offers. Pure.
 */
import type { Brand } from '../../../schemas/brand';
import { languages, type LangCode } from '../../../schemas/languages';

/** BCP 47 tag (lower case) → product code, with the primary subtags that name one language alone. */
const byTag = new Map<string, LangCode>();
for (const [code, { tag }] of Object.entries(languages) as [LangCode, { tag: string }][]) byTag.set(tag.toLowerCase(), code);
byTag.set('zh-hans', 'CN');
byTag.set('zh-hant', 'TW');
byTag.set('zh-hk', 'TW');
byTag.set('zh', 'CN');
byTag.set('fil', 'TY');

function codeOf(tag: string): LangCode | undefined {
  const lower = tag.trim().toLowerCase();
  if (byTag.has(lower)) return byTag.get(lower);
  const parts = lower.split('-');
  // zh-Hant-TW → zh-hant; pt-BR → pt.
  return byTag.get(parts.slice(0, 2).join('-')) ?? byTag.get(parts[0] ?? '');
}

export function memberLanguage(acceptLanguage: string | string[] | undefined, brand: Pick<Brand, 'supportLanguages' | 'defaultLang'>): LangCode {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : (acceptLanguage ?? '');
  const tags = header
    .slice(0, 512)
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((t) => t.q > 0 && t.tag.trim() !== '' && t.tag.trim() !== '*')
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of tags) {
    const code = codeOf(tag);
    if (code && brand.supportLanguages.includes(code)) return code;
  }
  return brand.defaultLang;
}
