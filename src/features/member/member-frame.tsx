/**
 * The member centre's frame (§2.1 member pages): a side menu of the pages beside the page; on a
 * phone (≤ 480 px) the menu becomes a scrolling row above the page. The current page is marked
 * with aria-current by NavLink.
 */
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { mobileMedia } from './member-styles';

/** One menu entry: the page's name, its address and its locale key. */
export interface MemberMenuLink {
  page: string;
  to: string;
  key: string;
}

const frame = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: '12rem minmax(0, 1fr)',
  gap: theme.space.lg,
  maxWidth: '72rem',
  margin: '0 auto',
  padding: `${theme.space.lg} ${theme.space.md}`,
  alignItems: 'start',
  // The page's own ground, so its text always meets contrast in either colour scheme.
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
  whiteSpace: 'nowrap' as const,
  '&:hover': { color: theme.colors.primary },
  '&[aria-current="page"]': { background: theme.colors.primary, color: theme.colors.onPrimary },
});
const content = (theme: Theme) => ({ display: 'grid', gap: theme.space.lg, minWidth: 0 });

export function MemberFrame({ links, children }: { links: readonly MemberMenuLink[]; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div css={frame}>
      <nav aria-label={intl.formatMessage({ id: 'member.menu' })}>
        <ul css={menu}>
          {links.map(({ page, to, key }) => (
            <li key={page}>
              <NavLink to={to} css={link} data-testid={`member-menu-${page}`}>
                <FormattedMessage id={key} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div css={content}>{children}</div>
    </div>
  );
}

/** A page of the centre: its heading and sections. */
export function MemberPageBody({ titleKey, id, children }: { titleKey: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} css={(theme: Theme) => ({ display: 'grid', gap: theme.space.lg, minWidth: 0 })}>
      <h1 id={id} css={(theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl })}>
        <FormattedMessage id={titleKey} />
      </h1>
      {children}
    </section>
  );
}
