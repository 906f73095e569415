import { describe, expect, it } from 'vitest';
import { sessionStorageKey } from '../../api/identity/session';
import { sessionKey, tabHoldsSession } from './loader';

const storing = (value: string | null) => ({ getItem: (key: string) => (key === sessionStorageKey ? value : null) });

describe('the still loader reads whether the tab holds a session', () => {
  it('uses the session store’s key', () => {
    expect(sessionKey).toBe(sessionStorageKey);
  });

  it('a stored session with a token is a member', () => {
    expect(tabHoldsSession(storing(JSON.stringify({ token: 'abc', member: null })))).toBe(true);
  });

  it('nothing stored, no token, a broken value or no storage is a guest', () => {
    expect(tabHoldsSession(storing(null))).toBe(false);
    expect(tabHoldsSession(storing(JSON.stringify({ token: null })))).toBe(false);
    expect(tabHoldsSession(storing('{not json'))).toBe(false);
    expect(tabHoldsSession(storing('null'))).toBe(false);
    expect(tabHoldsSession(null)).toBe(false);
  });
});
