/**
 * A small modal notice on the native <dialog> (focus moves in and is kept there by the browser,
 * Escape cancels, focus returns to where it was): the trial-account notice and the sign-out
 * confirmation. Opens when mounted.
 */
import type { Theme } from '@emotion/react';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../ui/button';

const dialog = (theme: Theme) => ({
  width: `min(100% - ${theme.space.xl}, ${theme.layout.panelWidth})`,
  padding: theme.space.xl,
  border: `${theme.layout.hairline} solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.surface,
  color: theme.colors.text,
  '&::backdrop': { background: theme.colors.overlay },
});
const body = (theme: Theme) => ({ margin: `0 0 ${theme.space.lg}`, fontSize: theme.fontSize.md });
const actions = (theme: Theme) => ({ display: 'flex', gap: theme.space.sm, justifyContent: 'flex-end' });

interface NoticeDialogProps {
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** With a cancel label the dialog asks; Escape cancels. Without, Escape confirms. */
  cancelLabel?: string;
  onCancel?: () => void;
}

export function NoticeDialog({ message, confirmLabel, onConfirm, cancelLabel, onCancel }: NoticeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const textId = useId();
  useEffect(() => {
    const node = ref.current;
    if (node && !node.open) node.showModal();
    return () => node?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      css={dialog}
      role={cancelLabel ? 'alertdialog' : 'dialog'}
      aria-labelledby={textId}
      onCancel={(event) => {
        event.preventDefault();
        (onCancel ?? onConfirm)();
      }}
    >
      <p id={textId} css={body}>
        {message}
      </p>
      <div css={actions}>
        {cancelLabel && onCancel && (
          <Button tone="quiet" onClick={onCancel}>
            {cancelLabel}
          </Button>
        )}
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </dialog>
  );
}
