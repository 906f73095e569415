/**
 * The lottery pages (§2.1 /lottery, /seaLottery, /vnLottery; §4 "route by vassalage to lottery
 * pages"; docs/decisions/020): which page a lottery vendor's games live on. TCG_LOTTO_VN → the
 * Vietnam page, TCG_SEA → the SEA page, every other LOTT or ELOTT vendor → the generic page
 * (LOTT treated as ELOTT). Pure; the launch machine, the gateway's lottery menu and the pages
 * share it.
 */
import type { GameCategory, PrizeMode } from './brand';

export const lotteryPages = ['vnLottery', 'seaLottery', 'lottery'] as const;
export type LotteryPage = (typeof lotteryPages)[number];

export function lotteryPageOf(vassalage: string, gameType: GameCategory): LotteryPage | null {
  if (vassalage === 'TCG_LOTTO_VN') return 'vnLottery';
  if (vassalage === 'TCG_SEA') return 'seaLottery';
  if (gameType === 'LOTT' || gameType === 'ELOTT') return 'lottery';
  return null;
}

/**
 * §3 "Lottery type icons: ssc, pk10, 11x5, k3, lhc": the draw family of a lottery game, for its
 * icon (time-time lottery, PK10 racing, 11-choose-5, three dice, Mark Six). Regional draws (the
 * Vietnam, Thai or Lao lottery) have none.
 */
export const lotteryKinds = ['ssc', 'pk10', '11x5', 'k3', 'lhc'] as const;
export type LotteryKind = (typeof lotteryKinds)[number];

/**
 * §9 prize modes (ModeLott LOTT, ModeZy ZY, ModeElott ELOTT, ModeSea SEA): the pay table a
 * lottery vendor's games are played with (docs/decisions/032). TCG_SEA plays SEA, the Vietnam
 * lottery ZY, an ELOTT vendor ELOTT and the platform's own LOTT vendor LOTT. A brand offers
 * a lottery game only when its prizeModes carry the game's mode.
 */
export function prizeModeOf(vassalage: string, gameType: GameCategory): PrizeMode | null {
  if (vassalage === 'TCG_SEA') return 'SEA';
  if (vassalage === 'TCG_LOTTO_VN') return 'ZY';
  if (gameType === 'ELOTT') return 'ELOTT';
  if (gameType === 'LOTT') return 'LOTT';
  return null;
}

/** The query parameter a lottery page reads for the prize mode it shows (beside gameCode, §2.1). */
export const prizeModeParam = 'prizeMode';

/** Every prize mode (§9), in the spec's order; brand.json `prizeModes` picks from these. */
export const allPrizeModes: readonly PrizeMode[] = ['LOTT', 'ZY', 'ELOTT', 'SEA'];
