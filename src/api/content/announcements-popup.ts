/**
 * The popup announcement's rules (§3, §4): who sees which popups (execution B anonymous
 * visitors, A logged-in members, F right after a first login, together with A), and the
 * "closed" flag that keeps it to once per browser session, per account or "anonymous", in
 * sessionStorage. A logout clears sessionStorage (session.ts, §4), so the anonymous popup
 * shows again after one. Pure parts are tested (announcements-popup.test.ts).
 */
import type { PopupExecution } from '../../../schemas/content';
import type { Session } from '../identity/session';

export interface PopupViewer {
  /** The member's account, or null for an anonymous visitor. */
  account: string | null;
  /** The login was the account's first (§3 public state firstTimeLogin). */
  firstLogin: boolean;
}

export const anonymousViewer: PopupViewer = Object.freeze({ account: null, firstLogin: false });

/**
 * The viewer of a session; null while a login's member info is still loading (the audience is
 * not known yet, so nothing is shown).
 */
export function popupViewerOf(session: Pick<Session, 'token' | 'member' | 'publicState'>): PopupViewer | null {
  if (session.token === null) return anonymousViewer;
  if (!session.member) return null;
  return { account: session.member.account, firstLogin: session.publicState.firstTimeLogin };
}

/** The audiences a viewer sees, in the order the server sorts them anyway. */
export function popupAudience(viewer: PopupViewer): PopupExecution[] {
  if (viewer.account === null) return ['B'];
  return viewer.firstLogin ? ['A', 'F'] : ['A'];
}

export const popupClosedPrefix = 'popupClosed:';

/** sessionStorage key of the closed flag: per account, or "anonymous". */
export function popupClosedKey(viewer: PopupViewer): string {
  return viewer.account === null ? `${popupClosedPrefix}anonymous` : `${popupClosedPrefix}account:${viewer.account}`;
}

type FlagStore = Pick<Storage, 'getItem' | 'setItem'>;

function sessionArea(): FlagStore | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

export function isPopupClosed(viewer: PopupViewer, store: FlagStore | null = sessionArea()): boolean {
  try {
    return store?.getItem(popupClosedKey(viewer)) === '1';
  } catch {
    return false;
  }
}

export function markPopupClosed(viewer: PopupViewer, store: FlagStore | null = sessionArea()): void {
  try {
    store?.setItem(popupClosedKey(viewer), '1');
  } catch {
    // Storage unavailable: the popup stays closed for this page (the caller's state).
  }
}

/** A page number that exists (1..totalPages) after the list changed under the player. */
export function clampPage(page: number, totalPages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, totalPages));
}
