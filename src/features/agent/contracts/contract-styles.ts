/** Looks of the contract page and pop-up (theme tokens only, light and dark palettes alike). */
import type { Theme } from '@emotion/react';
import { isApiError } from '../../../api/client';

/** The phone breakpoint of the layout (≤ 480 px). */
export const mobileMedia = '@media (max-width: 30rem)';

export const card = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.sm,
  padding: theme.space.md,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
  color: theme.colors.text,
  minWidth: 0,
});
export const h1 = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl });
export const h2 = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.lg });
export const muted = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });
export const alert = (theme: Theme) => ({ margin: 0, color: theme.colors.danger });
export const success = (theme: Theme) => ({ margin: 0, color: theme.colors.success });
export const field = { display: 'grid', gap: '0.25rem', minWidth: 0, maxWidth: '28rem' } as const;
export const input = (theme: Theme) => ({
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.xs}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.background,
  color: theme.colors.text,
  font: 'inherit',
  minWidth: 0,
  '&[aria-invalid="true"]': { borderColor: theme.colors.danger },
});
/** The shared scrolling wrap (its visually hidden headers are clipped with the table on a phone). */
export { tableWrap } from '../../../ui/page-styles';
export const table = (theme: Theme) => ({
  width: '100%',
  borderCollapse: 'collapse' as const,
  fontSize: theme.fontSize.sm,
  color: theme.colors.text,
  '& caption': {
    textAlign: 'start' as const,
    fontWeight: theme.fontWeight.bold,
    paddingBottom: theme.space.xxs,
  },
  '& th, & td': {
    padding: theme.space.xs,
    borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}`,
    textAlign: 'start' as const,
    verticalAlign: 'top' as const,
  },
  '& td.num, & th.num': {
    textAlign: 'end' as const,
    fontVariantNumeric: 'tabular-nums' as const,
    whiteSpace: 'nowrap' as const,
  },
});

/** The locale key of a failed call's message (the catalogue's, or the server's own text). */
export const errorKeyOf = (error: unknown): string =>
  isApiError(error) ? error.messageKey : 'error.unknown';
