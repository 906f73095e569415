/**
 * Confirm and alert dialogs on the Modal: a title, a message, one or two buttons. Examples:
 * the §8 warning dialogs (a server message with a submit button), the trial dialog (§6:
 * message in_need_true_account, button in_increase_submit), the logout confirmation (§2.10).
 * The close button and Escape do what the cancel button does, or, without one, the confirm
 * button. Focus starts on the safer button: cancel when there is one.
 */
import type { Theme } from '@emotion/react';
import { useId, useRef, type ReactNode } from 'react';
import { buttonStyle } from '../button';
import { Modal } from './modal';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  /** With a cancel button the dialog is a confirmation; without, an alert. */
  cancelLabel?: string;
  onCancel?: () => void;
  closeLabel: string;
  /** alert: role alertdialog (warnings, errors); info: role dialog. */
  tone?: 'alert' | 'info';
  /** The confirm button is busy (e.g. a logout under way). */
  busy?: boolean;
}

const messageStyle = (theme: Theme) => ({ margin: 0, fontSize: theme.fontSize.md, overflowWrap: 'anywhere' as const });

export function Dialog({
  open,
  title,
  message,
  confirmLabel,
  onConfirm,
  cancelLabel,
  onCancel,
  closeLabel,
  tone = 'alert',
  busy = false,
}: DialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const canCancel = cancelLabel !== undefined && onCancel !== undefined;
  const dismiss = canCancel ? onCancel : onConfirm;
  return (
    <Modal
      open={open}
      title={title}
      role={tone === 'alert' ? 'alertdialog' : 'dialog'}
      describedBy={messageId}
      size="sm"
      onClose={dismiss}
      closeLabel={closeLabel}
      initialFocus={canCancel ? cancelRef : confirmRef}
      footer={
        <>
          {canCancel && (
            <button ref={cancelRef} type="button" css={buttonStyle('quiet')} onClick={onCancel}>
              {cancelLabel}
            </button>
          )}
          <button
            ref={confirmRef}
            type="button"
            css={buttonStyle('primary')}
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      <p id={messageId} css={messageStyle}>
        {message}
      </p>
    </Modal>
  );
}
