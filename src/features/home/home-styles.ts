/** Styles the home sections share (theme tokens only). */
import type { Theme } from '@emotion/react';

export const section = (theme: Theme) => ({
  margin: `${theme.space.lg} ${theme.space.md} 0`,
  padding: theme.space.lg,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  '@media (max-width: 480px)': { padding: theme.space.md },
});

export const sectionHeading = (theme: Theme) => ({
  margin: `0 0 ${theme.space.sm}`,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
  color: theme.colors.text,
});

export const sectionText = (theme: Theme) => ({
  margin: `0 0 ${theme.space.md}`,
  color: theme.colors.textMuted,
  maxWidth: '60ch',
});

export const textLink = (theme: Theme) => ({
  color: theme.colors.primary,
  fontWeight: theme.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: theme.space.xxs,
});
