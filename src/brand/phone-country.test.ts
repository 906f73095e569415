import { describe, expect, it } from 'vitest';
import { phoneCountriesOf } from './phone-country';

describe('phoneCountriesOf', () => {
  it('starts from the visitor’s country, then the brand’s default, then its language’s country', () => {
    expect(phoneCountriesOf({ defaultCountry: 'CN', defaultLang: 'TW' }, 'TH')).toEqual(['TH', 'CN', 'TW']);
    expect(phoneCountriesOf({ defaultCountry: 'CN', defaultLang: 'TW' }, null)).toEqual(['CN', 'TW']);
    expect(phoneCountriesOf({ defaultLang: 'VI' }, undefined)).toEqual(['VN']);
    expect(phoneCountriesOf({ defaultCountry: 'US', defaultLang: 'EN' }, 'us')).toEqual(['US']);
  });

  it('ignores what is not a country code', () => {
    expect(phoneCountriesOf({ defaultCountry: 'China', defaultLang: 'CN' }, '')).toEqual(['CN']);
  });
});
