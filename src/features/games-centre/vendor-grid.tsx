/**
 * Vendors as tiles (icon, name, maintenance badge) in a responsive grid, and a skeleton of the
 * same tiles while the menus load: every tile has the same fixed height, so nothing moves when
 * the data arrives (the skeleton and the shared sizes are vendor-grid-skeleton.tsx, which the
 * /rng lobby's loading state uses without the vendor tiles).
 */
import type { Theme } from '@emotion/react';
import { FormattedMessage } from 'react-intl';
import { grid, tile } from './vendor-grid-skeleton';
import { VendorIcon } from './vendor-icon';

/** What a vendor tile shows (a menu entry or a vendor card of GCSGAME_getVassGameType). */
export interface VendorTileData {
  nodeId: string;
  vassalage: string;
  displayName: string;
  iconUrl: string;
  maintenance: boolean;
}

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
