/**
 * The terms of a contract as the agent types them (docs/decisions/039): ratios in percent with
 * up to 2 decimals (sent as hundredths of a percent: 1.25 % = 125), thresholds as whole people
 * and amounts in major units (sent as minor units), only the thresholds the kind uses, and tier
 * rules checked before anything is sent. Pure; the messages are locale keys.
 */
import {
  maxTiers,
  periodsOfKind,
  type ContractKind,
  type ContractPeriod,
  type ContractTier,
} from '../../../../schemas/agent';

/** The thresholds each kind's tiers use (schemas/agent.ts ContractTier). */
export type Threshold = 'activePeople' | 'betMinor' | 'lossMinor';
export const thresholdsOfKind: Record<ContractKind, readonly Threshold[]> = {
  dividend: ['activePeople', 'lossMinor'],
  dailySalary: ['activePeople', 'betMinor'],
  hourlySalary: ['betMinor'],
  realtimeSalary: ['betMinor'],
};

/** One tier row as typed. */
export interface TierDraft {
  activePeople: string;
  bet: string;
  loss: string;
  percent: string;
}

export const emptyTier: TierDraft = Object.freeze({ activePeople: '', bet: '', loss: '', percent: '' });

export type TierField = keyof TierDraft;
/** A problem of one field of one row, or of the whole list (row null). */
export interface TermsProblem {
  row: number | null;
  field: TierField | 'tiers' | 'period';
  key: string;
}

/** The percent text of a ratio (hundredths of a percent), 2 decimals. */
export function percentText(ratio: number): string {
  return (ratio / 100).toFixed(2);
}

/** Parses a typed percent ("1.2", "40", "0.05") into hundredths of a percent, or null. */
export function parsePercent(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(t)) return null;
  const [whole = '0', fraction = ''] = t.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Parses a typed amount in major units into minor units (never negative), or null. */
export function parseAmount(text: string, minorDigits: number): number | null {
  const t = text.trim();
  const pattern = minorDigits > 0 ? new RegExp(`^\\d{1,12}(\\.\\d{1,${minorDigits}})?$`) : /^\d{1,12}$/;
  if (!pattern.test(t)) return null;
  const [whole = '0', fraction = ''] = t.split('.');
  return Number(whole) * 10 ** minorDigits + Number(fraction.padEnd(minorDigits, '0') || '0');
}

/** The row of a tier as shown in the editor (an existing contract's terms as a start). */
export function draftOf(tier: ContractTier, minorDigits: number): TierDraft {
  const major = (minor: number): string => (minor / 10 ** minorDigits).toFixed(minorDigits);
  return {
    activePeople: String(tier.activePeople),
    bet: major(tier.betMinor),
    loss: major(tier.lossMinor),
    percent: percentText(tier.ratio),
  };
}

export interface CheckedTerms {
  tiers: ContractTier[];
  problems: TermsProblem[];
}

/**
 * Checks the typed tiers of a kind against the agent's limit: every used threshold a whole
 * number (people) or an amount, every ratio above 0 and at most the limit, tiers rising —
 * each tier's thresholds none below the previous one's and at least one above, and its ratio
 * strictly higher (the gateway's rule, gateway/domain/agent/contract-terms.ts).
 */
export function checkTerms(
  kind: ContractKind,
  rows: readonly TierDraft[],
  maxRatio: number,
  minorDigits: number,
): CheckedTerms {
  const used = thresholdsOfKind[kind];
  const problems: TermsProblem[] = [];
  const tiers: ContractTier[] = [];
  if (rows.length === 0 || rows.length > maxTiers)
    problems.push({ row: null, field: 'tiers', key: 'agentc.contracts.error_tier_count' });
  rows.forEach((row, index) => {
    const tier: ContractTier = { activePeople: 0, betMinor: 0, lossMinor: 0, ratio: 0 };
    if (used.includes('activePeople')) {
      const t = row.activePeople.trim();
      if (!/^\d{1,6}$/.test(t))
        problems.push({ row: index, field: 'activePeople', key: 'agentc.contracts.error_people' });
      else tier.activePeople = Number(t);
    }
    if (used.includes('betMinor')) {
      const minor = parseAmount(row.bet, minorDigits);
      if (minor === null) problems.push({ row: index, field: 'bet', key: 'agentc.contracts.error_amount' });
      else tier.betMinor = minor;
    }
    if (used.includes('lossMinor')) {
      const minor = parseAmount(row.loss, minorDigits);
      if (minor === null) problems.push({ row: index, field: 'loss', key: 'agentc.contracts.error_amount' });
      else tier.lossMinor = minor;
    }
    const ratio = parsePercent(row.percent);
    if (ratio === null || ratio <= 0)
      problems.push({ row: index, field: 'percent', key: 'agentc.contracts.error_ratio' });
    else if (ratio > maxRatio)
      problems.push({ row: index, field: 'percent', key: 'agentc.contracts.error_ratio_above_limit' });
    else tier.ratio = ratio;
    tiers.push(tier);
  });
  for (let i = 1; i < tiers.length; i += 1) {
    const previous = tiers[i - 1];
    const tier = tiers[i];
    if (!previous || !tier || problems.some((p) => p.row === i || p.row === i - 1)) continue;
    if (used.some((t) => tier[t] < previous[t]) || !used.some((t) => tier[t] > previous[t])) {
      problems.push({
        row: i,
        field: used.includes('activePeople') ? 'activePeople' : used.includes('betMinor') ? 'bet' : 'loss',
        key: 'agentc.contracts.error_tier_order',
      });
    } else if (tier.ratio <= previous.ratio) {
      problems.push({ row: i, field: 'percent', key: 'agentc.contracts.error_tier_ratio_order' });
    }
  }
  return { tiers, problems };
}

/** Whether a period may be chosen for a kind (§9; schemas/agent.ts periodsOfKind). */
export function periodFits(kind: ContractKind, period: ContractPeriod): boolean {
  return periodsOfKind[kind].includes(period);
}
