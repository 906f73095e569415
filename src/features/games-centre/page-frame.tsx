/** The frame of the games-centre pages: padding, heading row, and the shared load states. */
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isApiError } from '../../api/client';
import { Button } from '../../ui/button';
import { VendorGridSkeleton } from './vendor-grid-skeleton';

export const pageSection = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.lg,
  padding: `${theme.space.xl} ${theme.space.lg}`,
  [`@media (max-width: 30rem)`]: { padding: `${theme.space.lg} ${theme.space.md}` },
});

export const pageHeading = (theme: Theme) => ({
  margin: 0,
  fontSize: theme.fontSize.xl,
  fontWeight: theme.fontWeight.bold,
});

/** A list of game tiles filling the row (hot games, a vendor's games, favourites and recent). */
export const gameTileGrid = (theme: Theme) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.space.sm,
  gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
});
export const mutedText = (theme: Theme) => ({ margin: 0, color: theme.colors.textMuted });

const notice = (theme: Theme) => ({
  display: 'grid',
  gap: theme.space.md,
  justifyItems: 'start',
  padding: theme.space.lg,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
});

/** A boxed message with optional actions (empty states, failures). */
export function Notice({ children, actions, alert = false }: { children: ReactNode; actions?: ReactNode; alert?: boolean }) {
  return (
    <div css={notice} role={alert ? 'alert' : undefined}>
      <p css={mutedText}>{children}</p>
      {actions}
    </div>
  );
}

interface LoadStateProps {
  isPending: boolean;
  error: unknown;
  retrying: boolean;
  onRetry: () => void;
  skeletonCount?: number;
}

/** The skeleton while loading, the failure with Retry (§8 message of the error); null once loaded. */
export function LoadState({ isPending, error, retrying, onRetry, skeletonCount }: LoadStateProps) {
  const intl = useIntl();
  if (error) {
    const key = isApiError(error) ? error.messageKey : 'error.network';
    return (
      <Notice
        alert
        actions={
          <Button onClick={onRetry} disabled={retrying} aria-busy={retrying}>
            <FormattedMessage id="action.retry" />
          </Button>
        }
      >
        {intl.formatMessage({ id: key })}
      </Notice>
    );
  }
  if (isPending) return <VendorGridSkeleton count={skeletonCount} />;
  return null;
}
