/**
 * A new staff account: username, password, one role, and the merchants it holds that role on
 * (one or several, or every merchant for a staff member who holds a grant on every merchant).
 * The gateway checks the password (12–128 characters, not common, not the username) and the
 * owner's scope; its refusals are shown at the form.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { staffRoles, type StaffCreated, type StaffGrant, type StaffRole } from '../../../../schemas/console';
import { useCreateStaff, useMerchants } from '../../api/console-queries';
import { button, field, input, label, mutedText, panel } from '../../ui/console-styles';
import { ErrorLine, Failed, Loading } from '../../ui/states';

export function StaffCreateForm({ everyMerchantAllowed, onCreated }: { everyMerchantAllowed: boolean; onCreated: (created: StaffCreated) => void }) {
  const ids = { username: useId(), password: useId(), role: useId(), hint: useId(), merchantsHint: useId() };
  const intl = useIntl();
  const merchants = useMerchants();
  const create = useCreateStaff();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [role, setRole] = useState<StaffRole>('product');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [every, setEvery] = useState(false);
  const [noMerchant, setNoMerchant] = useState(false);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    if (!every && picked.size === 0) {
      setNoMerchant(true);
      return;
    }
    const grants: StaffGrant[] = every ? [{ role, merchant: null }] : [...picked].map((merchant) => ({ role, merchant }));
    create.mutate(
      { username: username.trim(), password, grants },
      {
        onSuccess: (created) => {
          setUsername('');
          setPassword('');
          setPicked(new Set());
          setEvery(false);
          onCreated(created);
        },
      },
    );
  };

  const togglePicked = (m: string, on: boolean): void => {
    setNoMerchant(false);
    setPicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(m);
      else next.delete(m);
      return next;
    });
  };

  return (
    <form onSubmit={submit} css={[panel, { display: 'grid', gap: '1rem' }]} aria-labelledby="staff-create-title" noValidate>
      <h2 id="staff-create-title" css={{ margin: 0, fontSize: '1.125rem' }}>
        <FormattedMessage id="console.staff.create" />
      </h2>
      <div css={field}>
        <label htmlFor={ids.username} css={label}>
          <FormattedMessage id="console.staff.username" />
        </label>
        <input id={ids.username} css={input} value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="off" spellCheck={false} required />
      </div>
      <div css={field}>
        <label htmlFor={ids.password} css={label}>
          <FormattedMessage id="console.staff.password" />
        </label>
        <input id={ids.password} css={input} type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" required aria-describedby={ids.hint} />
        <p id={ids.hint} css={mutedText}>
          <FormattedMessage id="console.staff.password_hint" />
        </p>
      </div>
      <div css={field}>
        <label htmlFor={ids.role} css={label}>
          <FormattedMessage id="console.staff.role" />
        </label>
        <select id={ids.role} css={input} value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
          {staffRoles.map((r) => (
            <option key={r} value={r}>
              {intl.formatMessage({ id: `console.role.${r}` })}
            </option>
          ))}
        </select>
      </div>
      <fieldset css={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: '0.5rem' }} aria-describedby={noMerchant ? ids.merchantsHint : undefined}>
        <legend css={[label, { padding: 0, marginBottom: '0.25rem' }]}>
          <FormattedMessage id="console.staff.merchants" />
        </legend>
        {merchants.isPending ? <Loading /> : null}
        {merchants.isError ? <Failed error={merchants.error} onRetry={() => void merchants.refetch()} /> : null}
        {everyMerchantAllowed ? (
          <label css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <input type="checkbox" checked={every} onChange={(e) => setEvery(e.target.checked)} />
            <FormattedMessage id="console.staff.every_merchant" />
          </label>
        ) : null}
        {merchants.data?.merchants.map((m) => (
          <label key={m} css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
            <input type="checkbox" checked={every || picked.has(m)} disabled={every} onChange={(e) => togglePicked(m, e.target.checked)} />
            {m}
          </label>
        ))}
        {noMerchant ? <ErrorLine error={null} id={ids.merchantsHint} messageId="console.staff.pick_merchant" /> : null}
      </fieldset>
      {create.isError ? <ErrorLine error={create.error} /> : null}
      <button type="submit" css={[button, { justifySelf: 'start' }]} disabled={create.isPending}>
        <FormattedMessage id={create.isPending ? 'console.staff.creating' : 'console.staff.create_submit'} />
      </button>
    </form>
  );
}
