/** Bind a bank account for withdrawals: holder name, one of the brand's banks, the account number. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { bindBankAccount, fetchBankAccounts, memberKeys } from '../../api/identity/member-calls';
import { buttonStyle } from '../../ui/button';
import { alert, field, formGrid, input } from './member-styles';
import { QueryView } from './query-view';
import { errorKeyOf } from './use-member-errors';
import { refreshAfterWrite } from '../../api/refresh-after-write';

export function BankAccountForm() {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const accounts = useQuery({ queryKey: memberKeys.bankAccounts, queryFn: ({ signal }) => fetchBankAccounts(signal) });
  const [holderName, setHolderName] = useState('');
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: bindBankAccount,
    onSuccess: () => {
      setHolderName('');
      setAccountNumber('');
      void refreshAfterWrite(client, memberKeys.bankAccounts, memberKeys.withdrawalSettings, memberKeys.security);
    },
    onError: (error) => setErrorKey(errorKeyOf(error)),
  });
  return (
    <QueryView query={accounts}>
      {(data) => {
        if (data.accounts.length >= data.max) return null;
        const chosen = bankCode || data.banks[0]?.code || '';
        const submit = (e: FormEvent) => {
          e.preventDefault();
          if (holderName.trim().length < 2) return setErrorKey('error.bank_holder_invalid');
          if (!/^\d{8,30}$/.test(accountNumber.replace(/[\s-]/g, ''))) return setErrorKey('error.bank_account_number_invalid');
          setErrorKey(null);
          mutation.mutate({ holderName: holderName.trim(), bankCode: chosen, accountNumber: accountNumber.trim() });
        };
        return (
          <form css={formGrid} noValidate onSubmit={submit} data-testid="bank-account-form" aria-label={intl.formatMessage({ id: 'member.bank_bind' })}>
            <label css={field} htmlFor={`${id}-holder`}>
              <FormattedMessage id="member.bank_holder" />
              <input id={`${id}-holder`} name="holderName" autoComplete="name" css={input} value={holderName} onChange={(e) => setHolderName(e.target.value)} />
            </label>
            <label css={field} htmlFor={`${id}-bank`}>
              <FormattedMessage id="member.bank_name" />
              <select id={`${id}-bank`} name="bankCode" css={input} value={chosen} onChange={(e) => setBankCode(e.target.value)}>
                {data.banks.map((b) => (
                  <option key={b.code} value={b.code}>
                    {b.name}
                  </option>
                ))}
              </select>
            </label>
            <label css={field} htmlFor={`${id}-number`}>
              <FormattedMessage id="member.bank_number" />
              <input id={`${id}-number`} name="accountNumber" inputMode="numeric" autoComplete="off" css={input} value={accountNumber} onChange={(e) => setAccountNumber(e.target.value)} />
            </label>
            <p css={alert} role={errorKey ? 'alert' : undefined}>
              {errorKey && <FormattedMessage id={errorKey} />}
            </p>
            <button type="submit" css={buttonStyle('primary')} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
              <FormattedMessage id="member.bank_bind" />
            </button>
          </form>
        );
      }}
    </QueryView>
  );
}
