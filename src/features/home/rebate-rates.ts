/**
 * The displayed rebate rates (§9) of the game types the merchant offers, in navigation order;
 * types without a rate (PVP) are left out. Pure.
 */
import type { GameCategory } from '../../../schemas/brand';
import { categoryOrder, rebateRates } from '../../../schemas/game-categories';

export interface RebateRow {
  gameType: GameCategory;
  /** Percent, e.g. 1.2 for 1.2 %. */
  rate: number;
}

export function offeredRebates(offered: Iterable<GameCategory>): RebateRow[] {
  const set = new Set(offered);
  return categoryOrder.flatMap((gameType) => {
    const rate = rebateRates[gameType];
    return set.has(gameType) && rate !== undefined ? [{ gameType, rate }] : [];
  });
}
