/**
 * Picks the language a stored text is served in: the requested language when the row has text
 * for it, otherwise the brand's default language (§9 "Fallback is the default"); a row with
 * neither is not shown in that language. So a row written only in, say, VI reaches VI players
 * only, while a row missing one translation still reaches everyone in the default language.
 * Pure.
 */
import type { LangCode } from '../../schemas/languages';
import type { Texts } from '../db/content/content-tables';

export interface LocaliseContext {
  requested: LangCode;
  fallback: LangCode;
}

function has(texts: Texts, lang: string): boolean {
  const v = texts[lang];
  return typeof v === 'string' && v.trim().length > 0;
}

/**
 * The language whose text every given map has (title and content come from one language),
 * or null when neither the requested nor the default language has them all.
 */
export function pickLanguage(ctx: LocaliseContext, ...maps: Texts[]): LangCode | null {
  for (const lang of [ctx.requested, ctx.fallback]) {
    if (maps.every((m) => has(m, lang))) return lang;
  }
  return null;
}

/** texts[lang] for a language pickLanguage chose (always present then). */
export function textIn(texts: Texts, lang: LangCode): string {
  return texts[lang] ?? '';
}
