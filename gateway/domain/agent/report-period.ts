/**
 * Report periods of the agent centre (schemas/agent.ts PeriodQuery → ResolvedPeriod): calendar
 * days in the merchant's reporting zone (UTC+8, docs/decisions/034-agent-team-reads.md), `to`
 * inclusive. today, yesterday, thisWeek (ISO week from Monday, up to today), thisMonth (from
 * the 1st, up to today), custom (from/to given, from ≤ to, at most maxReportDays days). Anything
 * else is PERIOD_INVALID. Pure: the caller passes "now".
 */
import { maxReportDays, reportPeriods, type PeriodQuery, type ReportPeriod, type ResolvedPeriod } from '../../../schemas/agent';

/** The zone's name for the browser (Intl) and the fixed offset the database uses (agent_reporting_day). */
export const reportingTimeZone = 'Asia/Shanghai';
export const reportingOffsetMinutes = 8 * 60;

const dayMs = 86_400_000;
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

export type PeriodResult = { ok: true; range: ResolvedPeriod } | { ok: false; reason: string };

/** The reporting day (YYYY-MM-DD) of a moment. */
export function reportingDayOf(at: Date): string {
  return new Date(at.getTime() + reportingOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

function dayNumber(day: string): number | null {
  if (!isoDay.test(day)) return null;
  const t = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== day) return null;
  return t / dayMs;
}

const dayOf = (n: number): string => new Date(n * dayMs).toISOString().slice(0, 10);

/** Days from `from` to `to` inclusive, in order. */
export function daysOf(range: Pick<ResolvedPeriod, 'from' | 'to'>): string[] {
  const a = dayNumber(range.from);
  const b = dayNumber(range.to);
  if (a === null || b === null) return [];
  const out: string[] = [];
  for (let n = a; n <= b; n++) out.push(dayOf(n));
  return out;
}

export function resolvePeriod(query: PeriodQuery, now: Date): PeriodResult {
  const period: ReportPeriod = query.period ?? 'today';
  if (!(reportPeriods as readonly string[]).includes(period)) return { ok: false, reason: 'unknown_period' };
  const hasDates = query.from !== undefined || query.to !== undefined;
  if (period !== 'custom' && hasDates) return { ok: false, reason: 'dates_only_with_custom' };
  const today = dayNumber(reportingDayOf(now)) as number;
  const range = (from: number, to: number): PeriodResult => ({ ok: true, range: { period, from: dayOf(from), to: dayOf(to), timeZone: reportingTimeZone } });
  switch (period) {
    case 'today':
      return range(today, today);
    case 'yesterday':
      return range(today - 1, today - 1);
    case 'thisWeek': {
      // 1970-01-01 was a Thursday: (n + 3) mod 7 is 0 on Mondays.
      const sinceMonday = (((today + 3) % 7) + 7) % 7;
      return range(today - sinceMonday, today);
    }
    case 'thisMonth': {
      const first = dayNumber(`${dayOf(today).slice(0, 8)}01`) as number;
      return range(first, today);
    }
    case 'custom': {
      if (query.from === undefined || query.to === undefined) return { ok: false, reason: 'custom_needs_from_and_to' };
      const from = dayNumber(query.from);
      const to = dayNumber(query.to);
      if (from === null || to === null) return { ok: false, reason: 'not_a_day' };
      if (from > to) return { ok: false, reason: 'from_after_to' };
      if (to - from + 1 > maxReportDays) return { ok: false, reason: 'too_long' };
      return range(from, to);
    }
  }
}
