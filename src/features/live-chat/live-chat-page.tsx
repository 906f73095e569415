/**
 * Customer-service live chat entry (§1 "contact customer service"; §7 CBS_modelList,
 * CBS_launchChat; docs/decisions/052): the brand's chat desks, each opening the brand's chat
 * provider in a new tab with a ticket for this member. A member page (the route guard sends
 * guests to /login and stops trial accounts, §6); a brand without chat says so.
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { currentMerchant, isApiError } from '../../api/client';
import { chatModelsQuery, launchChat } from '../../api/live-chat/live-chat-calls';
import { usePreferences } from '../../brand/brand-context';
import { EmptyState, ErrorState, LoadingState } from '../../ui/content-state';

const page = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.lg,
  padding: `${theme.space.xl} ${theme.space.lg}`,
  maxWidth: `calc(${theme.space.xxl} * 12)`,
  [`@media (max-width: 30rem)`]: { padding: `${theme.space.lg} ${theme.space.md}` },
});
const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl, fontWeight: theme.fontWeight.bold });
const list = (theme: Theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.space.sm });
const desk = (theme: Theme) => ({
  width: '100%',
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.md}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.primary}`,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  fontSize: theme.fontSize.md,
  cursor: 'pointer',
  textAlign: 'start' as const,
  '&:disabled': { opacity: 0.6, cursor: 'progress' },
});
const problem = (theme: Theme) => ({ margin: 0, color: theme.colors.danger });

export function LiveChatPage() {
  const intl = useIntl();
  const { language } = usePreferences();
  const models = useQuery(chatModelsQuery(currentMerchant(), language));
  const [opening, setOpening] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = useId();

  async function open(model: string) {
    setFailure(null);
    setOpening(model);
    // Opened at the click (a tab opened after the answer would be a blocked popup), pointed at the chat once known.
    const tab = window.open('', '_blank');
    try {
      const answer = await launchChat(model);
      if (!answer) throw new Error('no answer');
      if (tab) {
        tab.opener = null;
        tab.location.href = answer.url;
      } else {
        window.location.assign(answer.url);
      }
    } catch (error) {
      tab?.close();
      setFailure(intl.formatMessage({ id: isApiError(error) ? error.messageKey : 'error.network' }));
    } finally {
      setOpening(null);
    }
  }

  return (
    <section css={page} aria-labelledby={titleId} data-testid="live-chat-page">
      <h1 id={titleId} css={heading}>
        {intl.formatMessage({ id: 'live_chat.title' })}
      </h1>
      {models.isPending ? (
        <LoadingState label={intl.formatMessage({ id: 'live_chat.loading' })} />
      ) : models.error ? (
        <ErrorState
          message={intl.formatMessage({ id: isApiError(models.error) ? models.error.messageKey : 'error.network' })}
          retryLabel={intl.formatMessage({ id: 'action.retry' })}
          onRetry={() => void models.refetch()}
        />
      ) : !models.data.available || models.data.models.length === 0 ? (
        <EmptyState message={intl.formatMessage({ id: 'live_chat.unavailable' })} />
      ) : (
        <>
          <p>{intl.formatMessage({ id: 'live_chat.intro' })}</p>
          <ul css={list}>
            {models.data.models.map((m) => (
              <li key={m.id}>
                <button type="button" css={desk} disabled={opening !== null} aria-busy={opening === m.id} data-model={m.id} onClick={() => void open(m.id)}>
                  {intl.formatMessage({ id: 'live_chat.open_named' }, { name: m.name })}
                </button>
              </li>
            ))}
          </ul>
          {failure && (
            <p role="alert" css={problem}>
              {failure}
            </p>
          )}
        </>
      )}
    </section>
  );
}
