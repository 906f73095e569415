/**
 * Help-centre and content-page answers from a merchant's cached rows, each text in the
 * requested language or else the brand's default (domain/localise.ts). Rows with text in
 * neither are left out; a category left without articles is left out too. Pure.
 */
import type { Brand, GameCategory } from '../../../schemas/brand';
import type { ContentPageResponse, ContentSection, HelpCategory, HelpCenterResponse, RebateRate } from '../../../schemas/content';
import { categoryOrder, rebateRates } from '../../../schemas/game-categories';
import type { LangCode } from '../../../schemas/languages';
import type { ContentPageRecord } from '../../db/content/content-page-repository';
import type { HelpData } from '../../db/content/help-repository';
import { pickLanguage, textIn, type LocaliseContext } from '../localise';

export function buildHelpCenter(data: HelpData, lang: LangCode, brand: Brand): HelpCenterResponse {
  const ctx: LocaliseContext = { requested: lang, fallback: brand.defaultLang };
  const categories = data.categories.flatMap((c): HelpCategory[] => {
    const titleLang = pickLanguage(ctx, c.title);
    if (titleLang === null) return [];
    const articles = data.articles
      .filter((a) => a.category === c.slug)
      .flatMap((a) => {
        const l = pickLanguage(ctx, a.title, a.content);
        return l === null ? [] : [{ id: a.slug, title: textIn(a.title, l), content: textIn(a.content, l), lang: l }];
      });
    return articles.length === 0 ? [] : [{ id: c.slug, title: textIn(c.title, titleLang), lang: titleLang, articles }];
  });
  return { lang, categories };
}

/** §9 rebate rates of the game types the merchant offers, in navigation order (PVP has none). */
export function rebateTable(offered: readonly GameCategory[]): RebateRate[] {
  return categoryOrder.flatMap((gameType) => {
    const rate = rebateRates[gameType];
    return rate !== undefined && offered.includes(gameType) ? [{ gameType, rate }] : [];
  });
}

/** The page in a language, or null when its title has text in neither language. */
export function buildContentPage(
  page: ContentPageRecord,
  lang: LangCode,
  brand: Brand,
  offered: readonly GameCategory[],
): ContentPageResponse | null {
  const ctx: LocaliseContext = { requested: lang, fallback: brand.defaultLang };
  const titleLang = pickLanguage(ctx, page.title);
  if (titleLang === null) return null;
  const sections = page.sections.flatMap((s): ContentSection[] => {
    const l = pickLanguage(ctx, s.content);
    return l === null ? [] : [{ key: s.key, title: textIn(s.title, l), content: textIn(s.content, l), lang: l }];
  });
  return {
    page: page.page,
    lang,
    title: textIn(page.title, titleLang),
    sections,
    rebates: page.page === 'home' ? rebateTable(offered) : [],
  };
}
