import { describe, expect, it } from 'vitest';
import { lastDays, rangeQuery } from './date-range';

describe('record date range', () => {
  it('defaults to the last 7 local days, ending today', () => {
    expect(lastDays(7, new Date(2026, 2, 3, 15, 0))).toEqual({ from: '2026-02-25', to: '2026-03-03' });
  });

  it('sends the start of the first day and the start of the day after the last (to exclusive)', () => {
    const q = rangeQuery({ from: '2026-03-01', to: '2026-03-03' });
    expect(q).toEqual({ from: new Date(2026, 2, 1).toISOString(), to: new Date(2026, 2, 4).toISOString() });
  });

  it('refuses a reversed, malformed or longer-than-92-day range', () => {
    expect(rangeQuery({ from: '2026-03-04', to: '2026-03-03' })).toEqual({ errorKey: 'member.range_invalid' });
    expect(rangeQuery({ from: '', to: '2026-03-03' })).toEqual({ errorKey: 'member.range_invalid' });
    expect(rangeQuery({ from: '2026-01-01', to: '2026-04-02' })).toEqual({ from: new Date(2026, 0, 1).toISOString(), to: new Date(2026, 3, 3).toISOString() });
    expect(rangeQuery({ from: '2026-01-01', to: '2026-04-03' })).toEqual({ errorKey: 'member.range_too_long' });
  });
});
