import { describe, expect, it } from 'vitest';
import { formatWin } from './winner-board';

describe('winner board amounts (§9: 2 decimals, thousands separators)', () => {
  it('format per the language on screen', () => {
    expect(formatWin(1234567.5, 'en')).toBe('1,234,567.50');
    expect(formatWin(1234.5, 'vi')).toBe('1.234,50');
    expect(formatWin(12, 'zh-TW')).toBe('12.00');
  });
});
