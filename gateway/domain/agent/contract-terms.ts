/**
 * The terms of an offered contract (schemas/agent.ts ContractTier, decision 035), checked before
 * anything is read or written: 1..maxTiers tiers; every threshold a non-negative safe integer and
 * only the thresholds the kind uses (dividend: activePeople, lossMinor; daily salary: activePeople,
 * betMinor; hourly and real-time salary: betMinor) — the others 0; tiers rising (each tier's
 * thresholds ≥ the previous tier's, at least one higher, and its ratio higher); ratios integers
 * 1..10000; the period one the kind allows. The contract's ratio is its highest tier's.
 */
import { maxTiers, periodsOfKind, type ContractKind, type ContractPeriod, type ContractTier } from '../../../schemas/agent';
import type { FieldProblem } from '../../../schemas/envelope';
import { errorMessages } from '../../../schemas/error-codes';
import { Refusal } from '../refusal';

type Threshold = 'activePeople' | 'betMinor' | 'lossMinor';
const thresholds: readonly Threshold[] = ['activePeople', 'betMinor', 'lossMinor'];

/** The thresholds each kind's tiers are measured by. */
export const thresholdsOfKind: Record<ContractKind, readonly Threshold[]> = {
  dividend: ['activePeople', 'lossMinor'],
  dailySalary: ['activePeople', 'betMinor'],
  hourlySalary: ['betMinor'],
  realtimeSalary: ['betMinor'],
};

export const maxRatio = 10_000;

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function termsProblem(path: string, reason: string): Refusal {
  const problem: FieldProblem = { path, reason, message: errorMessages.CONTRACT_TERMS_INVALID };
  return new Refusal(400, 'CONTRACT_TERMS_INVALID', [problem]);
}

/** Refuses a period the kind does not use (400 CONTRACT_PERIOD_INVALID, field /period). */
export function checkPeriod(kind: ContractKind, period: ContractPeriod): void {
  if (!periodsOfKind[kind].includes(period)) {
    throw new Refusal(400, 'CONTRACT_PERIOD_INVALID', [{ path: '/period', reason: 'not_for_kind', message: errorMessages.CONTRACT_PERIOD_INVALID }]);
  }
}

/** The tiers as stored (only the known fields), or 400 CONTRACT_TERMS_INVALID with the first problem. */
export function checkTiers(kind: ContractKind, tiers: readonly ContractTier[]): ContractTier[] {
  if (!Array.isArray(tiers) || tiers.length < 1 || tiers.length > maxTiers) throw termsProblem('/tiers', 'tier_count');
  const used = thresholdsOfKind[kind];
  const clean: ContractTier[] = [];
  tiers.forEach((tier, i) => {
    for (const t of thresholds) {
      if (!isCount(tier[t])) throw termsProblem(`/tiers/${i}/${t}`, 'not_a_count');
      if (!used.includes(t) && tier[t] !== 0) throw termsProblem(`/tiers/${i}/${t}`, 'not_for_kind');
    }
    if (!Number.isInteger(tier.ratio) || tier.ratio < 1 || tier.ratio > maxRatio) throw termsProblem(`/tiers/${i}/ratio`, 'ratio_range');
    const previous = clean[i - 1];
    if (previous) {
      if (used.some((t) => tier[t] < previous[t]) || !used.some((t) => tier[t] > previous[t])) throw termsProblem(`/tiers/${i}`, 'thresholds_not_rising');
      if (tier.ratio <= previous.ratio) throw termsProblem(`/tiers/${i}/ratio`, 'ratio_not_rising');
    }
    clean.push({ activePeople: tier.activePeople, betMinor: tier.betMinor, lossMinor: tier.lossMinor, ratio: tier.ratio });
  });
  return clean;
}

/** A contract's ratio: its highest tier's (the tiers rise, so the last). */
export function ratioOf(tiers: readonly ContractTier[]): number {
  return Math.max(...tiers.map((t) => t.ratio));
}
