/**
 * Placeholder vendor tiles while a games-centre list loads, and the grid and tile sizes the real
 * vendor tiles (vendor-grid.tsx) share with them, so nothing moves when the data arrives. Apart
 * from the vendor tiles so that the /rng lobby's loading state (page-frame.tsx) does not pull
 * them into its chunk (docs/decisions/021).
 */
import { keyframes, type Theme } from '@emotion/react';
import { useIntl } from 'react-intl';

/** Icon, gap and two lines of name inside the padding: every tile (and skeleton) is this tall. */
const tileHeight = (theme: Theme) =>
  `calc(${theme.space.xxl} + ${theme.space.md} + ${theme.space.md} * 2 + ${theme.space.xs} + ${theme.fontSize.md} * 2.6)`;

export const grid = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.md,
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${theme.space.xxl} * 3), 1fr))`,
});

export const tile = (theme: Theme) => ({
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
