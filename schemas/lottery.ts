/**
 * The lottery pages (§2.1 /lottery, /seaLottery, /vnLottery; §4 "route by vassalage to lottery
 * pages"; docs/decisions/020): which page a lottery vendor's games live on. TCG_LOTTO_VN → the
 * Vietnam page, TCG_SEA → the SEA page, every other LOTT or ELOTT vendor → the generic page
 * (LOTT treated as ELOTT). Pure; the launch machine, the gateway's lottery menu and the pages
 * share it.
 */
import type { GameCategory } from './brand';

export const lotteryPages = ['vnLottery', 'seaLottery', 'lottery'] as const;
export type LotteryPage = (typeof lotteryPages)[number];

export function lotteryPageOf(vassalage: string, gameType: GameCategory): LotteryPage | null {
  if (vassalage === 'TCG_LOTTO_VN') return 'vnLottery';
  if (vassalage === 'TCG_SEA') return 'seaLottery';
  if (gameType === 'LOTT' || gameType === 'ELOTT') return 'lottery';
  return null;
}
