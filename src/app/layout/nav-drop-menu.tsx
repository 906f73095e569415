/**
 * One category of the top navigation (§2.3): the link to its page and, when it has vendors, a
 * drop menu of up to 12 of them (icon + name). A mouse opens it by hovering; keyboard and touch
 * use the toggle button beside the link (ArrowDown opens it and moves into the list; Escape
 * closes it and returns to the button).
 */
import type { Theme } from '@emotion/react';
import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import type { VendorMenuItem } from '../../../schemas/content';
import { VendorIcon } from '../../features/games-centre/vendor-icon';
import { vendorPath } from '../paths';
import { mobileMedia } from './breakpoints';
import { ChevronDownIcon } from './icons';
import { navLinkStyle } from './nav-styles';
import { useDisclosure } from './use-disclosure';

const item = {
  position: 'relative' as const,
  display: 'flex',
  alignItems: 'stretch',
  [mobileMedia]: { flexWrap: 'wrap' as const },
};

const toggle = (theme: Theme) => ({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: theme.space.lg,
  padding: `0 ${theme.space.xxs}`,
  border: 0,
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colors.textMuted,
  cursor: 'pointer',
  '& svg': { transition: `transform ${theme.motion.fast}` },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
  '&:hover': { color: theme.colors.primary },
  [mobileMedia]: { minWidth: theme.space.xxl },
});

const panel = (theme: Theme) => ({
  position: 'absolute' as const,
  top: '100%',
  insetInlineStart: 0,
  zIndex: 30,
  width: `calc(${theme.space.xxl} * 9)`,
  maxWidth: `calc(100vw - ${theme.space.lg})`,
  padding: theme.space.sm,
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  boxShadow: `0 ${theme.space.xxs} ${theme.space.md} ${theme.colors.overlay}`,
  '&[hidden]': { display: 'none' },
  [mobileMedia]: {
    position: 'static' as const,
    width: '100%',
    maxWidth: 'none',
    boxShadow: 'none',
    border: 0,
    background: 'transparent',
    padding: `0 0 ${theme.space.sm}`,
  },
});

const list = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: theme.space.xxs,
});

const vendorLink = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.space.xs,
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius,
  color: theme.colors.text,
  textDecoration: 'none',
  '&:hover': { background: theme.colors.surface, color: theme.colors.primary },
});

const vendorName = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' as const };

interface NavDropMenuProps {
  label: string;
  to: string;
  vendors: VendorMenuItem[];
  /** Whether the link is the current page's (NavLink's own test fails for lottery/query targets). */
  end?: boolean;
  /** Takes over the link's click (the cockfight item launches its game, §2.3). */
  onLinkClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}

export function NavDropMenu({ label, to, vendors, end = false, onLinkClick }: NavDropMenuProps) {
  const intl = useIntl();
  const menu = useDisclosure({ hover: true });
  // The vendor list is built the first time the menu opens (then kept): the first screen
  // does not pay for a dozen hidden lists of links and icons.
  const [opened, setOpened] = useState(false);
  if (menu.open && !opened) setOpened(true);
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    menu.setOpen(true);
    // The panel is shown on the next paint; move into it then.
    requestAnimationFrame(() => document.getElementById(menu.panelProps.id)?.querySelector('a')?.focus());
  };
  return (
    <li css={item} data-nav="category" {...menu.rootProps}>
      <NavLink
        to={to}
        end={end}
        css={navLinkStyle}
        onClick={(event) => {
          menu.close();
          onLinkClick?.(event);
        }}
      >
        {label}
      </NavLink>
      <button
        css={toggle}
        {...menu.buttonProps}
        onKeyDown={onButtonKey}
        aria-label={intl.formatMessage({ id: 'nav.vendors_of' }, { category: label })}
      >
        <ChevronDownIcon />
      </button>
      <div css={panel} {...menu.panelProps}>
        {(menu.open || opened) && (
          <ul css={list}>
            {vendors.map((v) => (
              <li key={v.nodeId}>
                <Link to={vendorPath(v)} css={vendorLink}>
                  <VendorIcon src={v.iconUrl} code={v.vassalage} alt="" size="sm" lazy />
                  <span css={vendorName}>{v.displayName}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}
