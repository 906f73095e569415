/**
 * messageV2 (§2.1, §7): the inbox, newest first; opening a message shows it and marks it read;
 * "mark all read". Every answer carries the unread count, which the header badge shows
 * (src/api/content/inbox-calls.ts), so the badge falls as messages are read.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { InboxMessage } from '../../../schemas/payments';
import { fetchInbox, inboxKeys, readAllMessages, readMessage } from '../../api/content/inbox-calls';
import { buttonStyle } from '../../ui/button';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { MemberPageBody } from './member-frame';
import { alert, card, muted } from './member-styles';
import { MemberPager, QueryView } from './query-view';
import { errorKeyOf } from './use-member-errors';
import { refreshAfterWrite } from '../../api/refresh-after-write';

const pageSize = 10;

function MessageItem({ message, open, onToggle }: { message: InboxMessage; open: boolean; onToggle: () => void }) {
  const bodyId = `message-${message.id}`;
  return (
    <li css={card} data-testid="inbox-message" data-read={message.read}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={onToggle}
        css={(t) => ({ all: 'unset', cursor: 'pointer', display: 'flex', flexWrap: 'wrap', gap: t.space.xs, justifyContent: 'space-between', '&:focus-visible': { outline: `2px solid ${t.colors.primary}` } })}
      >
        <span css={{ fontWeight: message.read ? 'normal' : 'bold' }}>
          {!message.read && (
            <span css={(t) => ({ color: t.colors.danger })}>
              <FormattedMessage id="member.inbox_unread" />{' '}
            </span>
          )}
          {message.title}
        </span>
        <small css={muted}>
          {message.sender} · <DateTime iso={message.createdAt} />
        </small>
      </button>
      {open && (
        <p id={bodyId} css={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="inbox-body">
          {message.body}
        </p>
      )}
    </li>
  );
}

export function InboxPage() {
  const intl = useIntl();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const query = useQuery({ queryKey: inboxKeys.list({ page }), queryFn: ({ signal }) => fetchInbox({ page, pageSize }, signal), placeholderData: keepPreviousData });
  const refresh = () => refreshAfterWrite(client, inboxKeys.all);
  const read = useMutation({ mutationFn: readMessage, onSuccess: () => void refresh(), onError: (e) => setErrorKey(errorKeyOf(e)) });
  const readAll = useMutation({ mutationFn: readAllMessages, onSuccess: () => void refresh(), onError: (e) => setErrorKey(errorKeyOf(e)) });
  const toggle = (m: InboxMessage) => {
    setErrorKey(null);
    setOpenId(openId === m.id ? null : m.id);
    if (!m.read && openId !== m.id) read.mutate(m.id);
  };
  return (
    <MemberPageBody titleKey="member.menu_messages" id="inbox-title">
      <QueryView query={query}>
        {(data) => (
          <>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center', justifyContent: 'space-between' }}>
              <p css={muted} data-testid="inbox-unread" aria-live="polite">
                <FormattedMessage id="member.inbox_unread_count" values={{ count: data.unreadCount }} />
              </p>
              <button
                type="button"
                css={buttonStyle('quiet')}
                disabled={data.unreadCount === 0 || readAll.isPending}
                aria-busy={readAll.isPending || undefined}
                onClick={() => {
                  setErrorKey(null);
                  readAll.mutate();
                }}
              >
                <FormattedMessage id="member.inbox_read_all" />
              </button>
            </div>
            {errorKey && (
              <p css={alert} role="alert">
                <FormattedMessage id={errorKey} />
              </p>
            )}
            {data.items.length === 0 ? (
              <EmptyState message={intl.formatMessage({ id: 'member.inbox_empty' })} />
            ) : (
              <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
                {data.items.map((m) => (
                  <MessageItem key={m.id} message={m} open={openId === m.id} onToggle={() => toggle(m)} />
                ))}
              </ul>
            )}
            <MemberPager page={data.page} totalPages={data.totalPages} onPage={setPage} busy={query.isFetching} />
          </>
        )}
      </QueryView>
    </MemberPageBody>
  );
}
