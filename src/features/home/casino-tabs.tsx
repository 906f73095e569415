/**
 * The casino tab strip (§2.3, §9): one tab per game type the merchant offers, each panel with
 * up to 10 vendor tiles (icon with its size, name, a maintenance mark). WAI-ARIA tabs with
 * automatic activation: arrows (mirrored right to left), Home and End move between tabs, Tab
 * moves into the panel. A tile opens the vendor's page (the launch flow comes with its issue).
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { VendorMenuItem } from '../../../schemas/content';
import { homeVendorsQueryOptions } from '../../api/home-vendors-query';
import { TabList, TabPanel } from '../../ui/tabs/tabs';
import { casinoGroups } from './casino-groups';
import { categoryLabels } from './category-labels';
import { section, sectionHeading } from './home-styles';
import { vendorPath } from './vendor-path';

export const vendorIconSize = 64;

const panel = (theme: Theme) => ({ marginTop: theme.space.md, minHeight: '8rem' });
const grid = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media (max-width: 480px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.space.xs },
});
const tile = (theme: Theme) => ({
  display: 'grid',
  justifyItems: 'center',
  gap: theme.space.xs,
  padding: theme.space.sm,
  height: '100%',
  boxSizing: 'border-box' as const,
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  color: theme.colors.text,
  textAlign: 'center' as const,
  textDecoration: 'none',
  fontSize: theme.fontSize.sm,
  '&:hover': { borderColor: theme.colors.primary, color: theme.colors.primary },
});
const iconStyle = (theme: Theme) => ({ width: '4rem', height: '4rem', borderRadius: theme.radius });
const badge = (theme: Theme) => ({ color: theme.colors.warning, fontSize: theme.fontSize.sm });

function VendorTile({ vendor }: { vendor: VendorMenuItem }) {
  return (
    <li>
      <Link to={vendorPath(vendor)} css={tile} data-testid="vendor-tile">
        <img css={iconStyle} src={vendor.iconUrl} alt="" width={vendorIconSize} height={vendorIconSize} loading="lazy" decoding="async" />
        <span>{vendor.displayName}</span>
        {vendor.maintenance && (
          <span css={badge}>
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
      <TabList
        label={intl.formatMessage({ id: 'home.casino.tabs' })}
        items={groups.map((g) => ({ id: g.gameType, label: intl.formatMessage(categoryLabels[g.gameType]) }))}
        selectedId={group?.gameType ?? null}
        onSelect={setSelected}
        orientation="horizontal"
        idBase={base}
      />
      {group ? (
        <TabPanel idBase={base} id={group.gameType} css={panel}>
          <ul css={grid}>
            {group.vendors.map((v) => (
              <VendorTile key={v.nodeId} vendor={v} />
            ))}
          </ul>
        </TabPanel>
      ) : (
        <div css={[panel, grid]} aria-busy="true" />
      )}
    </section>
  );
}
