/**
 * The header (§2.3), first cut: logo to /, the navigation starting with Home, the language
 * selector and the theme toggle. The app-shell issue adds game categories, customer service
 * and the logged-in part.
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import { useBrand, usePreferences } from '../../brand/brand-context';
import { LanguageSelect } from '../../brand/language-select';
import { ThemeToggle } from '../../brand/theme-toggle';
import { paths, type AppPath } from '../paths';

const navItems: { to: AppPath; label: { id: string } }[] = [
  { to: paths.home, label: { id: 'w_home' } },
  { to: paths.promotions, label: { id: 'w_promotions' } },
  { to: paths.join, label: { id: 'w_join' } },
  { to: paths.down, label: { id: 'w_download' } },
];

const bar = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: theme.space.md,
  padding: `${theme.space.sm} ${theme.space.lg}`,
  background: theme.colors.surface,
  borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}`,
});
const logo = (theme: Theme) => ({ display: 'block', height: theme.layout.headerLogoHeight, width: 'auto' });
const list = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
const link = (theme: Theme) => ({
  display: 'block',
  padding: `${theme.space.xs} ${theme.space.sm}`,
  borderRadius: theme.radius,
  color: theme.colors.text,
  textDecoration: 'none',
  fontWeight: theme.fontWeight.medium,
  '&:hover': { background: theme.colors.surfaceRaised, color: theme.colors.primary },
  '&[aria-current="page"]': {
    color: theme.colors.primary,
    textDecoration: 'underline',
    textDecorationThickness: theme.layout.focusRing,
    textUnderlineOffset: theme.space.xs,
  },
});
const tools = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.sm,
  marginInlineStart: 'auto',
});

export function Header() {
  const { brand, assetUrl } = useBrand();
  const { themeMode } = usePreferences();
  const intl = useIntl();
  const logoPath = themeMode === 'dark' && brand.theme.logoDark ? brand.theme.logoDark : brand.theme.logo;
  return (
    <header css={bar}>
      <Link to={paths.home}>
        <img
          css={logo}
          src={assetUrl(logoPath)}
          alt={intl.formatMessage({ id: 'header.home_link' }, { brand: brand.name })}
        />
      </Link>
      <nav aria-label={intl.formatMessage({ id: 'nav.main' })}>
        <ul css={list}>
          {navItems.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end css={link}>
                <FormattedMessage {...item.label} />
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div css={tools}>
        <LanguageSelect />
        <ThemeToggle />
      </div>
    </header>
  );
}
