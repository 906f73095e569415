import { describe, expect, it } from 'vitest';
import { maxReportDays } from '../../../schemas/agent';
import { dayNumber, defaultPeriod, periodQuery } from './period';

describe('the agent report period', () => {
  it('sends a named period alone: the gateway resolves it in the reporting zone', () => {
    for (const period of ['today', 'yesterday', 'thisWeek', 'thisMonth'] as const) {
      expect(periodQuery({ period, from: 'x', to: 'y' })).toEqual({ period });
    }
  });

  it('starts on today with the last 7 days ready as the custom range', () => {
    expect(defaultPeriod(new Date(2026, 2, 3, 10))).toEqual({ period: 'today', from: '2026-02-25', to: '2026-03-03' });
  });

  it('sends a custom range with its days, the last day inclusive', () => {
    expect(periodQuery({ period: 'custom', from: '2026-01-01', to: '2026-01-01' })).toEqual({ period: 'custom', from: '2026-01-01', to: '2026-01-01' });
  });

  it.each([
    ['from after to', '2026-01-02', '2026-01-01'],
    ['no day', '2026-02-30', '2026-03-01'],
    ['not a date', 'yesterday', '2026-03-01'],
    ['empty', '', ''],
  ])('refuses a custom range with %s, unsent', (_what, from, to) => {
    expect(periodQuery({ period: 'custom', from, to })).toEqual({ errorKey: 'agentc.range_invalid' });
  });

  it(`allows at most ${maxReportDays} days, counting both ends`, () => {
    const from = '2026-01-01';
    const last = new Date(Date.UTC(2026, 0, 1 + maxReportDays - 1)).toISOString().slice(0, 10);
    const over = new Date(Date.UTC(2026, 0, 1 + maxReportDays)).toISOString().slice(0, 10);
    expect(periodQuery({ period: 'custom', from, to: last })).toEqual({ period: 'custom', from, to: last });
    expect(periodQuery({ period: 'custom', from, to: over })).toEqual({ errorKey: 'agentc.range_too_long' });
  });

  it('counts days across a leap day and a year end', () => {
    expect((dayNumber('2024-03-01') ?? 0) - (dayNumber('2024-02-28') ?? 0)).toBe(2);
    expect((dayNumber('2027-01-01') ?? 0) - (dayNumber('2026-12-31') ?? 0)).toBe(1);
  });
});
