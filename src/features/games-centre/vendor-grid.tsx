/**
 * Vendors as tiles (icon, name, maintenance badge) in a responsive grid, and a skeleton of the
 * same tiles while the menus load: every tile has the same fixed height, so nothing moves when
 * the data arrives. The game lists and the launch come with the catalogue issue.
 */
import { keyframes, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { VendorIcon } from './vendor-icon';

/** What a vendor tile shows (a menu entry or a vendor card of GCSGAME_getVassGameType). */
export interface VendorTileData {
  nodeId: string;
  vassalage: string;
  displayName: string;
  iconUrl: string;
  maintenance: boolean;
}

/** Icon, gap and two lines of name inside the padding: every tile (and skeleton) is this tall. */
const tileHeight = (theme: Theme) =>
  `calc(${theme.space.xxl} + ${theme.space.md} + ${theme.space.md} * 2 + ${theme.space.xs} + ${theme.fontSize.md} * 2.6)`;

const grid = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${theme.space.xxl} * 3), 1fr))`,
});

const tile = (theme: Theme) => ({
  position: 'relative' as const,
  height: tileHeight(theme),
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  justifyItems: 'center',
  alignContent: 'start',
  gap: theme.space.xs,
  padding: theme.space.md,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  minWidth: 0,
});

const name = (theme: Theme) => ({
  maxWidth: '100%',
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical' as const,
  WebkitLineClamp: 2,
  textAlign: 'center' as const,
  overflowWrap: 'anywhere' as const,
  fontWeight: theme.fontWeight.medium,
  lineHeight: 1.3,
});

const badge = (theme: Theme) => ({
  position: 'absolute' as const,
  top: theme.space.xs,
  insetInlineEnd: theme.space.xs,
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius,
  background: theme.colors.accent,
  color: theme.colors.onAccent,
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.bold,
});

/** The whole tile as one button when the vendor can be opened (launch, popup list, game list). */
const open = {
  all: 'unset' as const,
  position: 'absolute' as const,
  inset: 0,
  cursor: 'pointer',
  borderRadius: 'inherit',
  '&:focus-visible': { outline: '3px solid currentColor', outlineOffset: '2px' },
};

export function VendorTile<V extends VendorTileData>({ vendor, lazy = false, onOpen }: { vendor: V; lazy?: boolean; onOpen?: (vendor: V) => void }) {
  return (
    <li css={tile} data-testid="vendor-tile" data-vendor={vendor.vassalage}>
      <VendorIcon src={vendor.iconUrl} code={vendor.vassalage} alt="" size="lg" lazy={lazy} />
      <span css={name} title={vendor.displayName}>
        {vendor.displayName}
      </span>
      {vendor.maintenance && (
        <span css={badge}>
          <FormattedMessage id="games.maintenance" />
        </span>
      )}
      {onOpen && <button type="button" css={open} aria-label={vendor.displayName} onClick={() => onOpen(vendor)} />}
    </li>
  );
}

export function VendorGrid<V extends VendorTileData>({ vendors, lazyFrom = 12, onOpen }: { vendors: readonly V[]; lazyFrom?: number; onOpen?: (vendor: V) => void }) {
  return (
    <ul css={grid}>
      {vendors.map((v, i) => (
        <VendorTile key={v.nodeId} vendor={v} lazy={i >= lazyFrom} onOpen={onOpen} />
      ))}
    </ul>
  );
}

const pulse = keyframes({ '50%': { opacity: 0.5 } });
const skeletonTile = (theme: Theme) => ({
  ...tile(theme),
  background: theme.colors.surfaceRaised,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});

/** Placeholder tiles with the real tiles' size (no layout shift when the vendors arrive). */
export function VendorGridSkeleton({ count = 8 }: { count?: number }) {
  const intl = useIntl();
  return (
    <div role="status" aria-label={intl.formatMessage({ id: 'games.loading' })}>
      <ul css={grid} aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <li key={i} css={skeletonTile} />
        ))}
      </ul>
    </div>
  );
}
