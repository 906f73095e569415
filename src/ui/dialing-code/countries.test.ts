import { describe, expect, it } from 'vitest';
import { dialingCountries, initialCountry, normaliseDialingCode } from './countries';

describe('dialing countries', () => {
  const list = dialingCountries();

  it('knows the codes of the metadata', () => {
    expect(list.find((c) => c.countryCode === 'CN')?.countryDialingCode).toBe('86');
    expect(list.find((c) => c.countryCode === 'TW')?.countryDialingCode).toBe('886');
    expect(list.length).toBeGreaterThan(200);
  });

  it('starts from a given code in the list, else the current country', () => {
    expect(initialCountry(list, '+86', 'TW')?.countryCode).toBe('CN');
    expect(initialCountry(list, '1', 'CA')?.countryCode).toBe('CA');
    expect(initialCountry(list, '999999', 'TH')?.countryCode).toBe('TH');
    expect(initialCountry(list, null, 'vn')?.countryCode).toBe('VN');
    expect(initialCountry(list, null, null)).toBe(list[0]);
    // Countries best first: the first the list knows.
    expect(initialCountry(list, null, ['QQ', 'TH', 'CN'])?.countryCode).toBe('TH');
    expect(initialCountry(list, '86', ['TH'])?.countryCode).toBe('CN');
  });

  it('reads codes written several ways', () => {
    expect(normaliseDialingCode('+86')).toBe('86');
    expect(normaliseDialingCode('0086')).toBe('86');
    expect(normaliseDialingCode(' ')).toBeNull();
  });
});
