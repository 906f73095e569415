import { describe, expect, it } from 'vitest';
import { formatMinor, parseMajor } from './money-format';

describe('money desk amounts', () => {
  it('formats minor units exactly', () => {
    expect([formatMinor(123_456, 2), formatMinor(-5, 2), formatMinor(0, 2), formatMinor(1_000, 0), formatMinor(1_234_567_890_123, 2)]).toEqual([
      '1,234.56',
      '-0.05',
      '0.00',
      '1,000',
      '12,345,678,901.23',
    ]);
  });
  it('parses typed amounts to minor units, refusing fractions beyond the currency, zero, huge and junk', () => {
    expect([parseMajor('12.5', 2, 1e11), parseMajor('-3', 2, 1e11), parseMajor(' 0.01 ', 2, 1e11)]).toEqual([1_250, -300, 1]);
    expect([parseMajor('1.234', 2, 1e11), parseMajor('0', 2, 1e11), parseMajor('1e5', 2, 1e11), parseMajor('abc', 2, 1e11), parseMajor('2000000000', 2, 1e11), parseMajor('1.5', 0, 1e11)]).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
