/**
 * Account opening: open a downline directly — account, password (typed twice), optional
 * nickname, role member or agent. The payload is sealed like registration (§7 "Encrypted
 * payloads"); the gateway's field rules decide (a refusal names the field). Opened → its account
 * is shown with a link to team management.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { OpenDownlineAnswer, OpenDownlineRequest } from '../../../schemas/agent';
import { agentKeys } from '../../api/agent/agent-call';
import { openDownline } from '../../api/agent/opening-calls';
import { permissionSealKeys } from '../../api/identity/login-sealed-call';
import { buttonStyle } from '../../ui/button';
import { alert, field, formGrid, h2, input, success } from '../../ui/page-styles';
import { agentHref } from './agent-pages';
import { errorKeyOf } from './agent-query';
import { refreshAfterWrite } from '../../api/refresh-after-write';

export function OpenDownlineForm() {
  const intl = useIntl();
  const id = useId();
  const client = useQueryClient();
  const [form, setForm] = useState<OpenDownlineRequest & { confirm: string }>({ username: '', password: '', confirm: '', nickname: '', role: 'member' });
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [opened, setOpened] = useState<OpenDownlineAnswer | null>(null);
  const mutation = useMutation({
    mutationFn: (fields: OpenDownlineRequest) => openDownline(fields, permissionSealKeys(client)),
    onSuccess: (answer) => {
      setOpened(answer);
      setForm({ username: '', password: '', confirm: '', nickname: '', role: form.role });
      void refreshAfterWrite(client, agentKeys.all);
    },
    onError: (error) => setErrorKey(errorKeyOf(error)),
  });
  const set = (patch: Partial<typeof form>) => {
    setForm({ ...form, ...patch });
    setErrorKey(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOpened(null);
    if (form.username.trim() === '' || form.password === '') return setErrorKey('agentc.open_required');
    if (form.password !== form.confirm) return setErrorKey('agentc.open_mismatch');
    const nickname = form.nickname?.trim();
    mutation.mutate({ username: form.username.trim(), password: form.password, role: form.role, ...(nickname ? { nickname } : {}) });
  };
  return (
    <form css={formGrid} noValidate onSubmit={submit} aria-labelledby={`${id}-title`} data-testid="open-downline-form">
      <h2 id={`${id}-title`} css={h2}><FormattedMessage id="agentc.open_heading" /></h2>
      <label css={field} htmlFor={`${id}-user`}>
        <FormattedMessage id="agentc.open_username" />
        <input id={`${id}-user`} name="username" autoComplete="off" css={input} value={form.username} onChange={(e) => set({ username: e.target.value })} />
      </label>
      <label css={field} htmlFor={`${id}-pw`}>
        <FormattedMessage id="agentc.open_password" />
        <input id={`${id}-pw`} name="password" type="password" autoComplete="new-password" css={input} value={form.password} onChange={(e) => set({ password: e.target.value })} />
      </label>
      <label css={field} htmlFor={`${id}-pw2`}>
        <FormattedMessage id="agentc.open_confirm" />
        <input id={`${id}-pw2`} name="confirm" type="password" autoComplete="new-password" css={input} value={form.confirm} onChange={(e) => set({ confirm: e.target.value })} />
      </label>
      <label css={field} htmlFor={`${id}-nick`}>
        <FormattedMessage id="agentc.open_nickname" />
        <input id={`${id}-nick`} name="nickname" autoComplete="off" css={input} value={form.nickname} onChange={(e) => set({ nickname: e.target.value })} />
      </label>
      <fieldset css={{ border: 0, margin: 0, padding: 0, display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <legend><FormattedMessage id="agentc.col_role" /></legend>
        {(['member', 'agent'] as const).map((role) => (
          <label key={role} css={{ display: 'flex', gap: '0.25rem', alignItems: 'center' }}>
            <input type="radio" name="role" value={role} checked={form.role === role} onChange={() => set({ role })} />
            {intl.formatMessage({ id: `agentc.role_${role}` })}
          </label>
        ))}
      </fieldset>
      <p css={alert} role={errorKey ? 'alert' : undefined} data-testid="open-error">
        {errorKey && <FormattedMessage id={errorKey} />}
      </p>
      <button type="submit" css={buttonStyle('primary')} disabled={mutation.isPending} aria-busy={mutation.isPending || undefined} data-testid="open-submit">
        <FormattedMessage id="agentc.open_submit" />
      </button>
      {opened && (
        <p css={success} role="status" data-testid="open-done">
          <FormattedMessage id="agentc.open_done" values={{ account: opened.account }} />{' '}
          <Link to={agentHref('teamManagement', { q: opened.account })}><FormattedMessage id="agentc.nav_team" /></Link>
        </p>
      )}
    </form>
  );
}
