/**
 * The casino tab strip (§2.3, §9): one tab per game type the merchant offers, each panel with
 * up to 10 vendor tiles (icon with its size, name, a maintenance mark) in one row (scrolling
 * sideways on narrow screens), so the strip keeps one height. WAI-ARIA tabs (src/ui/tabs) with
 * automatic activation: arrows (mirrored right to left), Home and End move between tabs, Tab
 * moves into the panel. A tile opens the vendor's page (the launch flow comes with its issue).
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { VendorMenuItem } from '../../../schemas/content';
import { homeVendorsQueryOptions } from '../../api/catalogue/home-vendors-query';
import { TabList, TabPanel } from '../../ui/tabs/tabs';
import { casinoGroups } from './casino-groups';
import { categoryLabels } from './category-labels';
import { section, sectionHeading } from './home-styles';
import { vendorPath } from './vendor-path';

export const vendorIconSize = 64;

/** A tile is a fixed height and the vendors sit in one row, so the strip never changes height. */
const tileHeight = '8.75rem';
const wide = '@media (min-width: 64rem)';

/** Tabs, panel and one row of tiles, reserved before the menu arrives (no jump when it does). */
const body = { minHeight: '14.5rem' };
const panel = (theme: Theme) => ({ marginTop: theme.space.md });
const row = (theme: Theme) => ({
  display: 'flex',
  gap: theme.space.xs,
  margin: 0,
  padding: `0 0 ${theme.space.xxs}`,
  listStyle: 'none',
  overflowX: 'auto' as const,
  scrollSnapType: 'x proximity',
  scrollbarWidth: 'thin' as const,
  '& > li': { flex: 'none', width: '6.5rem', scrollSnapAlign: 'start' },
  [wide]: {
    display: 'grid',
    gridTemplateColumns: 'repeat(10, minmax(0, 1fr))',
    overflowX: 'visible' as const,
    '& > li': { width: 'auto' },
  },
});
const tile = (theme: Theme) => ({
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'center',
  gap: theme.space.xs,
  height: tileHeight,
  padding: `${theme.space.sm} ${theme.space.xxs}`,
  boxSizing: 'border-box' as const,
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  color: theme.colors.text,
  textAlign: 'center' as const,
  textDecoration: 'none',
  fontSize: theme.fontSize.sm,
  lineHeight: 1.3,
  '&:hover': { borderColor: theme.colors.primary, color: theme.colors.primary },
});
const iconStyle = (theme: Theme) => ({
  flex: 'none',
  width: '4rem',
  height: '4rem',
  borderRadius: theme.radius,
});
const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
  maxWidth: '100%',
});
const badge = (theme: Theme) => ({
  color: theme.colors.textMuted,
  fontSize: theme.fontSize.sm,
  fontStyle: 'italic',
});

function VendorTile({ vendor }: { vendor: VendorMenuItem }) {
  return (
    <li>
      <Link to={vendorPath(vendor)} css={tile} data-testid="vendor-tile">
        <img
          css={iconStyle}
          src={vendor.iconUrl}
          alt=""
          width={vendorIconSize}
          height={vendorIconSize}
          loading="lazy"
          decoding="async"
        />
        <span css={clamp(vendor.maintenance ? 1 : 2)}>{vendor.displayName}</span>
        {vendor.maintenance && (
          <span css={[badge, clamp(1)]}>
            <FormattedMessage id="home.casino.maintenance" />
          </span>
        )}
      </Link>
    </li>
  );
}

export function CasinoTabs() {
  const intl = useIntl();
  const vendors = useQuery(homeVendorsQueryOptions());
  const groups = useMemo(() => casinoGroups(vendors.data ?? []), [vendors.data]);
  const [selected, setSelected] = useState<string | null>(null);
  const base = useId();
  if (vendors.isSuccess && groups.length === 0) return null;
  const group = groups.find((g) => g.gameType === selected) ?? groups[0];
  return (
    <section css={section} aria-labelledby={`${base}-title`} data-testid="casino-tabs">
      <h2 id={`${base}-title`} css={sectionHeading}>
        <FormattedMessage id="home.casino.title" />
      </h2>
      <div css={body}>
        <TabList
          label={intl.formatMessage({ id: 'home.casino.tabs' })}
          items={groups.map((g) => ({
            id: g.gameType,
            label: intl.formatMessage(categoryLabels[g.gameType]),
          }))}
          selectedId={group?.gameType ?? null}
          onSelect={setSelected}
          orientation="horizontal"
          idBase={base}
        />
        {group ? (
          <TabPanel idBase={base} id={group.gameType} css={panel}>
            <ul css={row}>
              {group.vendors.map((v) => (
                <VendorTile key={v.nodeId} vendor={v} />
              ))}
            </ul>
          </TabPanel>
        ) : null}
      </div>
    </section>
  );
}
