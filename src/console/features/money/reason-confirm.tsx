/**
 * An inline confirmation of a money or support action: what will happen, a reason when one is
 * asked for, Confirm and Cancel. Focus moves into it when it appears; Escape cancels. The caller
 * makes the Idempotency-Key when it opens, so pressing Confirm again after a failure retries the
 * same action instead of doing it twice.
 */
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { reasonMaxLength } from '../../../../schemas/console-money';
import { button, dangerButton, field, input, label, secondaryButton } from '../../ui/console-styles';
import { useFocusOnMount } from '../../ui/focus-on-mount';
import { ErrorLine } from '../../ui/states';

export interface ReasonConfirmProps {
  /** The group's accessible name (the row it acts on). */
  name: string;
  question: ReactNode;
  confirmLabel: string;
  needsReason: boolean;
  /** The longest reason accepted (default: the money desk's 500). */
  reasonMaxLength?: number;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}

export function ReasonConfirm({
  name,
  question,
  confirmLabel,
  needsReason,
  reasonMaxLength: maxLength = reasonMaxLength,
  danger,
  pending,
  error,
  onConfirm,
  onCancel,
}: ReasonConfirmProps) {
  const intl = useIntl();
  const id = useId();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const first = useFocusOnMount<HTMLTextAreaElement & HTMLButtonElement>();
  const submit = (): void => {
    if (needsReason && reason.trim() === '') {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  };
  return (
    <div
      role="group"
      aria-label={name}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel();
      }}
      css={{ display: 'grid', gap: '0.5rem', justifyItems: 'start', marginTop: '0.5rem' }}
    >
      <p css={{ margin: 0 }}>{question}</p>
      {needsReason ? (
        <div css={field}>
          <label htmlFor={id} css={label}>
            <FormattedMessage id="console.money.reason" />
          </label>
          <textarea
            id={id}
            ref={first}
            css={{ ...input, minWidth: '16rem' }}
            rows={2}
            maxLength={maxLength}
            value={reason}
            aria-invalid={missing}
            aria-describedby={missing ? `${id}-missing` : undefined}
            onChange={(e) => {
              setMissing(false);
              setReason(e.target.value);
            }}
          />
          {missing ? (
            <ErrorLine error={null} id={`${id}-missing`} messageId="console.money.reason_required" />
          ) : null}
        </div>
      ) : null}
      <div css={{ display: 'flex', gap: '0.5rem' }}>
        <button
          type="button"
          css={danger ? dangerButton : button}
          disabled={pending}
          ref={needsReason ? undefined : first}
          onClick={submit}
        >
          {confirmLabel}
        </button>
        <button type="button" css={secondaryButton} onClick={onCancel}>
          {intl.formatMessage({ id: 'console.cancel' })}
        </button>
      </div>
      {error ? <ErrorLine error={error} /> : null}
    </div>
  );
}
