/**
 * A busy indicator. With a label it is a polite status for assistive technology; without one
 * (before any catalogue is loaded) it is decoration only.
 */
import { keyframes, type Theme } from '@emotion/react';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const ring = (theme: Theme) => ({
  width: theme.layout.spinner,
  height: theme.layout.spinner,
  borderRadius: '50%',
  border: `${theme.layout.spinnerStroke} solid ${theme.colors.border}`,
  borderTopColor: theme.colors.primary,
  animation: `${spin} ${theme.motion.spin} linear infinite`,
});

export function Spinner({ label }: { label?: string }) {
  if (!label) return <div css={ring} aria-hidden="true" />;
  return <div css={ring} role="status" aria-label={label} />;
}
