/**
 * Settlement periods in UTC+8 (decision 036): each kind's window around a few instants, the
 * boundaries, and the closed periods after downtime.
 */
import { describe, expect, it } from 'vitest';
import type { ContractPeriod } from '../../../schemas/agent';
import { closedPeriods, periodContaining } from './settlement-periods';

const at = (iso: string) => Date.parse(iso);
const span = (period: ContractPeriod, iso: string) => {
  const p = periodContaining(period, at(iso));
  return [p.start.toISOString(), p.end.toISOString()];
};

describe('settlement periods (UTC+8)', () => {
  it('cuts 5-minute windows, hours and days at local boundaries', () => {
    expect(span('realtime', '2025-03-10T03:07:59.999Z')).toEqual(['2025-03-10T03:05:00.000Z', '2025-03-10T03:10:00.000Z']);
    expect(span('realtime', '2025-03-10T03:10:00.000Z')).toEqual(['2025-03-10T03:10:00.000Z', '2025-03-10T03:15:00.000Z']);
    expect(span('hourly', '2025-03-10T03:59:00Z')).toEqual(['2025-03-10T03:00:00.000Z', '2025-03-10T04:00:00.000Z']);
    // 15:59 UTC is 23:59 in UTC+8: still 10 March there; 16:00 UTC is 11 March.
    expect(span('daily', '2025-03-10T15:59:59Z')).toEqual(['2025-03-09T16:00:00.000Z', '2025-03-10T16:00:00.000Z']);
    expect(span('daily', '2025-03-10T16:00:00Z')).toEqual(['2025-03-10T16:00:00.000Z', '2025-03-11T16:00:00.000Z']);
  });

  it('starts weeks on Monday, half months on the 1st and 16th, months on the 1st', () => {
    // Sunday 16 March 2025 23:30 local → the week of Monday 10 March.
    expect(span('weekly', '2025-03-16T15:30:00Z')).toEqual(['2025-03-09T16:00:00.000Z', '2025-03-16T16:00:00.000Z']);
    expect(span('weekly', '2025-03-16T16:00:00Z')).toEqual(['2025-03-16T16:00:00.000Z', '2025-03-23T16:00:00.000Z']);
    expect(span('semimonthly', '2025-02-15T15:59:59Z')).toEqual(['2025-01-31T16:00:00.000Z', '2025-02-15T16:00:00.000Z']);
    expect(span('semimonthly', '2024-02-20T00:00:00Z')).toEqual(['2024-02-15T16:00:00.000Z', '2024-02-29T16:00:00.000Z']);
    expect(span('monthly', '2024-12-31T16:00:00Z')).toEqual(['2024-12-31T16:00:00.000Z', '2025-01-31T16:00:00.000Z']);
    expect(span('monthly', '2024-02-29T15:00:00Z')).toEqual(['2024-01-31T16:00:00.000Z', '2024-02-29T16:00:00.000Z']);
  });

  it('lists the closed periods since a moment, oldest first, bounded', () => {
    const days = closedPeriods('daily', at('2025-03-01T00:00:00Z'), at('2025-03-04T17:00:00Z'), 100);
    expect(days.map((d) => d.start.toISOString())).toEqual(['2025-02-28T16:00:00.000Z', '2025-03-01T16:00:00.000Z', '2025-03-02T16:00:00.000Z', '2025-03-03T16:00:00.000Z']);
    expect(closedPeriods('realtime', at('2025-03-01T00:00:00Z'), at('2025-03-02T00:00:00Z'), 10)).toHaveLength(10);
    expect(closedPeriods('monthly', at('2025-03-01T00:00:00Z'), at('2025-03-20T00:00:00Z'), 10)).toEqual([]);
  });
});
