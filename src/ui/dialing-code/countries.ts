/**
 * Countries and their dialing codes (§2.9, §3 "Country": countryCode, countryDialingCode), from
 * libphonenumber-js's metadata; names from the browser (Intl.DisplayNames) in the page language.
 * Pure helpers, no product knowledge.
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface DialingCountry {
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string;
  /** Digits only, no plus: "86". */
  countryDialingCode: string;
}

let cached: readonly DialingCountry[] | null = null;

/** Every country the metadata knows, in code order. */
export function dialingCountries(): readonly DialingCountry[] {
  cached ??= getCountries()
    .map((c: CountryCode) => ({ countryCode: c, countryDialingCode: getCountryCallingCode(c) as string }))
    .sort((a, b) => a.countryCode.localeCompare(b.countryCode));
  return cached;
}

/** Digits of a dialing code written "+86", "0086" or "86"; null when none. */
export function normaliseDialingCode(code: string | null | undefined): string | null {
  const digits = (code ?? '').replace(/[^0-9]/g, '').replace(/^00/, '');
  return digits === '' ? null : digits;
}

/**
 * §2.9: the country of a given dialing code if the list has it (the current country when it
 * shares that code, e.g. +1), otherwise the current country, otherwise the first of the list.
 * The current country may be a list, best first: the first the list knows counts.
 */
export function initialCountry(
  list: readonly DialingCountry[],
  givenCode: string | null | undefined,
  currentCountry: string | readonly string[] | null | undefined,
): DialingCountry | null {
  const code = normaliseDialingCode(givenCode);
  const wanted = (typeof currentCountry === 'string' ? [currentCountry] : (currentCountry ?? [])).map((c) => c.toUpperCase());
  const current = wanted.map((w) => list.find((c) => c.countryCode === w)).find((c) => c !== undefined);
  if (code !== null) {
    if (current?.countryDialingCode === code) return current;
    const match = list.find((c) => c.countryDialingCode === code);
    if (match) return match;
  }
  return current ?? list[0] ?? null;
}

/** The country's name in `locale`, or its code when the browser has no name for it. */
export function countryName(countryCode: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
