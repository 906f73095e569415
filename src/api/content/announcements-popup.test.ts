import { describe, expect, it } from 'vitest';
import { popupPageSize } from '../../../schemas/content';
import {
  anonymousViewer,
  clampPage,
  isPopupClosed,
  markPopupClosed,
  popupAudience,
  popupClosedKey,
  popupViewerOf,
} from './announcements-popup';
import { emptySession, type Session } from '../identity/session';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}

const member = (firstTimeLogin: boolean): Session => ({
  ...emptySession,
  token: 't',
  member: { id: '1', account: 'player1', nickname: null, type: 0, vipLevel: null },
  publicState: { ...emptySession.publicState, firstTimeLogin },
});

describe('popup audience (§3 execution)', () => {
  it('shows B to anonymous visitors, A to members, F and A after a first login', () => {
    expect(popupAudience(anonymousViewer)).toEqual(['B']);
    expect(popupAudience({ account: 'p', firstLogin: false })).toEqual(['A']);
    expect(popupAudience({ account: 'p', firstLogin: true })).toEqual(['A', 'F']);
  });

  it('reads the viewer from the session, and waits while a login has no member info yet', () => {
    expect(popupViewerOf(emptySession)).toEqual(anonymousViewer);
    expect(popupViewerOf(member(false))).toEqual({ account: 'player1', firstLogin: false });
    expect(popupViewerOf(member(true))).toEqual({ account: 'player1', firstLogin: true });
    expect(popupViewerOf({ ...emptySession, token: 't' })).toBeNull();
  });
});

describe('closed flag (§4 once per browser session, per user or anonymous)', () => {
  it('keeps one flag per account and one for anonymous visitors', () => {
    const store = memoryStore();
    const alice = { account: 'alice', firstLogin: false };
    const bob = { account: 'bob', firstLogin: true };
    expect(isPopupClosed(anonymousViewer, store)).toBe(false);
    markPopupClosed(anonymousViewer, store);
    expect(isPopupClosed(anonymousViewer, store)).toBe(true);
    expect(isPopupClosed(alice, store)).toBe(false);
    markPopupClosed(alice, store);
    expect(isPopupClosed(alice, store)).toBe(true);
    expect(isPopupClosed(bob, store)).toBe(false);
  });

  it('never confuses an account named "anonymous" with anonymous visitors', () => {
    expect(popupClosedKey({ account: 'anonymous', firstLogin: false })).not.toBe(popupClosedKey(anonymousViewer));
  });

  it('reads as not closed when storage is unavailable or throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(isPopupClosed(anonymousViewer, null)).toBe(false);
    expect(isPopupClosed(anonymousViewer, broken)).toBe(false);
    expect(() => markPopupClosed(anonymousViewer, broken)).not.toThrow();
  });
});

describe('paging (§9 page size 8)', () => {
  const pages = (total: number) => Math.ceil(total / popupPageSize);

  it('has one page up to 8 popups and a second from the 9th', () => {
    expect(popupPageSize).toBe(8);
    expect(pages(8)).toBe(1);
    expect(pages(9)).toBe(2);
  });

  it('moves back to a page that exists when the list shrinks', () => {
    expect(clampPage(3, 2)).toBe(2);
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(2, 0)).toBe(1);
  });
});
