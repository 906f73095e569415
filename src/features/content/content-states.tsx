/**
 * The states a content page passes through besides showing content: loading (a skeleton of
 * the page's shape, announced as busy), failed (the §8 message of the error and Retry), and
 * empty (the brand has nothing here yet).
 */
import { keyframes, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '../../api/client';
import { Button } from '../../ui/button';

const pulse = keyframes({ '50%': { opacity: 0.5 } });

const box = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.sm,
  padding: theme.space.lg,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
});
const bar = (width: string) => (theme: Theme) => ({
  height: theme.fontSize.md,
  width,
  borderRadius: theme.radius,
  background: theme.colors.surfaceRaised,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
});
const message = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });

export function ContentLoading() {
  const intl = useIntl();
  return (
    <div
      css={box}
      role="status"
      aria-label={intl.formatMessage({ id: 'boot.loading' })}
      data-testid="content-loading"
    >
      <div css={bar('40%')} />
      <div css={bar('95%')} />
      <div css={bar('90%')} />
      <div css={bar('70%')} />
    </div>
  );
}

export function ContentError({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const key = isApiError(error) ? error.messageKey : 'error.unknown';
  return (
    <div css={box} role="alert" data-testid="content-error">
      <p css={message}>
        <FormattedMessage id={key} />
      </p>
      <div>
        <Button onClick={onRetry} disabled={retrying}>
          <FormattedMessage id="action.retry" />
        </Button>
      </div>
    </div>
  );
}

export function ContentEmpty() {
  return (
    <div css={box} data-testid="content-empty">
      <p css={message}>
        <FormattedMessage id="content.empty" />
      </p>
    </div>
  );
}
