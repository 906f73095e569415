/**
 * Each brand's points rule, products and VIP levels (docs/decisions/049-points-and-vip.md),
 * keyed by merchant code; a brand not listed gets the default. Amounts are minor units of the
 * member's currency; points are whole numbers.
 */
import type { ProductArt, VipLevel } from '../../../schemas/points';

export interface PointRule {
  /** `earnPoints` points per `earnBetMinor` of a round's bet, rounded down per round. */
  earnBetMinor: number;
  earnPoints: number;
  /** Every `ratioPoints` points convert to `ratioCashMinor`. */
  ratioPoints: number;
  ratioCashMinor: number;
  convertMinPoints: number;
  convertMaxPoints: number;
}

export interface ProductRule {
  code: string;
  points: number;
  needsAddress: boolean;
  art: ProductArt;
}

export interface BrandPointRules {
  rule: PointRule;
  products: ProductRule[];
  vip: VipLevel[];
}

const benefits = {
  base: ['vip.benefit.points_mall', 'vip.benefit.daily_support'],
  birthday: 'vip.benefit.birthday_gift',
  priority: 'vip.benefit.priority_withdrawal',
  manager: 'vip.benefit.personal_manager',
  events: 'vip.benefit.exclusive_events',
};

function vipLadder(thresholdsMinor: number[]): VipLevel[] {
  return thresholdsMinor.map((minBetMinor, i) => {
    const level = i + 1;
    const extra = [
      ...(level >= 2 ? [benefits.birthday] : []),
      ...(level >= 3 ? [benefits.priority] : []),
      ...(level >= 4 ? [benefits.manager] : []),
      ...(level >= 5 ? [benefits.events] : []),
    ];
    return { level, minBetMinor, benefits: [...benefits.base, ...extra] };
  });
}

const defaults: BrandPointRules = {
  rule: { earnBetMinor: 10, earnPoints: 1, ratioPoints: 100, ratioCashMinor: 100, convertMinPoints: 100, convertMaxPoints: 1_000_000 },
  products: [
    { code: 'voucher10', points: 1_000, needsAddress: false, art: 'voucher' },
    { code: 'mug', points: 300, needsAddress: true, art: 'cup' },
    { code: 'headphones', points: 5_000, needsAddress: true, art: 'headphones' },
    { code: 'smartwatch', points: 20_000, needsAddress: true, art: 'watch' },
  ],
  vip: vipLadder([0, 1_000, 10_000, 100_000, 1_000_000, 10_000_000]),
};

const byMerchant: Record<string, BrandPointRules> = {
  aurora: defaults,
  oasis: {
    rule: { earnBetMinor: 1_000, earnPoints: 3, ratioPoints: 50, ratioCashMinor: 20, convertMinPoints: 50, convertMaxPoints: 500_000 },
    products: [
      { code: 'voucher10', points: 800, needsAddress: false, art: 'voucher' },
      { code: 'travelbag', points: 3_000, needsAddress: true, art: 'bag' },
      { code: 'phone', points: 60_000, needsAddress: true, art: 'phone' },
    ],
    vip: vipLadder([0, 5_000, 50_000, 500_000, 5_000_000]),
  },
  tigerbay: {
    rule: { earnBetMinor: 100, earnPoints: 2, ratioPoints: 200, ratioCashMinor: 100, convertMinPoints: 200, convertMaxPoints: 2_000_000 },
    products: [
      { code: 'gift', points: 500, needsAddress: false, art: 'gift' },
      { code: 'mug', points: 400, needsAddress: true, art: 'cup' },
      { code: 'headphones', points: 6_000, needsAddress: true, art: 'headphones' },
    ],
    vip: vipLadder([0, 2_000, 20_000, 200_000, 2_000_000, 20_000_000, 100_000_000]),
  },
};

export function pointRulesOf(merchant: string): BrandPointRules {
  return byMerchant[merchant] ?? defaults;
}
