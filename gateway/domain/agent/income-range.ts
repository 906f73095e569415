/**
 * The day range of a period-bound agent read (schemas/agent.ts PeriodQuery → ResolvedPeriod):
 * calendar days in the reporting zone (UTC+8, decision 033). today, yesterday, thisWeek
 * (Monday to today), thisMonth (the 1st to today), custom (from and to, both needed, from ≤ to,
 * at most maxReportDays days). Bad input is a 400 VALIDATION_FAILED naming the field.
 */
import { maxReportDays, type PeriodQuery, type ResolvedPeriod } from '../../../schemas/agent';
import { fieldRefusal } from '../refusal';
import { defaultCalendar, defaultZoneOffsetMinutes, periodStartOf } from './settlement-periods';

const dayMs = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

function zoneName(offsetMinutes: number): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const a = Math.abs(offsetMinutes);
  return `UTC${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
}

/** The local calendar day of an instant's day start. */
const dayOf = (startUtc: number, offsetMinutes: number) => new Date(startUtc + offsetMinutes * 60_000).toISOString().slice(0, 10);

function parseDay(text: string | undefined, field: string, offsetMinutes: number): number {
  if (text === undefined) throw fieldRefusal('VALIDATION_FAILED', field, 'required', 'error.validation_failed');
  const t = Date.parse(`${text}T00:00:00Z`);
  if (!dayPattern.test(text) || Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== text)
    throw fieldRefusal('VALIDATION_FAILED', field, 'format', 'error.validation_failed');
  return t - offsetMinutes * 60_000;
}

export interface DayRange extends ResolvedPeriod {
  /** UTC instants: [fromAt, toAt). */
  fromAt: Date;
  toAt: Date;
}

export function resolveRange(q: PeriodQuery, now: number, offsetMinutes = defaultZoneOffsetMinutes): DayRange {
  const period = q.period ?? 'today';
  if (period !== 'custom' && (q.from !== undefined || q.to !== undefined))
    throw fieldRefusal('VALIDATION_FAILED', q.from !== undefined ? 'from' : 'to', 'custom_only', 'error.validation_failed');
  const cal = { ...defaultCalendar, offsetMinutes };
  const today = periodStartOf('daily', now, cal);
  let from: number;
  let to: number; // first day after the range
  switch (period) {
    case 'today':
      [from, to] = [today, today + dayMs];
      break;
    case 'yesterday':
      [from, to] = [today - dayMs, today];
      break;
    case 'thisWeek':
      [from, to] = [periodStartOf('weekly', now, cal), today + dayMs];
      break;
    case 'thisMonth':
      [from, to] = [periodStartOf('monthly', now, cal), today + dayMs];
      break;
    case 'custom': {
      from = parseDay(q.from, 'from', offsetMinutes);
      to = parseDay(q.to, 'to', offsetMinutes) + dayMs;
      if (to <= from) throw fieldRefusal('VALIDATION_FAILED', 'from', 'after_to', 'error.validation_failed');
      if ((to - from) / dayMs > maxReportDays) throw fieldRefusal('VALIDATION_FAILED', 'to', 'range_too_long', 'error.validation_failed');
      break;
    }
  }
  return {
    period,
    from: dayOf(from, offsetMinutes),
    to: dayOf(to - dayMs, offsetMinutes),
    timeZone: zoneName(offsetMinutes),
    fromAt: new Date(from),
    toAt: new Date(to),
  };
}
