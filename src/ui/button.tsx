/** Buttons and button-looking links, from theme tokens only. */
import type { Theme } from '@emotion/react';
import type { AnchorHTMLAttributes, ButtonHTMLAttributes } from 'react';

export type ButtonTone = 'primary' | 'quiet';

export const buttonStyle = (tone: ButtonTone) => (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.space.xs,
  minHeight: theme.space.xxl,
  padding: `0 ${theme.space.lg}`,
  borderRadius: theme.radius,
  border: `${theme.layout.hairline} solid ${tone === 'primary' ? theme.colors.primary : theme.colors.border}`,
  background: tone === 'primary' ? theme.colors.primary : theme.colors.surface,
  color: tone === 'primary' ? theme.colors.onPrimary : theme.colors.text,
  font: 'inherit',
  fontWeight: theme.fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `filter ${theme.motion.fast}`,
  '&:hover': { filter: 'brightness(1.08)' },
  '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
});

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
}

export function Button({ tone = 'primary', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} css={buttonStyle(tone)} {...rest} />;
}

interface ButtonLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  tone?: ButtonTone;
}

export function ButtonLink({ tone = 'primary', ...rest }: ButtonLinkProps) {
  return <a css={buttonStyle(tone)} {...rest} />;
}
