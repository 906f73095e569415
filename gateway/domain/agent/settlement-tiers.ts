/**
 * What a contract pays for one period (docs/decisions/036-agent-settlement.md): the payee's team
 * figures against the contract's tiers. Salaries apply the ratio to the team's bet volume,
 * thresholds activePeople and betMinor; a dividend applies it to the team's net loss as players
 * (bets − wins, when positive), thresholds activePeople and lossMinor. Of the tiers whose every
 * threshold is reached, the one with the highest ratio pays; the amount is floored to minor units.
 */
import type { ContractKind, ContractTier } from '../../../schemas/agent';

export interface TeamFigures {
  /** Distinct team members with at least one round in the period. */
  activePeople: number;
  betMinor: number;
  winMinor: number;
}

export interface Payout {
  basisMinor: number;
  /** Index in the contract's tiers of the tier that pays; null when none is reached. */
  tier: number | null;
  /** That tier's ratio in hundredths of a percent; 0 when none is reached. */
  ratio: number;
  amountMinor: number;
}

export function basisOf(kind: ContractKind, figures: TeamFigures): number {
  return kind === 'dividend' ? Math.max(0, figures.betMinor - figures.winMinor) : figures.betMinor;
}

function reached(kind: ContractKind, tier: ContractTier, figures: TeamFigures, basis: number): boolean {
  if (figures.activePeople < tier.activePeople) return false;
  return kind === 'dividend' ? basis >= tier.lossMinor : basis >= tier.betMinor;
}

/** floor(basis × ratio / 10 000), exact for any safe integer basis. */
export function amountOf(basisMinor: number, ratio: number): number {
  return Number((BigInt(basisMinor) * BigInt(ratio)) / 10_000n);
}

export function payoutOf(kind: ContractKind, tiers: readonly ContractTier[], figures: TeamFigures): Payout {
  const basisMinor = basisOf(kind, figures);
  let tier: number | null = null;
  let ratio = 0;
  for (const [i, t] of tiers.entries()) {
    if (reached(kind, t, figures, basisMinor) && (tier === null || t.ratio > ratio)) {
      tier = i;
      ratio = t.ratio;
    }
  }
  return { basisMinor, tier, ratio, amountMinor: basisMinor > 0 && ratio > 0 ? amountOf(basisMinor, ratio) : 0 };
}
