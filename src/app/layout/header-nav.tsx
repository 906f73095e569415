/**
 * The main navigation (§2.3): Home, then the game categories that have at least one vendor
 * (compiled by schemas/compile-navigation.ts from the brand and GET /lgw/games/game_menus), each
 * with its vendor drop menu, then Promotions, Join Us, Sponsorship and App Download.
 * Lottery items go to the lottery page of the first vendor's vassalage; cockfight "launches the
 * first vendor's game directly": a plain click starts it through the launch flow (guests are
 * sent to log in, trial accounts told to register; the launch code loads on the click), while a
 * modified click or a new tab still opens /cockfight.
 */
import type { Theme } from '@emotion/react';
import { useMemo, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import type { Brand } from '../../../schemas/brand';
import { compileNavigation, type NavItem } from '../../../schemas/compile-navigation';
import type { VendorMenuItem } from '../../../schemas/content';
import { deriveLoginState, getSession } from '../../api/identity/session';
import { useVendorMenus } from '../../api/catalogue/vendor-menus';
import { useBrand } from '../../brand/brand-context';
import { categoryLabelKey } from '../../features/games-centre/category-label';
import { isPlainClick } from '../../ui/plain-click';
import { paths } from '../paths';
import { mobileMedia } from './breakpoints';
import { NavDropMenu } from './nav-drop-menu';
import { navLinkStyle } from './nav-styles';

const nav = { gridArea: 'nav', [mobileMedia]: { gridArea: 'auto' } } as const;
/** One list: Home and the categories, then the site links pushed to the end of the last row. */
const list = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  alignItems: 'center',
  gap: theme.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [mobileMedia]: {
    display: 'grid',
    gap: 0,
    '& > li': { borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}` },
  },
});
const siteLink = (theme: Theme) => ({
  fontSize: theme.fontSize.sm,
  '&[data-first]': { marginInlineStart: 'auto' },
  [mobileMedia]: { '&[data-first]': { marginInlineStart: 0 } },
});

const secondaryLinks = [
  { to: paths.promotions, label: 'w_promotions' },
  { to: paths.join, label: 'w_join' },
  { to: paths.sponsor1, label: 'w_sponsor' },
  { to: paths.down, label: 'w_download' },
] as const;

function targetPath(item: NavItem): string {
  // A launching item (§2.3 cockfight) keeps its page as the address a modified click opens.
  return item.target.kind === 'path' ? item.target.path : paths.cockfight;
}

/**
 * §2.3 "Clicking cockfight launches the first vendor's game directly": the click handler of an
 * item that launches its vendor's game, or none. The launch code loads on the click; a brand that
 * plays games in a tab gets its tab now, during the click (later is a blocked popup).
 */
function launchOf(item: NavItem, brand: Brand) {
  const target = item.target;
  if (target.kind !== 'launch-vendor') return undefined;
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const login = deriveLoginState(getSession(), brand);
    const tab = login.isLogin && !login.isTrial && brand.gameOpenMode === 'tab' ? window.open('', '_blank') : null;
    void import('../../features/games/launch-vendor').then(
      (m) => m.requestVendorLaunch(target.vendor, tab),
      () => {
        // The launch code did not load: the page instead.
        tab?.close();
        window.location.assign(paths.cockfight);
      },
    );
  };
}

export function useNavItems(): { items: NavItem[]; vendorsOf: (item: NavItem) => VendorMenuItem[] } {
  const { brand } = useBrand();
  const menus = useVendorMenus();
  return useMemo(() => {
    const vendors = menus.data ?? [];
    const byNode = new Map(vendors.map((v) => [v.nodeId, v]));
    return {
      items: compileNavigation(brand, vendors),
      vendorsOf: (item) => item.vendors.flatMap((v) => byNode.get(v.nodeId) ?? []),
    };
  }, [brand, menus.data]);
}

export function HeaderNav({ id }: { id?: string }) {
  const intl = useIntl();
  const { brand } = useBrand();
  const { items, vendorsOf } = useNavItems();
  const lottAlso = items.some((i) => i.key === 'LOTT');
  return (
    <nav id={id} css={nav} aria-label={intl.formatMessage({ id: 'nav.main' })}>
      <ul css={list}>
        {items.map((item) =>
          item.key === 'HOME' ? (
            <li key={item.key} data-nav="category">
              <NavLink to={paths.home} end css={navLinkStyle}>
                <FormattedMessage id="w_home" />
              </NavLink>
            </li>
          ) : (
            <NavDropMenu
              key={item.key}
              label={intl.formatMessage({ id: categoryLabelKey(item.key, lottAlso) })}
              to={targetPath(item)}
              vendors={vendorsOf(item)}
              onLinkClick={launchOf(item, brand)}
            />
          ),
        )}
        {secondaryLinks.map((link, i) => (
          <li key={link.to} css={siteLink} data-first={i === 0 ? '' : undefined}>
            <NavLink to={link.to} css={navLinkStyle}>
              <FormattedMessage id={link.label} />
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
