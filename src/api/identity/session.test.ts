import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../client';
import {
  clearSession,
  deriveLoginState,
  emptySession,
  getSession,
  getSessionToken,
  parseSession,
  reloadSessionFromStorage,
  sessionStorageKey,
  setSession,
  subscribeSession,
  type Session,
} from './session';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length(): number {
    return this.items.size;
  }
  clear(): void {
    this.items.clear();
  }
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  key(index: number): string | null {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
  setItem(key: string, value: string): void {
    this.items.set(key, String(value));
  }
}

const roles = { agentType: [1, 2, 41, 42], trialType: 4 };
const member = (type: number) => ({ id: '7', account: 'amy', nickname: null, type, vipLevel: 2 });
const withMember = (type: number): Session => ({ ...emptySession, token: 't0k3n', member: member(type) });

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('sessionStorage', storage);
  reloadSessionFromStorage();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('deriveLoginState (§3, §4: flags from the member type)', () => {
  it('a guest is nothing', () => {
    expect(deriveLoginState(emptySession, roles)).toEqual({ isLogin: false, isAgent: false, isTrial: false, location: null });
  });

  it.each([1, 2, 41, 42])('member type %i is an agent', (type) => {
    expect(deriveLoginState(withMember(type), roles)).toMatchObject({ isLogin: true, isAgent: true, isTrial: false });
  });

  it('the trial type is a trial account, not an agent', () => {
    expect(deriveLoginState(withMember(4), roles)).toMatchObject({ isLogin: true, isAgent: false, isTrial: true });
  });

  it('other types are plain members; the brand decides which types are which', () => {
    expect(deriveLoginState(withMember(0), roles)).toMatchObject({ isLogin: true, isAgent: false, isTrial: false });
    expect(deriveLoginState(withMember(0), { agentType: [0], trialType: 9 })).toMatchObject({ isAgent: true });
    expect(deriveLoginState(withMember(9), { agentType: [0], trialType: 9 })).toMatchObject({ isTrial: true });
  });

  it('a token whose member info has not arrived yet is logged in without flags', () => {
    expect(deriveLoginState({ ...emptySession, token: 'x' }, roles)).toMatchObject({
      isLogin: true,
      isAgent: false,
      isTrial: false,
    });
  });

  it('member info without a token is no login', () => {
    expect(deriveLoginState({ ...emptySession, member: member(1) }, roles).isLogin).toBe(false);
  });
});

describe('parseSession', () => {
  it('reads back what was stored', () => {
    const s: Session = { ...withMember(1), location: 'agent', balance: 12.5, unreadCount: 3 };
    expect(parseSession(JSON.stringify(s))).toEqual(s);
  });

  it('turns broken or tokenless text into the empty session', () => {
    for (const text of [null, '', '{', '[]', '"x"', '{"member":{"type":1}}', '{"token":""}'])
      expect(parseSession(text)).toEqual(emptySession);
  });

  it('drops malformed fields instead of trusting them', () => {
    const parsed = parseSession(
      JSON.stringify({ token: 't', member: { id: 1, account: 'a', type: '1' }, balance: 'lots', location: 'x' }),
    );
    expect(parsed.member).toBeNull();
    expect(parsed.balance).toBeNull();
    expect(parsed.location).toBeNull();
    expect(parseSession(JSON.stringify({ token: 't', member: { id: 5, account: 'a', type: 2 } })).member).toEqual({
      id: '5',
      account: 'a',
      nickname: null,
      type: 2,
      vipLevel: null,
    });
  });
});

describe('the session store', () => {
  it('keeps the session in sessionStorage and tells subscribers', () => {
    const seen: (string | null)[] = [];
    const stop = subscribeSession(() => seen.push(getSessionToken()));
    setSession({ token: 'abc', member: member(0) });
    expect(getSessionToken()).toBe('abc');
    expect(JSON.parse(storage.getItem(sessionStorageKey) ?? '{}')).toMatchObject({ token: 'abc' });
    setSession({ balance: 10 });
    expect(getSession().member?.account).toBe('amy');
    stop();
    expect(seen).toEqual(['abc', 'abc']);
  });

  it('a reload starts from what sessionStorage holds', () => {
    storage.setItem(sessionStorageKey, JSON.stringify(withMember(4)));
    reloadSessionFromStorage();
    expect(getSession().member?.type).toBe(4);
  });

  it('setting no token ends the session entirely', () => {
    setSession({ token: 'abc', member: member(1), balance: 5 });
    setSession({ token: null });
    expect(getSession()).toEqual(emptySession);
    expect(storage.getItem(sessionStorageKey)).toBeNull();
  });

  it('logout clears session storage but keeps the merchant code (§3, §4)', () => {
    storage.setItem('merchant', 'aurora');
    storage.setItem('popupClosed', '1');
    setSession({ token: 'abc', member: member(1) });
    clearSession();
    expect(getSession()).toEqual(emptySession);
    expect(storage.getItem('merchant')).toBe('aurora');
    expect(storage.getItem('popupClosed')).toBeNull();
    expect(storage.getItem(sessionStorageKey)).toBeNull();
  });
});

describe('the API client and the session', () => {
  it('sends Authorization: Bearer <token> only while there is one', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ success: true, value: null, message: null, code: null }), {
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('memberInfo');
    setSession({ token: 'secret-token' });
    await apiRequest('memberInfo');
    clearSession();
    await apiRequest('memberInfo');
    const auth = fetchMock.mock.calls.map((c) => (c[1]?.headers as Record<string, string>).authorization);
    expect(auth).toEqual([undefined, 'Bearer secret-token', undefined]);
  });
});
