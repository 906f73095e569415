/** Points arithmetic has no rounding drift: whole numbers in, whole numbers out, parts add up. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VipLevel } from '../../../schemas/points';
import { cashFor, convertProblem, pointsEarned, vipProgress } from './point-arithmetic';
import type { PointRule } from './point-rules';

const rule = fc.record({
  earnBetMinor: fc.integer({ min: 1, max: 100_000 }),
  earnPoints: fc.integer({ min: 1, max: 1_000 }),
  ratioPoints: fc.integer({ min: 1, max: 10_000 }),
  ratioCashMinor: fc.integer({ min: 1, max: 10_000 }),
  convertMinPoints: fc.constant(1),
  convertMaxPoints: fc.constant(1_000_000_000),
}) as fc.Arbitrary<PointRule>;

describe('points arithmetic', () => {
  it('a round earns floor(bet × points ÷ betMinor): an integer, never more than the exact share, less by under one point', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 1_000_000_000 }), (r, bet) => {
        const p = pointsEarned(bet, r);
        expect(Number.isSafeInteger(p)).toBe(true);
        const exact = BigInt(bet) * BigInt(r.earnPoints);
        expect(BigInt(p) * BigInt(r.earnBetMinor) <= exact).toBe(true);
        expect((BigInt(p) + 1n) * BigInt(r.earnBetMinor) > exact).toBe(true);
      }),
    );
  });

  it('converting in parts gives exactly the cash of converting at once', () => {
    fc.assert(
      fc.property(rule, fc.array(fc.integer({ min: 1, max: 10_000 }), { minLength: 1, maxLength: 20 }), (r, steps) => {
        const parts = steps.map((s) => s * r.ratioPoints);
        const total = parts.reduce((a, b) => a + b, 0);
        expect(parts.map((p) => cashFor(p, r)).reduce((a, b) => a + b, 0)).toBe(cashFor(total, r));
        expect(cashFor(total, r)).toBe((total / r.ratioPoints) * r.ratioCashMinor);
      }),
    );
  });

  it('only whole multiples of the ratio convert; anything else is refused, never rounded', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 1, max: 100_000_000 }), (r, points) => {
        const problem = convertProblem(points, r);
        if (points % r.ratioPoints === 0) {
          expect(problem).toBeNull();
          expect(Number.isSafeInteger(cashFor(points, r))).toBe(true);
        } else {
          expect(problem).toBe('step');
          expect(() => cashFor(points, r)).toThrow(RangeError);
        }
      }),
    );
    expect(convertProblem(1.5, { ratioPoints: 1, ratioCashMinor: 1, earnBetMinor: 1, earnPoints: 1, convertMinPoints: 1, convertMaxPoints: 10 })).toBe('invalid');
  });

  it('a balance that earns and spends in whole points stays the sum of its changes and never goes below zero', () => {
    fc.assert(
      fc.property(rule, fc.array(fc.oneof(fc.record({ bet: fc.integer({ min: 1, max: 1_000_000 }) }), fc.record({ spend: fc.integer({ min: 1, max: 5_000 }) })), { maxLength: 60 }), (r, ops) => {
        let balance = 0;
        let earned = 0;
        let spent = 0;
        for (const op of ops) {
          if ('bet' in op) {
            const p = pointsEarned(op.bet, r);
            balance += p;
            earned += p;
          } else if (op.spend <= balance) {
            balance -= op.spend;
            spent += op.spend;
          }
          expect(balance).toBeGreaterThanOrEqual(0);
          expect(balance).toBe(earned - spent);
        }
      }),
    );
  });

  it('VIP progress: the level reached never falls as bet volume grows; percent stays 0–99', () => {
    const levels: VipLevel[] = [0, 1_000, 10_000, 100_000].map((minBetMinor, i) => ({ level: i + 1, minBetMinor, benefits: [] }));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(vipProgress(lo, levels).level).toBeLessThanOrEqual(vipProgress(hi, levels).level);
        const next = vipProgress(lo, levels).next;
        if (next) {
          expect(next.percent).toBeGreaterThanOrEqual(0);
          expect(next.percent).toBeLessThanOrEqual(99);
          expect(next.remainingMinor).toBeGreaterThan(0);
        }
      }),
    );
  });
});
