/**
 * The shape of one language's demo texts (texts-<lang>.ts) and how they are filled for a brand.
 * Every language file implements SeedTexts completely, so the compiler refuses a missing text.
 * Placeholders in braces are filled from the brand: {brand}, {age}, {depositSeconds},
 * {withdrawSeconds}, {paymentPartners}, {gamePartners}, {domain}. Titles are plain text;
 * contents are HTML (sanitised again when stored).
 *
 * Adding a language: copy texts-en.ts to texts-<code>.ts, translate, add it to seedTextPacks.
 */
import type { Brand } from '../../../../schemas/brand';
import type { LangCode } from '../../../../schemas/languages';
import { escapeXml } from '../../../domain/content/banner-image';
import { arTexts } from './texts-ar';
import { cnTexts } from './texts-cn';
import { enTexts } from './texts-en';
import { thTexts } from './texts-th';
import { twTexts } from './texts-tw';
import { viTexts } from './texts-vi';

export type BannerSlug = 'home-welcome' | 'home-live' | 'home-sports' | 'home-app' | 'login' | 'register' | 'forget';
export type AnnouncementSlug =
  | 'maintenance-window'
  | 'home-marquee'
  | 'welcome-popup'
  | 'first-login-popup'
  | 'member-popup'
  | 'deposit-bonus';
export type HelpCategorySlug = 'deposits' | 'withdrawals' | 'account' | 'responsible-gaming';
export type HelpArticleSlug =
  | 'deposit-methods'
  | 'deposit-missing'
  | 'withdraw-how'
  | 'withdraw-time'
  | 'account-register'
  | 'account-password'
  | 'rg-limits'
  | 'rg-self-exclusion';

export interface TitledText {
  title: string;
  /** HTML. */
  content: string;
}

export interface PageTexts<Section extends string> {
  title: string;
  sections: Record<Section, TitledText>;
}

export type JoinSection = 'intro' | 'member-statistics' | 'member-game-detail' | 'member-reports' | 'platform-cost-detail';
export type HomeSection = 'app-download' | 'rebates' | 'service';

export interface PageTextSet {
  home: PageTexts<HomeSection>;
  join: PageTexts<JoinSection>;
  sponsor1: PageTexts<'main'>;
  sponsor2: PageTexts<'main'>;
  sponsor3: PageTexts<'main'>;
  seamless: PageTexts<'main'>;
  'point-mall': PageTexts<'main'>;
  terms: PageTexts<'main'>;
  privacy: PageTexts<'main'>;
  'responsible-gaming': PageTexts<'main'>;
}

export interface SeedTexts {
  banners: Record<BannerSlug, string>;
  announcements: Record<AnnouncementSlug, TitledText>;
  helpCategories: Record<HelpCategorySlug, string>;
  helpArticles: Record<HelpArticleSlug, TitledText>;
  pages: PageTextSet;
}

/** Languages with demo texts; a brand language without one gets its default language's rows. */
export const seedTextPacks: Partial<Record<LangCode, SeedTexts>> = {
  EN: enTexts,
  CN: cnTexts,
  TW: twTexts,
  AR: arTexts,
  VI: viTexts,
  TH: thTexts,
};

/**
 * The languages seeded for a brand: its supported languages that have a pack; when none of
 * them has one, English stored under the brand's default language, so every brand gets text.
 */
export function seedLanguages(brand: Brand): { lang: LangCode; texts: SeedTexts }[] {
  const out = brand.supportLanguages.flatMap((lang) => {
    const texts = seedTextPacks[lang];
    return texts ? [{ lang, texts }] : [];
  });
  return out.length > 0 || !seedTextPacks.EN ? out : [{ lang: brand.defaultLang, texts: seedTextPacks.EN }];
}

function placeholders(brand: Brand): Record<string, string> {
  return {
    brand: brand.name,
    age: String(brand.minimumAge),
    depositSeconds: String(brand.homeCounters.depositSeconds),
    withdrawSeconds: String(brand.homeCounters.withdrawSeconds),
    paymentPartners: String(brand.homeCounters.paymentPartners),
    gamePartners: String(brand.homeCounters.gamePartners),
    domain: brand.mainDomain,
  };
}

/** Fills {placeholders}; in HTML the values are escaped. Unknown placeholders stay as written. */
export function fill(template: string, brand: Brand, html: boolean): string {
  const values = placeholders(brand);
  return template.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => {
    const v = values[name];
    if (v === undefined) return whole;
    return html ? escapeXml(v) : v;
  });
}

/** One text per seeded language: { EN: "...", CN: "..." }. */
export function perLanguage(
  brand: Brand,
  pick: (texts: SeedTexts) => string,
  html: boolean,
): Record<string, string> {
  return Object.fromEntries(seedLanguages(brand).map(({ lang, texts }) => [lang, fill(pick(texts), brand, html)]));
}
