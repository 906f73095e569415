import { describe, expect, it } from 'vitest';
import {
  checkTerms,
  draftOf,
  emptyTier,
  parseAmount,
  parsePercent,
  percentText,
  periodFits,
} from './contract-terms';

const row = (patch: Partial<typeof emptyTier>) => ({ ...emptyTier, ...patch });

describe('percent ↔ hundredths of a percent', () => {
  it('reads up to 2 decimals exactly (no floating-point drift)', () => {
    expect(parsePercent('1.2')).toBe(120);
    expect(parsePercent('40')).toBe(4000);
    expect(parsePercent('0.05')).toBe(5);
    expect(parsePercent(' 0.29 ')).toBe(29);
    expect(parsePercent('1.005')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
    expect(parsePercent('1e2')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });
  it('shows 2 decimals', () => {
    expect(percentText(120)).toBe('1.20');
    expect(percentText(4000)).toBe('40.00');
  });
});

describe('amounts', () => {
  it('become minor units with the currency decimals', () => {
    expect(parseAmount('1000', 2)).toBe(100_000);
    expect(parseAmount('0.07', 2)).toBe(7);
    expect(parseAmount('12.5', 2)).toBe(1250);
    expect(parseAmount('12.345', 2)).toBeNull();
    expect(parseAmount('-3', 2)).toBeNull();
    expect(parseAmount('5', 0)).toBe(5);
    expect(parseAmount('5.1', 0)).toBeNull();
  });
  it('an existing tier reads back into the editor', () => {
    expect(draftOf({ activePeople: 3, betMinor: 150_000, lossMinor: 0, ratio: 125 }, 2)).toEqual({
      activePeople: '3',
      bet: '1500.00',
      loss: '0.00',
      percent: '1.25',
    });
  });
});

describe('checkTerms', () => {
  it('sends only the thresholds the kind uses, in minor units and hundredths', () => {
    const checked = checkTerms(
      'dailySalary',
      [
        row({ activePeople: '5', bet: '1000', loss: '9', percent: '0.5' }),
        row({ activePeople: '10', bet: '5000', percent: '1' }),
      ],
      200,
      2,
    );
    expect(checked.problems).toEqual([]);
    expect(checked.tiers).toEqual([
      { activePeople: 5, betMinor: 100_000, lossMinor: 0, ratio: 50 },
      { activePeople: 10, betMinor: 500_000, lossMinor: 0, ratio: 100 },
    ]);
    expect(
      checkTerms('dividend', [row({ activePeople: '1', loss: '100', percent: '30' })], 4000, 2).tiers,
    ).toEqual([{ activePeople: 1, betMinor: 0, lossMinor: 10_000, ratio: 3000 }]);
  });
  it('names the field of each problem', () => {
    const checked = checkTerms('hourlySalary', [row({ bet: 'x', percent: '0' })], 100, 2);
    expect(checked.problems).toEqual([
      { row: 0, field: 'bet', key: 'agentc.contracts.error_amount' },
      { row: 0, field: 'percent', key: 'agentc.contracts.error_ratio' },
    ]);
  });
  it('refuses a ratio above my limit', () => {
    expect(checkTerms('realtimeSalary', [row({ bet: '0', percent: '1.01' })], 100, 2).problems).toEqual([
      { row: 0, field: 'percent', key: 'agentc.contracts.error_ratio_above_limit' },
    ]);
    expect(checkTerms('realtimeSalary', [row({ bet: '0', percent: '1' })], 100, 2).problems).toEqual([]);
  });
  it('keeps tiers in order: thresholds not lower, ratios strictly higher', () => {
    expect(
      checkTerms(
        'hourlySalary',
        [row({ bet: '100', percent: '0.5' }), row({ bet: '50', percent: '0.8' })],
        100,
        2,
      ).problems,
    ).toEqual([{ row: 1, field: 'bet', key: 'agentc.contracts.error_tier_order' }]);
    expect(
      checkTerms(
        'hourlySalary',
        [row({ bet: '100', percent: '0.5' }), row({ bet: '200', percent: '0.5' })],
        100,
        2,
      ).problems,
    ).toEqual([{ row: 1, field: 'percent', key: 'agentc.contracts.error_tier_ratio_order' }]);
  });
  it('a tier must raise at least one threshold', () => {
    expect(
      checkTerms(
        'dailySalary',
        [
          row({ activePeople: '5', bet: '100', percent: '0.5' }),
          row({ activePeople: '5', bet: '100', percent: '0.8' }),
        ],
        200,
        2,
      ).problems,
    ).toEqual([{ row: 1, field: 'activePeople', key: 'agentc.contracts.error_tier_order' }]);
    expect(
      checkTerms(
        'dailySalary',
        [
          row({ activePeople: '5', bet: '100', percent: '0.5' }),
          row({ activePeople: '5', bet: '101', percent: '0.8' }),
        ],
        200,
        2,
      ).problems,
    ).toEqual([]);
  });
  it('needs 1 to 10 tiers', () => {
    expect(checkTerms('hourlySalary', [], 100, 2).problems).toEqual([
      { row: null, field: 'tiers', key: 'agentc.contracts.error_tier_count' },
    ]);
    const eleven = Array.from({ length: 11 }, (_, i) =>
      row({ bet: String(i), percent: `0.${String(i + 10)}` }),
    );
    expect(checkTerms('hourlySalary', eleven, 100, 2).problems).toContainEqual({
      row: null,
      field: 'tiers',
      key: 'agentc.contracts.error_tier_count',
    });
  });
  it('knows the periods of each kind', () => {
    expect(periodFits('dividend', 'weekly')).toBe(true);
    expect(periodFits('realtimeSalary', 'daily')).toBe(false);
  });
});
