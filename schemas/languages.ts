/**
 * Language codes as the product names them (§1, §9: TW, CN, EN, TY …) and their BCP 47 tags.
 * A brand's supportLanguages picks from this list; locales/<code>.json holds each catalogue.
 */
export const languages = {
  EN: { tag: 'en', dir: 'ltr', name: 'English' },
  CN: { tag: 'zh-CN', dir: 'ltr', name: '简体中文' },
  TW: { tag: 'zh-TW', dir: 'ltr', name: '繁體中文' },
  TH: { tag: 'th', dir: 'ltr', name: 'ไทย' },
  VI: { tag: 'vi', dir: 'ltr', name: 'Tiếng Việt' },
  ID: { tag: 'id', dir: 'ltr', name: 'Bahasa Indonesia' },
  JA: { tag: 'ja', dir: 'ltr', name: '日本語' },
  KO: { tag: 'ko', dir: 'ltr', name: '한국어' },
  ES: { tag: 'es', dir: 'ltr', name: 'Español' },
  PT: { tag: 'pt', dir: 'ltr', name: 'Português' },
  HI: { tag: 'hi', dir: 'ltr', name: 'हिन्दी' },
  TR: { tag: 'tr', dir: 'ltr', name: 'Türkçe' },
  RU: { tag: 'ru', dir: 'ltr', name: 'Русский' },
  AR: { tag: 'ar', dir: 'rtl', name: 'العربية' },
  TY: { tag: 'tl', dir: 'ltr', name: 'Tagalog' },
} as const;

export type LangCode = keyof typeof languages;

export const langCodes = Object.keys(languages) as LangCode[];

/**
 * Languages with a message catalogue in locales/ (locales/catalogue-languages.test.ts keeps
 * this list and the folder equal). A brand may offer only these: without its catalogue the app
 * would fall back to another language or show message keys. A new catalogue is listed here.
 */
export const catalogueLanguages: readonly LangCode[] = ['EN', 'CN', 'TW', 'TH', 'VI', 'AR'];

export function isLangCode(code: unknown): code is LangCode {
  return typeof code === 'string' && Object.hasOwn(languages, code);
}
