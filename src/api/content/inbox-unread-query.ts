/**
 * The unread inbox count for the header (§2.3; relay CSP_unreadCount). Never for trial
 * accounts (§6): the caller decides, and this module refuses to ask for a trial member too.
 */
import { inboxRelayActions, type UnreadCountAnswer } from '../../../schemas/wallet';
import { apiRequest } from '../client';
import { getSession, setSession } from '../identity/session';

export async function refreshUnreadCount(trialType: number): Promise<void> {
  const { token, member } = getSession();
  if (!token || !member || member.type === trialType) return;
  const answer = await apiRequest<UnreadCountAnswer>('relay', { method: 'POST', params: { action: inboxRelayActions.unreadCount } });
  if (!answer || getSession().token !== token) return;
  setSession({ unreadCount: answer.unreadCount });
}
