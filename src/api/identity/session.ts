/**
 * The player's session (§3 "Login state", §4 "Login state"): the token, the member info it
 * belongs to and the public state, kept in sessionStorage so a reload keeps the login and
 * closing the tab ends it. A small external store (useSyncExternalStore): the identity issue
 * fills it at login (setSession) and empties it at logout (clearSession); everything else reads.
 * Flags (isLogin, isAgent, isTrial) are derived from the member type, never stored.
 */
import { useSyncExternalStore } from 'react';
import { writeMemberHint } from './member-hint';

/** §3 "Member info"; vipLevel when the server names one. */
export interface MemberInfo {
  id: string;
  account: string;
  nickname: string | null;
  /** Numeric member type: agent types and the trial type come from the brand (§3). */
  type: number;
  vipLevel: number | null;
}

/** §3 "Public state". */
export interface PublicState {
  firstTimeLogin: boolean;
  imgUrl: string | null;
  currencySymbol: string | null;
}

/** Where the session was opened: the member site or the agent login (§4 "to /agentHome"). */
export type LoginLocation = 'member' | 'agent';

export interface Session {
  token: string | null;
  member: MemberInfo | null;
  publicState: PublicState;
  location: LoginLocation | null;
  /** Main wallet balance in major units, once the wallet call has answered; null before. */
  balance: number | null;
  /** Unread messages, once counted (never for trial accounts, §6); null before. */
  unreadCount: number | null;
}

export interface LoginState {
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  location: LoginLocation | null;
}

/** The member types of the brand that mean agent and trial (brand.agentType, brand.trialType). */
export interface MemberRoles {
  agentType: readonly number[];
  trialType: number;
}

export const sessionStorageKey = 'session';
/** sessionStorage keys that survive a logout (§3: the merchant code is kept). */
export const keptOnLogout = ['merchant'] as const;

export const emptySession: Session = Object.freeze({
  token: null,
  member: null,
  publicState: Object.freeze({ firstTimeLogin: false, imgUrl: null, currencySymbol: null }),
  location: null,
  balance: null,
  unreadCount: null,
});

/** Pure: the flags of §3 from the session and the brand's member types. */
export function deriveLoginState(session: Session, roles: MemberRoles): LoginState {
  const isLogin = session.token !== null;
  const type = isLogin ? session.member?.type : undefined;
  return {
    isLogin,
    isAgent: type !== undefined && roles.agentType.includes(type),
    isTrial: type !== undefined && type === roles.trialType,
    location: isLogin ? session.location : null,
  };
}

// ---- parsing what was stored (it may be old, edited or broken) ------------------------------

const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

function parseMember(raw: unknown): MemberInfo | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const m = raw as Record<string, unknown>;
  const type = num(m.type);
  const id = str(m.id) ?? (num(m.id) === null ? null : String(m.id));
  const account = str(m.account);
  if (type === null || id === null || account === null) return null;
  return { id, account, nickname: str(m.nickname), type, vipLevel: num(m.vipLevel) };
}

/** Pure: a stored JSON text back to a session; anything unreadable is the empty session. */
export function parseSession(text: string | null): Session {
  if (!text) return emptySession;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return emptySession;
  }
  if (typeof raw !== 'object' || raw === null) return emptySession;
  const s = raw as Record<string, unknown>;
  const token = str(s.token);
  if (token === null) return emptySession;
  const p = (typeof s.publicState === 'object' && s.publicState !== null ? s.publicState : {}) as Record<
    string,
    unknown
  >;
  return {
    token,
    member: parseMember(s.member),
    publicState: {
      firstTimeLogin: p.firstTimeLogin === true,
      imgUrl: str(p.imgUrl),
      currencySymbol: str(p.currencySymbol),
    },
    location: s.location === 'agent' || s.location === 'member' ? s.location : null,
    balance: num(s.balance),
    unreadCount: num(s.unreadCount),
  };
}

// ---- the store ---------------------------------------------------------------------------

function sessionArea(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function readPersisted(): Session {
  try {
    return parseSession(sessionArea()?.getItem(sessionStorageKey) ?? null);
  } catch {
    return emptySession;
  }
}

function persist(session: Session): void {
  try {
    const area = sessionArea();
    if (!area) return;
    if (session.token === null) area.removeItem(sessionStorageKey);
    else area.setItem(sessionStorageKey, JSON.stringify(session));
  } catch {
    // Storage unavailable or full: the session lives in memory for this page.
  }
}

let current: Session = readPersisted();
// A session opened before the hint existed (or in a tab whose hint another tab's logout removed)
// sets it again; a tab without a session leaves other tabs' hint alone.
if (current.token !== null) writeMemberHint(true);
const listeners = new Set<() => void>();

function publish(next: Session): void {
  if ((next.token === null) !== (current.token === null)) writeMemberHint(next.token !== null);
  current = next;
  persist(next);
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSession(): Session {
  return current;
}

/** The token the API client sends as `Authorization: Bearer <token>`; null for guests. */
export function getSessionToken(): string | null {
  return current.token;
}

/** Opens or updates the session (login, member info, balance, unread count …). */
export function setSession(patch: Partial<Session>): void {
  const next: Session = { ...current, ...patch };
  // Without a token there is no session: nothing else is kept (§4 logout clears the flags).
  publish(next.token === null ? emptySession : next);
}

/**
 * Logout in the browser (§4): session storage is cleared except the merchant code, and the
 * flags reset. The server-side logout (READINGS #6) is the identity issue's call before this.
 */
export function clearSession(): void {
  try {
    const area = sessionArea();
    if (area) {
      const kept = keptOnLogout.map((key) => [key, area.getItem(key)] as const);
      area.clear();
      for (const [key, value] of kept) if (value !== null) area.setItem(key, value);
    }
  } catch {
    // Storage unavailable: the in-memory session is still emptied below.
  }
  publish(emptySession);
}

/** Test support: re-reads sessionStorage (a test that writes it directly). */
export function reloadSessionFromStorage(): void {
  current = readPersisted();
  for (const listener of listeners) listener();
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}

export function useLoginState(roles: MemberRoles): LoginState {
  return deriveLoginState(useSession(), roles);
}
