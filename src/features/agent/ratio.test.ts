import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { formatMinor } from '../../ui/money';
import { formatRatio } from './ratio';

describe('figures of the agent centre', () => {
  const en = createIntl({ locale: 'en-US', messages: {} });
  const vi = createIntl({ locale: 'vi-VN', messages: {} });

  it('shows ratios (hundredths of a percent) as percents', () => {
    expect(formatRatio(en, 120)).toBe('1.2%');
    expect(formatRatio(en, 4000)).toBe('40%');
    expect(formatRatio(en, 5)).toBe('0.05%');
  });

  it('shows money with the currency decimals and thousands separators, in the page language', () => {
    expect(formatMinor(en, 123_456_789, 2)).toBe('1,234,567.89');
    expect(formatMinor(en, -5, 2)).toBe('-0.05');
    expect(formatMinor(en, 1000, 0)).toBe('1,000');
    expect(formatMinor(vi, 123_456_789, 2)).toBe('1.234.567,89');
  });
});
