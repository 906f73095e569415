/**
 * What the header can ask of the session beyond reading it: sign out (§2.10: the server call
 * DELETE /wps/session/logout, then the browser's logout of §4), and refresh the balance, whose
 * call the wallet issue registers here (until then the header offers no refresh).
 */
import { apiRequest } from '../client';
import { clearSession, getSessionToken } from './session';

/** Ends the session on the server (READINGS #6) and in the browser. A failed call still signs out here. */
export async function signOut(): Promise<void> {
  try {
    if (getSessionToken()) await apiRequest('logout', { method: 'DELETE' });
  } catch {
    // The token is forgotten below either way; the server expires it on its own.
  } finally {
    clearSession();
  }
}

type Refresher = () => Promise<void>;
let balanceRefresher: Refresher | null = null;

/** The wallet issue registers the balance call; returns the unregister function. */
export function registerBalanceRefresher(refresh: Refresher): () => void {
  balanceRefresher = refresh;
  return () => {
    if (balanceRefresher === refresh) balanceRefresher = null;
  };
}

export function balanceRefresherOrNull(): Refresher | null {
  return balanceRefresher;
}
