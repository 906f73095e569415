/** Styles of the register form, from theme tokens only (the RJSF markup is styled from here). */
import type { Theme } from '@emotion/react';

export const form = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.md,
  minWidth: 0,
  '& input[type="text"], & input[type="email"], & input[type="tel"], & input[type="password"], & input:not([type])': {
    width: '100%',
    minWidth: 0,
    minHeight: theme.space.xxl,
    padding: `0 ${theme.space.sm}`,
    border: `${theme.layout.hairline} solid ${theme.colors.border}`,
    borderRadius: theme.radius,
    background: theme.colors.background,
    color: theme.colors.text,
    font: 'inherit',
  },
  '& [aria-invalid="true"]': { borderColor: theme.colors.danger },
});
export const fields = (theme: Theme) => ({ display: 'grid', gap: theme.space.md, minWidth: 0 });
export const field = (theme: Theme) => ({ display: 'grid', gap: theme.space.xxs, minWidth: 0 });
export const label = (theme: Theme) => ({ fontWeight: theme.fontWeight.medium, fontSize: theme.fontSize.sm });
export const row = (theme: Theme) => ({ display: 'flex', gap: theme.space.xs, alignItems: 'center', minWidth: 0 });
export const grow = { flex: 1, minWidth: 0 };
export const hint = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.sm, color: theme.colors.textMuted });
export const errorText = (theme: Theme) => ({ margin: 0, color: theme.colors.danger, fontSize: theme.fontSize.sm });
export const check = (theme: Theme) => ({
  display: 'inline-flex',
  gap: theme.space.xs,
  alignItems: 'flex-start',
  cursor: 'pointer',
  fontSize: theme.fontSize.sm,
});
export const textLink = (theme: Theme) => ({
  color: theme.colors.primary,
  background: 'none',
  border: 0,
  padding: 0,
  font: 'inherit',
  cursor: 'pointer',
  textDecoration: 'underline',
});
export const captchaImage = (theme: Theme) => ({
  height: theme.space.xxl,
  width: 'auto',
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  background: theme.colors.surface,
});
export const status = (theme: Theme) => ({
  display: 'flex',
  gap: theme.space.xs,
  alignItems: 'center',
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.sm}`,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  fontSize: theme.fontSize.sm,
});
export const full = { width: '100%' };
export const page = (theme: Theme) => ({
  width: '100%',
  maxWidth: theme.layout.panelWidth,
  margin: '0 auto',
  padding: `${theme.space.xl} ${theme.space.md}`,
  display: 'grid',
  gap: theme.space.lg,
});
export const heading = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.xl });
