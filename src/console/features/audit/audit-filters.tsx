/**
 * The audit log's filter: merchant, staff member (for owners, who can list staff), action and
 * a time range. Applied on submit, so a half-typed time never fires a request.
 */
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { auditActions } from '../../../../schemas/console';
import type { AuditFilter } from '../../api/console-queries';
import { useMerchants, useStaffList } from '../../api/console-queries';
import { button, field, input, label, row, secondaryButton } from '../../ui/console-styles';

/** datetime-local (the browser's time zone) ⇄ ISO instants. */
const toIso = (local: string): string | undefined => (local ? new Date(local).toISOString() : undefined);

export function AuditFilters({ canListStaff, onApply }: { canListStaff: boolean; onApply: (filter: AuditFilter) => void }) {
  const intl = useIntl();
  const ids = { merchant: useId(), staff: useId(), action: useId(), from: useId(), to: useId() };
  const merchants = useMerchants();
  const staff = useStaffList(canListStaff);
  const [values, setValues] = useState({ merchant: '', staffId: '', action: '', from: '', to: '' });
  const set = (name: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const all = intl.formatMessage({ id: 'console.audit.all' });

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const filter: AuditFilter = {};
    if (values.merchant) filter.merchant = values.merchant;
    if (values.staffId) filter.staffId = values.staffId;
    if (values.action) filter.action = values.action;
    const from = toIso(values.from);
    const to = toIso(values.to);
    if (from) filter.from = from;
    if (to) filter.to = to;
    onApply(filter);
  };
  const clear = (): void => {
    setValues({ merchant: '', staffId: '', action: '', from: '', to: '' });
    onApply({});
  };

  return (
    <form onSubmit={submit} css={row} role="search" aria-label={intl.formatMessage({ id: 'console.audit.filter' })}>
      <div css={field}>
        <label htmlFor={ids.merchant} css={label}>
          <FormattedMessage id="console.merchant" />
        </label>
        <select id={ids.merchant} css={input} value={values.merchant} onChange={set('merchant')}>
          <option value="">{all}</option>
          {merchants.data?.merchants.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      {canListStaff ? (
        <div css={field}>
          <label htmlFor={ids.staff} css={label}>
            <FormattedMessage id="console.audit.staff" />
          </label>
          <select id={ids.staff} css={input} value={values.staffId} onChange={set('staffId')}>
            <option value="">{all}</option>
            {staff.data?.map((s) => (
              <option key={s.id} value={s.id}>
                {s.username}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div css={field}>
        <label htmlFor={ids.action} css={label}>
          <FormattedMessage id="console.audit.action" />
        </label>
        <select id={ids.action} css={input} value={values.action} onChange={set('action')}>
          <option value="">{all}</option>
          {auditActions.map((a) => (
            <option key={a} value={a}>
              {intl.formatMessage({ id: `console.audit.action.${a}` })}
            </option>
          ))}
        </select>
      </div>
      <div css={field}>
        <label htmlFor={ids.from} css={label}>
          <FormattedMessage id="console.audit.from" />
        </label>
        <input id={ids.from} css={input} type="datetime-local" value={values.from} onChange={set('from')} />
      </div>
      <div css={field}>
        <label htmlFor={ids.to} css={label}>
          <FormattedMessage id="console.audit.to" />
        </label>
        <input id={ids.to} css={input} type="datetime-local" value={values.to} onChange={set('to')} />
      </div>
      <button type="submit" css={button}>
        <FormattedMessage id="console.audit.apply" />
      </button>
      <button type="button" css={secondaryButton} onClick={clear}>
        <FormattedMessage id="console.audit.clear" />
      </button>
    </form>
  );
}
