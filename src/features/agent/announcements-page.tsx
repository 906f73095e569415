/** Agent announcements: announcements whose audience is agents, newest first, each a disclosure. */
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { agentKeys } from '../../api/agent/agent-call';
import { fetchAgentAnnouncements } from '../../api/agent/announcement-calls';
import { usePreferences } from '../../brand/brand-context';
import { EmptyState } from '../../ui/content-state';
import { DateTime } from '../../ui/date-time';
import { card, muted } from '../../ui/page-styles';
import { SafeHtml } from '../../ui/safe-html';
import { AgentPageBody } from './agent-frame';
import { AgentQuery } from './agent-query';

export function AnnouncementsPage() {
  const intl = useIntl();
  const { language: lang } = usePreferences();
  const query = useQuery({ queryKey: agentKeys.announcements(lang), queryFn: ({ signal }) => fetchAgentAnnouncements(lang, signal) });
  return (
    <AgentPageBody titleKey="agentc.nav_announcements" testId="agent-announcements">
      <AgentQuery query={query}>
        {(items) =>
          items.length === 0 ? (
            <section css={card}>
              <EmptyState message={intl.formatMessage({ id: 'agentc.announcements_empty' })} />
            </section>
          ) : (
            <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
              {items.map((a, i) => (
                <li key={a.id} css={card} data-testid="agent-announcement">
                  <details open={i === 0}>
                    <summary>
                      <strong>{a.title}</strong> <span css={muted}><DateTime iso={a.startDateStr} /></span>
                    </summary>
                    <SafeHtml html={a.content} />
                  </details>
                </li>
              ))}
            </ul>
          )
        }
      </AgentQuery>
    </AgentPageBody>
  );
}
