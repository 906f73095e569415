/**
 * The states of content loaded into a panel: loading (a labelled spinner), failed (the §8
 * message and a retry button) and empty (a sentence). Each reserves a little room, so the
 * panel does not collapse while it waits.
 */
import type { Theme } from '@emotion/react';
import { Button } from './button';
import { Spinner } from './spinner';

const box = (theme: Theme) => ({
  display: 'grid',
  placeItems: 'center',
  alignContent: 'center',
  gap: theme.space.md,
  minHeight: '8rem',
  height: '100%',
  textAlign: 'center' as const,
  color: theme.colors.textMuted,
});

export function LoadingState({ label }: { label: string }) {
  return (
    <div css={box}>
      <Spinner label={label} />
    </div>
  );
}

export function ErrorState({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div css={box} role="alert">
      <p css={{ margin: 0 }}>{message}</p>
      <Button onClick={onRetry}>{retryLabel}</Button>
    </div>
  );
}

export function EmptyState({ message }: { message: string }) {
  return (
    <div css={box}>
      <p css={{ margin: 0 }}>{message}</p>
    </div>
  );
}
