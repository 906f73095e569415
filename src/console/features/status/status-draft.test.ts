import { describe, expect, it } from 'vitest';
import { bodyOf, formOf, instantOf, localInput, statusProblemMessage } from './status-draft';

describe('the status draft', () => {
  it('turns the form into the publish body: countries upper-cased and deduplicated, one range per line', () => {
    const body = bodyOf({ maintenance: 'off', start: '', end: '', message: { EN: 'x' }, countries: 'sg, my  SG', ranges: '10.0.0.0/8\n\n2001:db8::/32 ' });
    expect(body).toEqual({ maintenance: null, region: { countries: ['SG', 'MY'], ranges: ['10.0.0.0/8', '2001:db8::/32'] } });
  });

  it('keeps the start only for a scheduled maintenance and drops empty messages', () => {
    const now = bodyOf({ maintenance: 'now', start: '2030-01-01T10:00', end: '', message: { EN: 'Back soon', CN: '  ' }, countries: '', ranges: '' });
    expect(now.maintenance).toEqual({ mode: 'now', start: null, end: null, message: { EN: 'Back soon' } });
    const scheduled = bodyOf({ maintenance: 'scheduled', start: '2030-01-01T10:00', end: '2030-01-01T12:00', message: {}, countries: '', ranges: '' });
    expect(scheduled.maintenance?.start).toBe(new Date('2030-01-01T10:00').toISOString());
  });

  it('round-trips instants through datetime-local values (to the minute)', () => {
    const iso = new Date('2030-05-06T07:08:00Z').toISOString();
    expect(instantOf(localInput(iso))).toBe(iso);
    expect([instantOf(''), instantOf('nonsense')]).toEqual([null, null]);
    expect(formOf({ maintenance: null, region: { countries: ['SG'], ranges: ['10.0.0.0/8'] } })).toMatchObject({ maintenance: 'off', countries: 'SG', ranges: '10.0.0.0/8' });
  });

  it('words problems by where they are when the gateway gave a schema keyword', () => {
    expect(statusProblemMessage({ path: '/region/countries/0', reason: 'pattern', message: 'error.field.pattern' })).toBe('console.status.problem.country_invalid');
    expect(statusProblemMessage({ path: '/maintenance/end', reason: 'end-past', message: 'console.status.problem.end_past' })).toBe('console.status.problem.end_past');
  });
});
