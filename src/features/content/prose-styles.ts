/** Page frame and the typography of brand HTML (content pages, promotions): theme tokens only. */
import type { Theme } from '@emotion/react';

export const prose = (theme: Theme) => ({
  color: theme.colors.text,
  lineHeight: 1.6,
  overflowWrap: 'anywhere' as const,
  '& p': { margin: `0 0 ${theme.space.sm}` },
  '& p:last-child': { marginBottom: 0 },
  '& ul, & ol': { margin: `0 0 ${theme.space.sm}`, paddingInlineStart: theme.space.lg },
  '& li + li': { marginTop: theme.space.xxs },
  '& a': { color: theme.colors.primary, textDecoration: 'underline' },
  '& strong, & b': { fontWeight: theme.fontWeight.bold },
  '& img': { maxWidth: '100%', height: 'auto' },
  '& h2, & h3, & h4': { margin: `${theme.space.md} 0 ${theme.space.xs}`, fontSize: theme.fontSize.md },
});

export const pageFrame = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.lg,
  padding: `${theme.space.xl} ${theme.space.md}`,
  '@media (max-width: 480px)': { padding: `${theme.space.lg} ${theme.space.md}` },
});
export const pageTitle = (theme: Theme) => ({
  margin: 0,
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
});
