/**
 * The inbox (messageV2, schemas/payments.ts): the list, reading one message, marking all read.
 * Every answer carries the member's unread count, which goes straight into the session store so
 * the header's badge falls as messages are read.
 */
import type { InboxListAnswer, InboxReadAllAnswer, InboxReadAnswer, PageQuery } from '../../../schemas/payments';
import { apiRequest, type QueryValue } from '../client';
import { getSession, setSession } from '../identity/session';
import { present } from '../wallet/wallet-calls';

export const inboxKeys = {
  all: ['inbox'] as const,
  list: (q: PageQuery) => ['inbox', 'list', q] as const,
};

function keepUnread(token: string | null, unreadCount: number): void {
  if (token !== null && getSession().token === token) setSession({ unreadCount });
}

export async function fetchInbox(query: PageQuery, signal?: AbortSignal): Promise<InboxListAnswer> {
  const token = getSession().token;
  const answer = present(await apiRequest<InboxListAnswer>('inboxMessages', { query: query as Record<string, QueryValue>, signal }));
  keepUnread(token, answer.unreadCount);
  return answer;
}

export async function readMessage(id: string): Promise<InboxReadAnswer> {
  const token = getSession().token;
  const answer = present(await apiRequest<InboxReadAnswer>('inboxMessageRead', { method: 'POST', params: { id } }));
  keepUnread(token, answer.unreadCount);
  return answer;
}

export async function readAllMessages(): Promise<InboxReadAllAnswer> {
  const token = getSession().token;
  const answer = present(await apiRequest<InboxReadAllAnswer>('inboxReadAll', { method: 'POST' }));
  keepUnread(token, answer.unreadCount);
  return answer;
}
