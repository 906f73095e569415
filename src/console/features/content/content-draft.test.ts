import { describe, expect, it } from 'vitest';
import { ConsoleApiError } from '../../api/console-client';
import { compactTexts, fromLocalInput, refusesField, slugFrom, slugRule, toLocalInput } from './content-draft';

describe('content drafts', () => {
  it('drops empty languages', () => {
    expect(compactTexts({ EN: 'Hi', CN: '  ', TW: '' })).toEqual({ EN: 'Hi' });
  });

  it('round-trips an instant through the local date-time field (to the minute)', () => {
    const iso = '2026-03-04T05:06:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });

  it('finds the field a refusal names', () => {
    const error = new ConsoleApiError('CONTENT_LANGUAGE_UNSUPPORTED', 400, [{ path: '/title/VI', reason: 'unsupported-language', message: 'x' }]);
    expect(refusesField(error, '/title')).toBe(true);
    expect(refusesField(error, '/content')).toBe(false);
    expect(refusesField(new Error('x'), '/title')).toBe(false);
  });

  it('makes slugs the gateway accepts', () => {
    for (const title of ['Welcome bonus!', '  Spring -- sale 2026 ', 'Ünïcode tëxt']) expect(slugFrom(title)).toMatch(slugRule);
    expect(slugFrom('Welcome bonus!')).toBe('welcome-bonus');
  });
});
