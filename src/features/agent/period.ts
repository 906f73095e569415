/**
 * The report period of the agent centre (schemas/agent.ts PeriodQuery): today, yesterday, this
 * week, this month, or a custom range of calendar days (from ≤ to, at most maxReportDays). The
 * gateway resolves named periods in the merchant's reporting zone and answers the days it used
 * (ResolvedPeriod); only a custom range is checked here, with the same limits.
 */
import { maxReportDays, type PeriodQuery, type ReportPeriod } from '../../../schemas/agent';

export interface PeriodChoice {
  period: ReportPeriod;
  /** The custom range's days (YYYY-MM-DD), kept while another period is chosen. */
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** A local calendar day, YYYY-MM-DD. */
export const dayOf = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/** The default choice: today, with a custom range of the last 7 days ready. */
export function defaultPeriod(now = new Date()): PeriodChoice {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 6);
  return { period: 'today', from: dayOf(from), to: dayOf(now) };
}

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch of a valid calendar day, else null (2026-02-30 is no day). */
export function dayNumber(day: string): number | null {
  const m = dayPattern.exec(day);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return t / 86_400_000;
}

/** The query of a choice, or the locale key of its problem (a custom range only). */
export function periodQuery(choice: PeriodChoice): PeriodQuery | { errorKey: string } {
  if (choice.period !== 'custom') return { period: choice.period };
  const from = dayNumber(choice.from);
  const to = dayNumber(choice.to);
  if (from === null || to === null || from > to) return { errorKey: 'agentc.range_invalid' };
  if (to - from + 1 > maxReportDays) return { errorKey: 'agentc.range_too_long' };
  return { period: 'custom', from: choice.from, to: choice.to };
}

export function isPeriodError(q: PeriodQuery | { errorKey: string }): q is { errorKey: string } {
  return 'errorKey' in q;
}
