/**
 * The header (§2.3): logo to /, the main navigation with the vendor drop menus, customer
 * service, language, theme, and the account area. At ≤ 480 px the navigation and the tools fold
 * into a menu behind an accessible toggle: it opens below the bar, focus moves to its first
 * link, Escape closes it and returns focus to the toggle, and it closes after a navigation.
 */
import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { useBrand, usePreferences } from '../../brand/brand-context';
import { LanguageSelect } from '../../brand/language-select';
import { ThemeToggle } from '../../brand/theme-toggle';
import { paths } from '../paths';
import { desktopMedia, mobileMedia } from './breakpoints';
import { HeaderAccount } from './header-account';
import { HeaderNav } from './header-nav';
import { HeaderServiceMenu } from './header-service-menu';
import { CloseIcon, MenuIcon } from './icons';

const bar = (theme: Theme) => ({
  position: 'relative' as const,
  zIndex: 20,
  background: theme.colors.surface,
  borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}`,
});
const inner = (theme: Theme) => ({
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  padding: `${theme.space.xs} ${theme.space.lg}`,
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gridTemplateAreas: '"tools tools" "logo auth" "nav nav"',
  alignItems: 'center',
  columnGap: theme.space.md,
  rowGap: theme.space.xs,
  [mobileMedia]: {
    padding: theme.space.sm,
    gridTemplateColumns: 'auto 1fr',
    gridTemplateAreas: '"menu logo" "auth auth" "panel panel"',
  },
});
const logo = { gridArea: 'logo', display: 'block', justifySelf: 'start' } as const;
const logoImage = (theme: Theme) => ({ display: 'block', height: theme.layout.headerLogoHeight, width: 'auto' });
const menuButton = (theme: Theme) => ({
  gridArea: 'menu',
  display: 'none',
  placeItems: 'center',
  minWidth: theme.space.xxl,
  minHeight: theme.space.xxl,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
  [mobileMedia]: { display: 'inline-grid' },
});
const panel = (theme: Theme) => ({
  [desktopMedia]: { display: 'contents' },
  [mobileMedia]: {
    gridArea: 'panel',
    display: 'grid',
    gap: theme.space.md,
    paddingTop: theme.space.sm,
    borderTop: `${theme.layout.hairline} solid ${theme.colors.border}`,
    '&[data-open="false"]': { display: 'none' },
  },
});
/** Customer service, language and theme: a compact strip above the bar on desktop. */
const tools = (theme: Theme) => ({
  gridArea: 'tools',
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: theme.space.xs,
  paddingBottom: theme.space.xs,
  borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}`,
  fontSize: theme.fontSize.sm,
  [desktopMedia]: {
    '& > * > button, & > * > select, & > button': { minHeight: theme.space.xl, padding: `0 ${theme.space.sm}` },
  },
  [mobileMedia]: { gridArea: 'auto', justifyContent: 'flex-start', borderBottom: 0, paddingBottom: 0 },
});

function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seen, setSeen] = useState(location.key);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  if (seen !== location.key) {
    // A navigation closes the menu (state adjusted while rendering, not in an effect).
    setSeen(location.key);
    setOpen(false);
  }
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button, select')?.focus();
  }, [open]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    buttonRef.current?.focus();
  };
  return { open, setOpen, buttonRef, panelRef, onKeyDown };
}

export function Header() {
  const { brand, assetUrl } = useBrand();
  const { themeMode } = usePreferences();
  const intl = useIntl();
  const panelId = useId();
  const { open, setOpen, buttonRef, panelRef, onKeyDown } = useMobileMenu();
  const logoPath = themeMode === 'dark' && brand.theme.logoDark ? brand.theme.logoDark : brand.theme.logo;
  return (
    <header css={bar}>
      <div css={inner}>
        <button
          ref={buttonRef}
          type="button"
          css={menuButton}
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={intl.formatMessage({ id: open ? 'nav.close_menu' : 'nav.open_menu' })}
          onClick={() => setOpen(!open)}
        >
          {open ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link to={paths.home} css={logo}>
          <img
            css={logoImage}
            src={assetUrl(logoPath)}
            alt={intl.formatMessage({ id: 'header.home_link' }, { brand: brand.name })}
          />
        </Link>
        <div id={panelId} ref={panelRef} css={panel} data-open={open} onKeyDown={onKeyDown}>
          <HeaderNav />
          <div css={tools}>
            <HeaderServiceMenu />
            <LanguageSelect />
            <ThemeToggle />
          </div>
        </div>
        <HeaderAccount />
      </div>
    </header>
  );
}
