/** Shared looks of the member and agent centres: cards, fields, tables, messages (theme tokens only). */
import type { Theme } from '@emotion/react';

/** The phone breakpoint of the layout (src/app/layout/breakpoints.ts: ≤ 480 px); features cannot import the app. */
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
export const field = { display: 'grid', gap: '0.25rem', minWidth: 0 } as const;
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
export const row = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space.xs, alignItems: 'end' });
export const formGrid = (theme: Theme) => ({ display: 'grid', gap: theme.space.sm, maxWidth: '28rem' });
// position: relative makes the wrap the containing block of absolutely positioned content (a
// visually hidden header): clipped with the table, it no longer widens the page on a phone.
export const tableWrap = { overflowX: 'auto' as const, maxWidth: '100%', position: 'relative' as const };
export const table = (theme: Theme) => ({
  width: '100%',
  borderCollapse: 'collapse' as const,
  fontSize: theme.fontSize.sm,
  '& th, & td': { padding: theme.space.xs, borderBottom: `${theme.layout.hairline} solid ${theme.colors.border}`, textAlign: 'start' as const },
  '& td.num, & th.num': { textAlign: 'end' as const, fontVariantNumeric: 'tabular-nums' as const, whiteSpace: 'nowrap' as const },
  [mobileMedia]: { fontSize: theme.fontSize.sm },
});
export const totals = (theme: Theme) => ({
  display: 'flex',
  flexWrap: 'wrap' as const,
  gap: theme.space.md,
  margin: 0,
  '& > div': { display: 'grid' },
  '& dt': { color: theme.colors.textMuted, fontSize: theme.fontSize.sm },
  '& dd': { margin: 0, fontWeight: theme.fontWeight.bold, fontVariantNumeric: 'tabular-nums' as const },
});
