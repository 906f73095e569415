import { describe, expect, it } from 'vitest';
import { sessionStorageKey } from '../../api/identity/session';
import { storageKeys } from '../../api/storage';
import { languageKey, sessionKey, tabHoldsSession, wordsFitChoice } from './loader';

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

describe('the still loader keeps written words only in the chosen language', () => {
  const choosing = (value: string | null) => ({ getItem: (key: string) => (key === storageKeys.lang ? value : null) });

  it('uses the language store’s key', () => {
    expect(languageKey).toBe(storageKeys.lang);
  });

  it('no choice yet, or the same language: the words stay', () => {
    expect(wordsFitChoice('EN', choosing(null))).toBe(true);
    expect(wordsFitChoice('AR', choosing('AR'))).toBe(true);
    expect(wordsFitChoice('EN', null)).toBe(true);
  });

  it('another language chosen: the words go', () => {
    expect(wordsFitChoice('EN', choosing('AR'))).toBe(false);
    expect(wordsFitChoice(undefined, choosing('AR'))).toBe(false);
  });
});
