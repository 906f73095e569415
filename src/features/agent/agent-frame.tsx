/**
 * The agent centre's frame: a side menu of the centre's pages (agent-pages.ts) beside the page;
 * on a phone (≤ 480 px) the menu becomes a scrolling row above the page. The current page is
 * marked with aria-current by NavLink. The page loads lazily inside the frame.
 */
import type { Theme } from '@emotion/react';
import { Suspense, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { LoadingState } from '../../ui/content-state';
import { mobileMedia } from '../../ui/page-styles';
import { agentHref, type AgentPageEntry } from './agent-pages';

const frame = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: '13rem minmax(0, 1fr)',
  gap: theme.space.lg,
  maxWidth: '76rem',
  margin: '0 auto',
  padding: `${theme.space.lg} ${theme.space.md}`,
  alignItems: 'start',
  background: theme.colors.background,
  color: theme.colors.text,
  [mobileMedia]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: theme.space.sm, padding: theme.space.xs },
});
const menu = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.xxs,
  margin: 0,
  padding: theme.space.xs,
  listStyle: 'none',
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
  [mobileMedia]: { display: 'flex', overflowX: 'auto' as const, padding: theme.space.xxs },
});
const link = (theme: Theme) => ({
  display: 'block',
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radius,
  color: theme.colors.text,
  textDecoration: 'none',
  // Long names ("Subordinate profit and loss", other languages) wrap inside the 13rem column;
  // the phone's scrolling row keeps each on one line.
  overflowWrap: 'anywhere' as const,
  [mobileMedia]: { whiteSpace: 'nowrap' as const },
  '&:hover': { color: theme.colors.primary },
  '&[aria-current="page"]': { background: theme.colors.primary, color: theme.colors.onPrimary },
});
const content = (theme: Theme) => ({ display: 'grid', gap: theme.space.lg, minWidth: 0 });

export function AgentFrame({ pages, children }: { pages: readonly AgentPageEntry[]; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div css={frame} data-testid="agent-centre">
      <nav aria-label={intl.formatMessage({ id: 'agentc.menu' })}>
        <ul css={menu}>
          {pages.map(({ page, navKey }) => (
            <li key={page}>
              <NavLink to={agentHref(page)} css={link} data-testid={`agent-menu-${page}`}>
                <FormattedMessage id={navKey} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div css={content}>
        <Suspense fallback={<LoadingState label={intl.formatMessage({ id: 'member.loading' })} />}>{children}</Suspense>
      </div>
    </div>
  );
}

/** A page of the centre: its heading and sections. */
export function AgentPageBody({ titleKey, children, testId }: { titleKey: string; children: ReactNode; testId?: string }) {
  const id = `agent-${titleKey.replace(/\W/g, '-')}`;
  return (
    <section aria-labelledby={id} data-testid={testId} css={(theme: Theme) => ({ display: 'grid', gap: theme.space.lg, minWidth: 0 })}>
      <h1 id={id} css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl })}>
        <FormattedMessage id={titleKey} />
      </h1>
      {children}
    </section>
  );
}
