/**
 * The rules every text a console author sends passes (docs/decisions/048): each language is one
 * the merchant supports (supportLanguages), the brand's default language is there (players
 * whose language has no text get the default's, domain/localise.ts), titles are plain text
 * without control characters, and every HTML content is sanitised by the one sanitiser the
 * gateway has (html-sanitiser.ts, sanitize-html) and must still be within the length limit.
 * A problem is a 400 naming the field (/title/VI …), before anything is written. Pure.
 */
import { contentLimits, type ContentTexts } from '../../../../schemas/console-content';
import type { LangCode } from '../../../../schemas/languages';
import { sanitiseHtml } from '../../content/html-sanitiser';
import { fieldRefusal } from '../../refusal';

export interface MerchantLanguages {
  defaultLang: LangCode;
  supportLanguages: readonly LangCode[];
}

// eslint-disable-next-line no-control-regex -- the point is to find control characters
const controlCharacters = /[\u0000-\u001f\u007f]/;

function checkLanguages(texts: ContentTexts, field: string, langs: MerchantLanguages, needDefault: boolean): void {
  for (const lang of Object.keys(texts)) {
    if (!langs.supportLanguages.includes(lang as LangCode)) {
      throw fieldRefusal('CONTENT_LANGUAGE_UNSUPPORTED', `${field}/${lang}`, 'unsupported-language', 'error.content_language_unsupported');
    }
  }
  const fallback = texts[langs.defaultLang];
  if (needDefault && (fallback === undefined || fallback.trim() === '')) {
    throw fieldRefusal('CONTENT_DEFAULT_LANGUAGE_MISSING', `${field}/${langs.defaultLang}`, 'default-language-missing', 'error.content_default_language_missing');
  }
}

/** Plain-text titles: trimmed, no control characters, within the limit; empty ones dropped. */
export function checkTitles(texts: ContentTexts, field: string, langs: MerchantLanguages): ContentTexts {
  const out: ContentTexts = {};
  for (const [lang, text] of Object.entries(texts)) {
    const t = text.trim();
    if (controlCharacters.test(t)) throw fieldRefusal('VALIDATION_FAILED', `${field}/${lang}`, 'control-character', 'error.validation_failed');
    if (t.length > contentLimits.titleMax) throw fieldRefusal('VALIDATION_FAILED', `${field}/${lang}`, 'too-long', 'error.validation_failed');
    if (t !== '') out[lang] = t;
  }
  checkLanguages(out, field, langs, true);
  return out;
}

/** HTML contents, sanitised; empty ones dropped. needDefault: the default language must have one. */
export function checkContents(texts: ContentTexts, field: string, langs: MerchantLanguages, needDefault = true): ContentTexts {
  checkLanguages(texts, field, langs, false);
  const out: ContentTexts = {};
  for (const [lang, html] of Object.entries(texts)) {
    if (html.length > contentLimits.contentMax) throw fieldRefusal('VALIDATION_FAILED', `${field}/${lang}`, 'too-long', 'error.validation_failed');
    const clean = sanitiseHtml(html);
    if (clean.length > contentLimits.contentMax) throw fieldRefusal('VALIDATION_FAILED', `${field}/${lang}`, 'too-long', 'error.validation_failed');
    if (clean !== '') out[lang] = clean;
  }
  checkLanguages(out, field, langs, needDefault);
  return out;
}

/** The schedule: an end, when there is one, after the start. Returns both as dates. */
export function checkSchedule(startAt: string, endAt: string | null): { start: Date; end: Date | null } {
  const start = new Date(startAt);
  const end = endAt === null ? null : new Date(endAt);
  if (Number.isNaN(start.getTime())) throw fieldRefusal('VALIDATION_FAILED', 'startAt', 'format', 'error.validation_failed');
  if (end !== null && (Number.isNaN(end.getTime()) || end.getTime() <= start.getTime())) {
    throw fieldRefusal('CONTENT_SCHEDULE_INVALID', 'endAt', 'end-before-start', 'error.content_schedule_invalid');
  }
  return { start, end };
}
