/**
 * What the game tile (game-tile.tsx) and the lobby's lighter tile (lobby-tile.tsx) share: the
 * styles of each part (§2.8: image, fallback initials, name, play-now, free-trial, heart) and the
 * fallback's initials, so both look alike whichever draws them.
 */
import type { Theme } from '@emotion/react';

/** The generated game icons are 120 × 120 (gateway/domain/catalogue/catalogue-icon.ts). */
export const iconSide = 120;

export const tile = (theme: Theme) => ({
  position: 'relative' as const,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gridTemplateRows: 'auto auto auto',
  gap: theme.space.xxs,
  padding: theme.space.xs,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.text,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  minWidth: 0,
  contain: 'layout paint' as const,
});

export const image = (theme: Theme) => ({
  gridColumn: '1 / -1',
  width: '100%',
  height: 'auto',
  aspectRatio: '1',
  display: 'block',
  borderRadius: theme.radius,
  objectFit: 'cover' as const,
  background: theme.colors.surfaceRaised,
});

export const fallback = (theme: Theme) => ({
  ...image(theme),
  display: 'grid',
  placeItems: 'center',
  color: theme.colors.textMuted,
  fontWeight: theme.fontWeight.bold,
  fontSize: theme.fontSize.lg,
});

export const name = (theme: Theme) => ({
  gridColumn: '1 / -1',
  overflow: 'hidden',
  whiteSpace: 'nowrap' as const,
  textOverflow: 'ellipsis',
  fontSize: theme.fontSize.sm,
  fontWeight: theme.fontWeight.medium,
  lineHeight: 1.4,
});

export const action = (tone: 'primary' | 'quiet') => (theme: Theme) => ({
  minHeight: theme.space.xl,
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${tone === 'primary' ? theme.colors.primary : theme.colors.border}`,
  background: tone === 'primary' ? theme.colors.primary : theme.colors.surface,
  color: tone === 'primary' ? theme.colors.onPrimary : theme.colors.text,
  font: 'inherit',
  fontSize: theme.fontSize.sm,
  cursor: 'pointer',
  overflow: 'hidden',
  whiteSpace: 'nowrap' as const,
  textOverflow: 'ellipsis',
});

export const play = (theme: Theme) => ({ ...action('primary')(theme), gridColumn: '1 / -1' });
export const trial = (theme: Theme) => ({ ...action('quiet')(theme), gridColumn: '1 / -1' });

export const heart = (theme: Theme) => ({
  position: 'absolute' as const,
  top: theme.space.xs,
  insetInlineEnd: theme.space.xs,
  width: theme.space.xl,
  height: theme.space.xl,
  display: 'grid',
  placeItems: 'center',
  borderRadius: '50%',
  // A disc of the page's own surface and text over the picture: readable in both palettes
  // (theme-contrast.ts holds text and danger on surface). onPrimary over the dark scrim it
  // used to be was dark on dark in every dark palette.
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  fontSize: theme.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
  '&[aria-pressed="true"]': { color: theme.colors.danger },
});

export function initials(displayName: string): string {
  return [...displayName.trim()].slice(0, 2).join('');
}
