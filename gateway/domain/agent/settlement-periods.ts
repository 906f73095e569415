/**
 * Settlement periods in the merchant's reporting zone (docs/decisions/033 and 036): real-time
 * windows of 5 minutes (§9), hours, days, ISO weeks from Monday, half months (1–15, 16–end) and
 * months. A period is [start, end): an instant on a boundary belongs to the period it starts.
 * The zone is a fixed offset east of UTC in minutes (UTC+8 = 480; no daylight saving there).
 */
import { realtimeSalaryMinutes, type ContractPeriod } from '../../../schemas/agent';

export const defaultZoneOffsetMinutes = 480;

/** Where periods fall: the zone, and the real-time window's length (§9: 5 minutes; tests shorten it). */
export interface Calendar {
  offsetMinutes: number;
  realtimeMs: number;
}
export const defaultCalendar: Calendar = { offsetMinutes: defaultZoneOffsetMinutes, realtimeMs: realtimeSalaryMinutes * 60_000 };

export interface Period {
  start: Date;
  end: Date;
}

const minute = 60_000;

/** The start of the period containing `at`, as a UTC instant. */
export function periodStartOf(period: ContractPeriod, at: number, cal: Calendar = defaultCalendar): number {
  const shift = cal.offsetMinutes * minute;
  const local = new Date(at + shift);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  let start: number;
  switch (period) {
    case 'realtime': {
      const size = cal.realtimeMs;
      start = Math.floor((at + shift) / size) * size;
      break;
    }
    case 'hourly':
      start = Date.UTC(y, m, d, local.getUTCHours());
      break;
    case 'daily':
      start = Date.UTC(y, m, d);
      break;
    case 'weekly':
      // getUTCDay: 0 Sunday … 6 Saturday; Monday-based weeks.
      start = Date.UTC(y, m, d - ((local.getUTCDay() + 6) % 7));
      break;
    case 'semimonthly':
      start = Date.UTC(y, m, d <= 15 ? 1 : 16);
      break;
    case 'monthly':
      start = Date.UTC(y, m, 1);
      break;
  }
  return start - shift;
}

/** The end of the period that starts at `start` (the start of the next one). */
export function periodEndOf(period: ContractPeriod, start: number, cal: Calendar = defaultCalendar): number {
  const shift = cal.offsetMinutes * minute;
  const local = new Date(start + shift);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  switch (period) {
    case 'realtime':
      return start + cal.realtimeMs;
    case 'hourly':
      return start + 60 * minute;
    case 'daily':
      return Date.UTC(y, m, d + 1) - shift;
    case 'weekly':
      return Date.UTC(y, m, d + 7) - shift;
    case 'semimonthly':
      return (d < 16 ? Date.UTC(y, m, 16) : Date.UTC(y, m + 1, 1)) - shift;
    case 'monthly':
      return Date.UTC(y, m + 1, 1) - shift;
  }
}

export function periodContaining(period: ContractPeriod, at: number, cal: Calendar = defaultCalendar): Period {
  const start = periodStartOf(period, at, cal);
  return { start: new Date(start), end: new Date(periodEndOf(period, start, cal)) };
}

/**
 * The closed periods from the one containing `from` on, oldest first, whose end is at or before
 * `closedBy`; at most `limit`.
 */
export function closedPeriods(period: ContractPeriod, from: number, closedBy: number, limit: number, cal: Calendar = defaultCalendar): Period[] {
  const out: Period[] = [];
  let start = periodStartOf(period, from, cal);
  while (out.length < limit) {
    const end = periodEndOf(period, start, cal);
    if (end > closedBy) break;
    out.push({ start: new Date(start), end: new Date(end) });
    start = end;
  }
  return out;
}
