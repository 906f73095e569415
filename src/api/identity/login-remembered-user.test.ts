import { describe, expect, it } from 'vitest';
import { parseRememberedUser, rememberMs } from './login-remembered-user';

describe('remembered username', () => {
  const now = 1_700_000_000_000;
  const stored = (username: unknown, savedAt: unknown) => JSON.stringify({ username, savedAt });

  it('keeps the username for 24 hours and not a moment longer', () => {
    expect(parseRememberedUser(stored('player01', now - rememberMs + 1), now)).toBe('player01');
    expect(parseRememberedUser(stored('player01', now - rememberMs), now)).toBeNull();
  });

  it('reads anything else as nothing remembered', () => {
    for (const text of [null, '', 'nope', stored('', now), stored(5, now), stored('a', 'x'), stored('a', now + 60_000)]) {
      expect(parseRememberedUser(text, now)).toBeNull();
    }
  });
});
