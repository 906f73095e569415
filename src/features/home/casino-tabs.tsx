/**
 * The casino tab strip (§2.3, §9): one tab per game type the merchant offers, each panel with
 * up to 10 vendor tiles (icon with its size, name, a maintenance mark). WAI-ARIA tabs with
 * automatic activation: arrows (mirrored right to left), Home and End move between tabs, Tab
 * moves into the panel. A tile opens the vendor's page (the launch flow comes with its issue).
 */
import type { Theme } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { VendorMenuItem } from '../../../schemas/content';
import { languages } from '../../../schemas/languages';
import { homeVendorsQueryOptions } from '../../api/home-vendors-query';
import { usePreferences } from '../../brand/brand-context';
import { casinoGroups } from './casino-groups';
import { categoryLabels } from './category-labels';
import { section, sectionHeading } from './home-styles';
import { tabIndexForKey } from './tab-keys';
import { vendorPath } from './vendor-path';

export const vendorIconSize = 64;

const tabList = (theme: Theme) => ({
  display: 'flex',
  gap: theme.space.xxs,
  overflowX: 'auto' as const,
  margin: `0 0 ${theme.space.md}`,
  padding: `0 0 ${theme.space.xxs}`,
  borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}`,
  scrollbarWidth: 'thin' as const,
});
const tab = (theme: Theme) => ({
  flex: 'none',
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.md}`,
  border: 0,
  borderBottom: `${theme.layout.focusRing} solid transparent`,
  background: 'transparent',
  color: theme.colors.textMuted,
  font: 'inherit',
  fontWeight: theme.fontWeight.medium,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.text },
  '&[aria-selected="true"]': { color: theme.colors.primary, borderBottomColor: theme.colors.primary },
});
const grid = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
  gap: theme.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minHeight: '8rem',
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
  const { language } = usePreferences();
  const rtl = languages[language].dir === 'rtl';
  const vendors = useQuery(homeVendorsQueryOptions());
  const groups = useMemo(() => casinoGroups(vendors.data ?? []), [vendors.data]);
  const [selected, setSelected] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const base = useId();
  if (vendors.isSuccess && groups.length === 0) return null;
  const current = Math.min(selected, Math.max(groups.length - 1, 0));
  const group = groups[current];

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    const next = tabIndexForKey(event.key, current, groups.length, rtl);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    tabs.current[next]?.focus();
  };

  return (
    <section css={section} aria-labelledby={`${base}-title`} data-testid="casino-tabs">
      <h2 id={`${base}-title`} css={sectionHeading}>
        <FormattedMessage id="home.casino.title" />
      </h2>
      <div role="tablist" aria-label={intl.formatMessage({ id: 'home.casino.tabs' })} css={tabList} onKeyDown={onKeyDown}>
        {groups.map((g, i) => (
          <button
            key={g.gameType}
            ref={(el) => {
              tabs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${g.gameType}`}
            aria-selected={i === current}
            aria-controls={`${base}-panel`}
            tabIndex={i === current ? 0 : -1}
            css={tab}
            onClick={() => setSelected(i)}
          >
            <FormattedMessage {...categoryLabels[g.gameType]} />
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={group ? `${base}-tab-${group.gameType}` : undefined} aria-busy={!group} tabIndex={0}>
        <ul css={grid}>{group?.vendors.map((v) => <VendorTile key={v.nodeId} vendor={v} />)}</ul>
      </div>
    </section>
  );
}
