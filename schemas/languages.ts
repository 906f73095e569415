/**
 * Language codes as the product names them (§1, §9: TW, CN, EN, TY … "about 40 language codes")
 * with their BCP 47 tags, writing direction and name in the language itself. Most codes are the
 * ISO 639-1 code in capitals; the product's own are CN (simplified Chinese), TW (traditional
 * Chinese) and TY (Tagalog). A brand's supportLanguages picks from this list, but only languages
 * with a catalogue (catalogueLanguages below) pass the brand checker; locales/<code>.json holds
 * each catalogue. docs/decisions/054-catalogues-and-languages.md.
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
  MS: { tag: 'ms', dir: 'ltr', name: 'Bahasa Melayu' },
  KM: { tag: 'km', dir: 'ltr', name: 'ខ្មែរ' },
  LO: { tag: 'lo', dir: 'ltr', name: 'ລາວ' },
  MY: { tag: 'my', dir: 'ltr', name: 'မြန်မာ' },
  BN: { tag: 'bn', dir: 'ltr', name: 'বাংলা' },
  UR: { tag: 'ur', dir: 'rtl', name: 'اردو' },
  FA: { tag: 'fa', dir: 'rtl', name: 'فارسی' },
  HE: { tag: 'he', dir: 'rtl', name: 'עברית' },
  TA: { tag: 'ta', dir: 'ltr', name: 'தமிழ்' },
  TE: { tag: 'te', dir: 'ltr', name: 'తెలుగు' },
  NE: { tag: 'ne', dir: 'ltr', name: 'नेपाली' },
  FR: { tag: 'fr', dir: 'ltr', name: 'Français' },
  DE: { tag: 'de', dir: 'ltr', name: 'Deutsch' },
  IT: { tag: 'it', dir: 'ltr', name: 'Italiano' },
  NL: { tag: 'nl', dir: 'ltr', name: 'Nederlands' },
  PL: { tag: 'pl', dir: 'ltr', name: 'Polski' },
  UK: { tag: 'uk', dir: 'ltr', name: 'Українська' },
  EL: { tag: 'el', dir: 'ltr', name: 'Ελληνικά' },
  CS: { tag: 'cs', dir: 'ltr', name: 'Čeština' },
  HU: { tag: 'hu', dir: 'ltr', name: 'Magyar' },
  RO: { tag: 'ro', dir: 'ltr', name: 'Română' },
  SV: { tag: 'sv', dir: 'ltr', name: 'Svenska' },
  DA: { tag: 'da', dir: 'ltr', name: 'Dansk' },
  FI: { tag: 'fi', dir: 'ltr', name: 'Suomi' },
  NO: { tag: 'nb', dir: 'ltr', name: 'Norsk' },
} as const;

export type LangCode = keyof typeof languages;

export const langCodes = Object.keys(languages) as LangCode[];

/**
 * Languages with a message catalogue in locales/ (locales/catalogue-languages.test.ts keeps
 * this list and the folder equal). A brand may offer only these: without its catalogue the app
 * would fall back to another language or show message keys. A new catalogue is listed here.
 */
export const catalogueLanguages: readonly LangCode[] = ['EN', 'CN', 'TW', 'TH', 'VI', 'AR', 'JA', 'KO', 'ID', 'HI', 'ES', 'PT', 'TR', 'RU'];

export function isLangCode(code: unknown): code is LangCode {
  return typeof code === 'string' && Object.hasOwn(languages, code);
}
