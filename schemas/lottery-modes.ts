/**
 * What a lottery page offers beyond its games (§3 lottery type icons, §9 prize modes;
 * docs/decisions/032): the draw families, the prize modes and which one a lottery vendor plays
 * in. Apart from lottery.ts, which every game tile's first step needs. Pure; the gateway's
 * lottery menu and the lottery pages share it.
 */
import type { GameCategory, PrizeMode } from './brand';

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
