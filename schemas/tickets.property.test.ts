/**
 * The draw's mapping (schemas/tickets.ts, docs/decisions/051): a 32-bit roll lands in range,
 * every value below n is reached by ⌊2^32/n⌋ or ⌈2^32/n⌉ rolls (as uniform as 2^32 rolls allow),
 * the mapping never decreases, and a prize is chosen with exactly its weight's share of rolls.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxTotalWeight, prizeIndexOf, rollOf, uniformBelow, validPrizeTable, type RafflePrize } from './tickets';

const two32 = 2 ** 32;
const roll = fc.integer({ min: 0, max: two32 - 1 });
const size = fc.integer({ min: 1, max: maxTotalWeight });
/** The first roll mapped to k or above: ⌈k·2^32/n⌉ (exact in BigInt). */
const firstRollOf = (k: number, n: number) => Number((BigInt(k) * BigInt(two32) + BigInt(n) - 1n) / BigInt(n));
const prizeTable = fc.array(fc.record({ amountMinor: fc.integer({ min: 0, max: 1_000_000 }), weight: fc.integer({ min: 1, max: 10_000 }) }), { minLength: 1, maxLength: 32 });

describe('uniformBelow', () => {
  it('maps every roll into 0 … n − 1', () => {
    fc.assert(
      fc.property(roll, size, (r, n) => {
        const v = uniformBelow(r, n);
        return Number.isInteger(v) && v >= 0 && v < n;
      }),
    );
  });

  it('gives each value ⌊2^32/n⌋ or ⌈2^32/n⌉ rolls, and rolls map in order', () => {
    fc.assert(
      fc.property(size, fc.nat(), (n, pick) => {
        const k = pick % n;
        const from = firstRollOf(k, n);
        const to = firstRollOf(k + 1, n); // exclusive
        const count = to - from;
        expect(count === Math.floor(two32 / n) || count === Math.ceil(two32 / n)).toBe(true);
        // The boundaries are where the mapping says they are.
        expect(uniformBelow(from, n)).toBe(k);
        expect(uniformBelow(to - 1, n)).toBe(k);
        if (from > 0) expect(uniformBelow(from - 1, n)).toBe(k - 1);
      }),
    );
  });

  it('never decreases as the roll grows', () => {
    fc.assert(fc.property(roll, roll, size, (a, b, n) => (a <= b ? uniformBelow(a, n) <= uniformBelow(b, n) : uniformBelow(a, n) >= uniformBelow(b, n))));
  });

  it('refuses what is not a 32-bit roll or a size in range', () => {
    expect(() => uniformBelow(two32, 2)).toThrow(RangeError);
    expect(() => uniformBelow(-1, 2)).toThrow(RangeError);
    expect(() => uniformBelow(0.5, 2)).toThrow(RangeError);
    expect(() => uniformBelow(1, 0)).toThrow(RangeError);
    expect(() => uniformBelow(1, maxTotalWeight + 1)).toThrow(RangeError);
  });
});

describe('prizeIndexOf', () => {
  it('picks a prize of the table, each with its weight\'s share of the 2^32 rolls (±1 roll per slot)', () => {
    fc.assert(
      fc.property(prizeTable, roll, (prizes: RafflePrize[], r) => {
        const i = prizeIndexOf(r, prizes);
        expect(i).toBeGreaterThanOrEqual(0);
        expect(i).toBeLessThan(prizes.length);
        const total = prizes.reduce((s, p) => s + p.weight, 0);
        let start = 0;
        for (const [j, p] of prizes.entries()) {
          const rolls = firstRollOf(start + p.weight, total) - firstRollOf(start, total);
          const ideal = (two32 * p.weight) / total;
          expect(Math.abs(rolls - ideal)).toBeLessThanOrEqual(1);
          if (j === i) expect(r >= firstRollOf(start, total) && r < firstRollOf(start + p.weight, total)).toBe(true);
          start += p.weight;
        }
      }),
    );
  });

  it('reads the roll from the first 4 bytes of the digest', () => {
    expect(rollOf('ffffffff' + '0'.repeat(56))).toBe(two32 - 1);
    expect(rollOf('00000001' + 'f'.repeat(56))).toBe(1);
    expect(() => rollOf('xyz')).toThrow(RangeError);
  });

  it('refuses tables it cannot draw from', () => {
    expect(validPrizeTable([])).toBe(false);
    expect(validPrizeTable([{ amountMinor: 1, weight: 0 }])).toBe(false);
    expect(validPrizeTable([{ amountMinor: -1, weight: 1 }])).toBe(false);
    expect(validPrizeTable([{ amountMinor: 1, weight: maxTotalWeight + 1 }])).toBe(false);
    expect(() => prizeIndexOf(0, [])).toThrow(RangeError);
  });
});
