import { describe, expect, it } from 'vitest';
import { daysOf, reportingDayOf, resolvePeriod } from './report-period';

// 2024-03-13 is a Wednesday; 17:30 UTC is already the 14th (Thursday) in UTC+8.
const lateUtc = new Date('2024-03-13T17:30:00Z');
const earlyUtc = new Date('2024-03-13T15:59:59Z');

describe('report periods (UTC+8 reporting days)', () => {
  it('today follows the reporting zone, not UTC', () => {
    expect(reportingDayOf(earlyUtc)).toBe('2024-03-13');
    expect(reportingDayOf(lateUtc)).toBe('2024-03-14');
    expect(resolvePeriod({}, lateUtc)).toEqual({ ok: true, range: { period: 'today', from: '2024-03-14', to: '2024-03-14', timeZone: 'Asia/Shanghai' } });
  });

  it('yesterday, this week from Monday, this month from the 1st', () => {
    const r = (period: 'yesterday' | 'thisWeek' | 'thisMonth', now = lateUtc) => {
      const res = resolvePeriod({ period }, now);
      return res.ok ? [res.range.from, res.range.to] : res.reason;
    };
    expect(r('yesterday')).toEqual(['2024-03-13', '2024-03-13']);
    expect(r('thisWeek')).toEqual(['2024-03-11', '2024-03-14']);
    expect(r('thisMonth')).toEqual(['2024-03-01', '2024-03-14']);
    // A Monday's week is that day alone; a Sunday's goes back six days; the 1st of March after a leap February.
    expect(r('thisWeek', new Date('2024-03-11T01:00:00Z'))).toEqual(['2024-03-11', '2024-03-11']);
    expect(r('thisWeek', new Date('2024-03-17T01:00:00Z'))).toEqual(['2024-03-11', '2024-03-17']);
    expect(r('yesterday', new Date('2024-03-01T00:00:00Z'))).toEqual(['2024-02-29', '2024-02-29']);
  });

  it('custom: from ≤ to, real days, at most 92 days', () => {
    expect(resolvePeriod({ period: 'custom', from: '2024-01-01', to: '2024-04-01' }, lateUtc)).toMatchObject({ ok: true, range: { from: '2024-01-01', to: '2024-04-01' } });
    expect(daysOf({ from: '2024-01-01', to: '2024-04-01' })).toHaveLength(92);
    const bad = (q: object) => {
      const res = resolvePeriod(q, lateUtc);
      return res.ok ? 'ok' : res.reason;
    };
    expect(bad({ period: 'custom', from: '2024-01-01', to: '2024-04-02' })).toBe('too_long');
    expect(bad({ period: 'custom', from: '2024-03-02', to: '2024-03-01' })).toBe('from_after_to');
    expect(bad({ period: 'custom', from: '2024-02-30', to: '2024-03-01' })).toBe('not_a_day');
    expect(bad({ period: 'custom', from: '2024-3-1', to: '2024-03-01' })).toBe('not_a_day');
    expect(bad({ period: 'custom', from: '2024-03-01' })).toBe('custom_needs_from_and_to');
    expect(bad({ period: 'today', from: '2024-03-01', to: '2024-03-01' })).toBe('dates_only_with_custom');
    expect(bad({ period: 'lastYear' })).toBe('unknown_period');
  });
});
