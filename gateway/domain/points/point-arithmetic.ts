/**
 * Points arithmetic in whole numbers (docs/decisions/049): no floats, so nothing drifts. Earning
 * rounds down per round; conversion only takes whole multiples of the brand's ratio, so the cash
 * is exact and converting in parts gives exactly what converting at once gives.
 */
import type { VipLevel } from '../../../schemas/points';
import type { PointRule } from './point-rules';

/** Points a round with this bet earns: floor(bet × earnPoints ÷ earnBetMinor). */
export function pointsEarned(betMinor: number, rule: Pick<PointRule, 'earnBetMinor' | 'earnPoints'>): number {
  if (!Number.isSafeInteger(betMinor) || betMinor <= 0) return 0;
  return Number((BigInt(betMinor) * BigInt(rule.earnPoints)) / BigInt(rule.earnBetMinor));
}

export type ConvertProblem = 'invalid' | 'step' | 'too_small' | 'too_large';

/** Why `points` cannot be converted under the rule, or null. */
export function convertProblem(points: number, rule: PointRule): ConvertProblem | null {
  if (!Number.isSafeInteger(points) || points <= 0) return 'invalid';
  if (points < rule.convertMinPoints) return 'too_small';
  if (points > rule.convertMaxPoints) return 'too_large';
  if (points % rule.ratioPoints !== 0) return 'step';
  return null;
}

/** Cash (minor units) for `points`, a whole multiple of ratioPoints. */
export function cashFor(points: number, rule: Pick<PointRule, 'ratioPoints' | 'ratioCashMinor'>): number {
  if (!Number.isSafeInteger(points) || points % rule.ratioPoints !== 0) throw new RangeError(`points ${points} not a multiple of ${rule.ratioPoints}`);
  const cash = (BigInt(points) / BigInt(rule.ratioPoints)) * BigInt(rule.ratioCashMinor);
  if (cash > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError('cash above 2^53');
  return Number(cash);
}

/** The VIP level reached with this bet volume (levels sorted by minBetMinor), and the next one. */
export function vipProgress(betMinor: number, levels: readonly VipLevel[]): { level: number; next: { level: number; remainingMinor: number; percent: number } | null } {
  let current: VipLevel | null = null;
  for (const l of levels) if (betMinor >= l.minBetMinor) current = l;
  const nextLevel = levels.find((l) => l.minBetMinor > betMinor) ?? null;
  if (!nextLevel) return { level: current?.level ?? 0, next: null };
  const from = current?.minBetMinor ?? 0;
  const span = nextLevel.minBetMinor - from;
  // Whole percent, rounded down, so 100 only when the level is reached.
  const percent = span <= 0 ? 0 : Math.floor(((betMinor - from) * 100) / span);
  return { level: current?.level ?? 0, next: { level: nextLevel.level, remainingMinor: nextLevel.minBetMinor - betMinor, percent: Math.min(99, Math.max(0, percent)) } };
}
