/**
 * Set or change the withdrawal (payment) password (schemas/payments.ts): the current one only
 * when one is set; 6–32 characters, typed twice. Used on the withdraw page (when none is set)
 * and in the security centre.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { memberKeys, setPaymentPassword } from '../../api/identity/member-calls';
import { buttonStyle } from '../../ui/button';
import { alert, field, formGrid, input, success } from './member-styles';
import { errorKeyOf } from './use-member-errors';
import { refreshAfterWrite } from '../../api/refresh-after-write';

type Field = 'oldPassword' | 'newPassword' | 'confirmNewPassword';

export function PaymentPasswordForm({ isSet, onDone }: { isSet: boolean; onDone?: () => void }) {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const mutation = useMutation({
    mutationFn: setPaymentPassword,
    onSuccess: () => {
      setSaved(true);
      setValues({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
      void refreshAfterWrite(client, memberKeys.withdrawalSettings, memberKeys.security);
      onDone?.();
    },
    onError: (error) => setErrorKey(errorKeyOf(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const length = [...values.newPassword].length;
    if (isSet && values.oldPassword === '') return setErrorKey('password.field_required');
    if (length < 6 || length > 32) return setErrorKey('error.payment_password_format');
    if (values.confirmNewPassword !== values.newPassword) return setErrorKey('error.password_confirm');
    setErrorKey(null);
    mutation.mutate({ ...(isSet ? { oldPassword: values.oldPassword } : {}), newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword });
  };
  const box = (name: Field, labelKey: string) => (
    <label css={field} htmlFor={`${id}-${name}`}>
      <FormattedMessage id={labelKey} />
      <input
        id={`${id}-${name}`}
        name={name}
        type="password"
        autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
        css={input}
        value={values[name]}
        onChange={(e) => {
          setValues({ ...values, [name]: e.target.value });
          setErrorKey(null);
        }}
      />
    </label>
  );
  return (
    <form css={formGrid} noValidate onSubmit={submit} data-testid="payment-password-form" aria-label={intl.formatMessage({ id: isSet ? 'member.paypw_change' : 'member.paypw_set' })}>
      {isSet && box('oldPassword', 'member.paypw_current')}
      {box('newPassword', 'member.paypw_new')}
      {box('confirmNewPassword', 'member.paypw_confirm')}
      <p css={alert} role={errorKey ? 'alert' : undefined}>
        {errorKey && <FormattedMessage id={errorKey} />}
      </p>
      <button type="submit" css={buttonStyle('primary')} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
        <FormattedMessage id={isSet ? 'member.paypw_change' : 'member.paypw_set'} />
      </button>
      {saved && (
        <p css={success} role="status">
          <FormattedMessage id="member.paypw_saved" />
        </p>
      )}
    </form>
  );
}
