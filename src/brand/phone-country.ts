/**
 * Where every phone field's dialing code starts (§2.9 "initialises … from the current country";
 * docs/decisions/031), pure: the visitor's country as the gateway resolved it from the IP, then
 * the brand's defaultCountry, then the country of the brand's default language — never the
 * browser's language (an en-US browser on a Chinese-market brand is no reason for +1). A list,
 * best first: the dropdown takes the first its country list knows.
 */
import type { Brand } from '../../schemas/brand';
import type { LangCode } from '../../schemas/languages';

/** The country a brand language is mostly spoken in (for a brand that names no defaultCountry). */
export const languageCountry: Record<LangCode, string> = {
  EN: 'US',
  CN: 'CN',
  TW: 'TW',
  TH: 'TH',
  VI: 'VN',
  ID: 'ID',
  JA: 'JP',
  KO: 'KR',
  ES: 'ES',
  PT: 'BR',
  HI: 'IN',
  TR: 'TR',
  RU: 'RU',
  AR: 'SA',
  TY: 'PH',
  MS: 'MY',
  KM: 'KH',
  LO: 'LA',
  MY: 'MM',
  BN: 'BD',
  UR: 'PK',
  FA: 'IR',
  HE: 'IL',
  TA: 'IN',
  TE: 'IN',
  NE: 'NP',
  FR: 'FR',
  DE: 'DE',
  IT: 'IT',
  NL: 'NL',
  PL: 'PL',
  UK: 'UA',
  EL: 'GR',
  CS: 'CZ',
  HU: 'HU',
  RO: 'RO',
  SV: 'SE',
  DA: 'DK',
  FI: 'FI',
  NO: 'NO',
};

const countryPattern = /^[A-Z]{2}$/;

export function phoneCountriesOf(brand: Pick<Brand, 'defaultCountry' | 'defaultLang'>, visitorCountry: string | null | undefined): string[] {
  const candidates = [visitorCountry?.toUpperCase(), brand.defaultCountry?.toUpperCase(), languageCountry[brand.defaultLang]];
  return [...new Set(candidates.filter((c): c is string => typeof c === 'string' && countryPattern.test(c)))];
}
