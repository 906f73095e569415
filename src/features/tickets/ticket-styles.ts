/** Looks of the tickets and missions pages (theme tokens only). */
import type { Theme } from '@emotion/react';

export const pageFrame = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.lg,
  padding: `${theme.space.xl} ${theme.space.md}`,
  '@media (max-width: 30rem)': { padding: `${theme.space.lg} ${theme.space.md}` },
});
export const cardList = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(17rem, 1fr))',
  gap: theme.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
export const mono = (theme: Theme) => ({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: theme.fontSize.sm,
  overflowWrap: 'anywhere' as const,
  wordBreak: 'break-all' as const,
});
export const facts = (theme: Theme) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${theme.space.xxs} ${theme.space.sm}`,
  margin: 0,
  '& dt': { color: theme.colors.textMuted },
  '& dd': { margin: 0, minWidth: 0 },
  '@media (max-width: 30rem)': { gridTemplateColumns: '1fr' },
});
export const navRow = (theme: Theme) => ({ display: 'flex', flexWrap: 'wrap' as const, gap: theme.space.sm, alignItems: 'center', justifyContent: 'space-between' });
