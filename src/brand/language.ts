/**
 * Which language a visit reads (pure; §3, §9, READINGS 13). The brand's supportLanguages decide
 * what the player may pick; the bundle may carry more catalogues than any one brand offers.
 *
 * - `lang` (local storage) is the active language; `hisLang` the one the player last picked.
 * - The choice: `lang` if the brand supports it, else `hisLang` if supported, else the brand's
 *   defaultLang ("fallback is the default").
 * - Before the brand is known (boot screens), the stored `lang` or the browser's languages pick
 *   among the bundled catalogues, defaulting to EN.
 */
import { isLangCode, languages, type LangCode } from '../../schemas/languages';

export const fallbackLanguage: LangCode = 'EN';

export interface LanguageInputs {
  stored: string | null;
  history: string | null;
  supported: readonly LangCode[];
  defaultLang: LangCode;
}

export function chooseLanguage({ stored, history, supported, defaultLang }: LanguageInputs): LangCode {
  for (const candidate of [stored, history]) {
    if (isLangCode(candidate) && supported.includes(candidate)) return candidate;
  }
  return defaultLang;
}

/** Maps a BCP 47 tag (navigator.languages) to a product language code, or null. */
export function langCodeFromTag(tag: string): LangCode | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return null;
  if (lower === 'zh' || lower.startsWith('zh-')) {
    const traditional = /^zh-(hant|tw|hk|mo)(-|$)/.test(lower) || /-hant(-|$)/.test(lower);
    return traditional ? 'TW' : 'CN';
  }
  const primary = lower.split('-')[0];
  if (primary === 'fil') return 'TY';
  for (const [code, info] of Object.entries(languages)) {
    if (info.tag.toLowerCase() === lower || info.tag.toLowerCase().split('-')[0] === primary)
      return code as LangCode;
  }
  return null;
}

export function chooseBootLanguage(
  stored: string | null,
  browserTags: readonly string[],
  bundled: readonly LangCode[],
): LangCode {
  if (isLangCode(stored) && bundled.includes(stored)) return stored;
  for (const tag of browserTags) {
    const code = langCodeFromTag(tag);
    if (code && bundled.includes(code)) return code;
  }
  return fallbackLanguage;
}

export function languageTag(code: LangCode): string {
  return languages[code].tag;
}

export function languageDir(code: LangCode): 'ltr' | 'rtl' {
  return languages[code].dir;
}

export function languageName(code: LangCode): string {
  return languages[code].name;
}
