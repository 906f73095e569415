/** The cards of /down (§2.7): one per way to get the app. */
import type { Theme } from '@emotion/react';

export const card = (theme: Theme) => ({
  display: 'grid',
  justifyItems: 'center',
  alignContent: 'start',
  gap: theme.space.sm,
  padding: theme.space.lg,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  textAlign: 'center' as const,
});

export const cardTitle = (theme: Theme) => ({
  margin: 0,
  fontSize: theme.fontSize.lg,
  fontWeight: theme.fontWeight.bold,
});

export const muted = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted, fontSize: theme.fontSize.sm });
