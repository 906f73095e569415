/**
 * The change-password form (§2.6, §4 "Change password", §5; READINGS #3, #4, #20) in its three
 * modes: a signed-in member (old, new, confirm); the forced change after login (user name shown
 * read-only; the current password asked only when it is not in memory; the change token
 * instead of a session); the e-mailed reset link (new and confirm). Forced and reset sign in
 * with the new password afterwards and go to / (or /agentHome for an agent-site login); when
 * the login asks for more (an authenticator) the login dialog takes over. A signed-in change
 * reloads the member info, closes and goes to / (§4 "Change password").
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { changePasswordMachine, type ChangePasswordForm, type ChangePasswordMode } from '../../../machines/change-password.machine';
import { openDialog } from '../../api/dialog-requests';
import { fetchMemberInfo } from '../../api/identity/login-calls';
import { postChangePassword, postResetByLink } from '../../api/identity/password-calls';
import { signInWithPassword } from '../../api/identity/password-sign-in';
import { clearPendingPasswordChange, type PendingPasswordChange } from '../../api/identity/pending-password-change';
import { setSession } from '../../api/identity/session';
import { useBrand } from '../../brand/brand-context';
import { buttonStyle } from '../../ui/button';
import { FormError, formStyle, noteStyle, TextField } from './form-kit';
import { passwordLinks } from './password-links';
import { passwordRuleOf } from './password-rule';
import { useSealKeys } from './use-seal-keys';

export interface ChangePasswordFormProps {
  mode: ChangePasswordMode;
  /** Forced change: the login's handoff (account, change token, the password typed). */
  pending?: PendingPasswordChange | null;
  /** Reset mode: the token of the e-mailed link. */
  resetToken?: string;
  /** Called when the flow is over (success or handed to the login dialog). */
  onFinished: () => void;
}

export function ChangePasswordFormView({ mode, pending = null, resetToken = '', onFinished }: ChangePasswordFormProps) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { registerRules } = useBrand();
  const keys = useSealKeys();
  const rule = passwordRuleOf(registerRules);
  const location = pending?.location ?? 'member';
  const machine = useMemo(
    () =>
      changePasswordMachine.provide({
        actors: {
          changePassword: fromPromise(async ({ input }: { input: ChangePasswordForm }) => {
            if (mode === 'reset') return postResetByLink({ resetToken, newPassword: input.newPassword, confirmNewPassword: input.confirmNewPassword }, keys);
            const oldPassword = mode === 'forced' && pending?.oldPassword ? pending.oldPassword : input.oldPassword;
            return postChangePassword({ ...input, oldPassword, ...(mode === 'forced' && pending ? { changeToken: pending.changeToken } : {}) }, keys);
          }),
          signIn: fromPromise(({ input }: { input: { account: string; password: string } }) => signInWithPassword(input.account, input.password, keys, location)),
          // §4: "on success reload login info": the member info of this session, read again.
          reloadMember: fromPromise(async () => {
            const member = await fetchMemberInfo();
            setSession({ member: { id: member.id, account: member.account, nickname: member.nickname, type: member.type, vipLevel: member.vipLevel } });
            return undefined;
          }),
        },
      }),
    [mode, pending, resetToken, keys, location],
  );
  const [state, send] = useMachine(machine, { input: { mode, oldPasswordKnown: Boolean(pending?.oldPassword), rule } });
  const [form, setForm] = useState<ChangePasswordForm>({ oldPassword: '', newPassword: '', confirmNewPassword: '' });
  const { fieldErrors, errorKey, asksOldPassword } = state.context;
  const busy = state.matches('submitting') || state.matches('signingIn') || state.matches('reloadingMember');

  useEffect(() => {
    if (state.matches('done')) {
      if (mode !== 'session') clearPendingPasswordChange();
      onFinished();
      void navigate(location === 'agent' ? passwordLinks.agentHome : passwordLinks.home);
    } else if (state.matches('needsLogin')) {
      clearPendingPasswordChange();
      onFinished();
      openDialog('login', location === 'agent' ? { site: 'agent' } : {});
    }
  }, [state, mode, location, onFinished, navigate]);

  return (
    <form
      css={formStyle}
      noValidate
      aria-label={intl.formatMessage({ id: 'password.change_title' })}
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'change.submit', form });
      }}
    >
      {pending && (
        <TextField name="username" autoComplete="username" label={intl.formatMessage({ id: 'password.account' })} value={pending.account} readOnly onChange={() => undefined} />
      )}
      {asksOldPassword && (
        <TextField name="oldPassword" type="password" autoComplete="current-password" label={intl.formatMessage({ id: 'password.old_password' })} value={form.oldPassword} errorKey={fieldErrors.oldPassword} onChange={(v) => setForm({ ...form, oldPassword: v })} />
      )}
      <TextField name="newPassword" type="password" autoComplete="new-password" label={intl.formatMessage({ id: 'password.new_password' })} value={form.newPassword} errorKey={fieldErrors.newPassword} rule={rule} onChange={(v) => setForm({ ...form, newPassword: v })} />
      <TextField name="confirmNewPassword" type="password" autoComplete="new-password" label={intl.formatMessage({ id: 'password.confirm_password' })} value={form.confirmNewPassword} errorKey={fieldErrors.confirmNewPassword} onChange={(v) => setForm({ ...form, confirmNewPassword: v })} />
      <p css={noteStyle}>
        <FormattedMessage id="password.length_hint" values={{ min: rule.minLength, max: rule.maxLength }} />
      </p>
      <FormError messageKey={errorKey} />
      <button type="submit" css={buttonStyle('primary')} disabled={busy} aria-busy={busy || undefined}>
        <FormattedMessage id="password.submit" />
      </button>
    </form>
  );
}
