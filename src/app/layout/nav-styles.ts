/** Shared look of the header's navigation links. */
import type { Theme } from '@emotion/react';
import { mobileMedia } from './breakpoints';

export const navLinkStyle = (theme: Theme) => ({
  display: 'flex',
  alignItems: 'center',
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radius,
  color: theme.colors.text,
  textDecoration: 'none',
  fontWeight: theme.fontWeight.medium,
  whiteSpace: 'nowrap' as const,
  '&:hover': { color: theme.colors.primary },
  '&[aria-current="page"]': {
    color: theme.colors.primary,
    textDecoration: 'underline',
    textDecorationThickness: theme.layout.focusRing,
    textUnderlineOffset: theme.space.xs,
  },
  [mobileMedia]: { flex: 1, padding: `0 ${theme.space.xs}` },
});
