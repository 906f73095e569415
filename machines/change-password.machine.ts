/**
 * Change password (§2.6, §4 "Change password", §5; READINGS #4, #20): editing → submitting →
 * (signing in again, or reloading the member info) → done. Three ways in:
 * - 'session': a signed-in member (the gateway keeps this session and ends the others); success
 *   reloads the member info (§4 "reload login info"; a failed read still ends done: the password
 *   did change), and the app then closes the dialog and goes home;
 * - 'forced': after a login answered with a changeToken (123456 or expired); the old password is
 *   asked only when it is not in memory; success signs in with the new password;
 * - 'reset': the e-mailed reset link (a resetToken; no old password); success signs in too.
 * Submit only after validation; a failure shows its message and keeps the form (READINGS #20).
 * The calls are injected actors: `changePassword` (resolves the account), `signIn` and `reloadMember`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { defaultPasswordRule, hasErrors, newPasswordProblem, type FieldErrors, type PasswordRule } from './change-password-fields';

export type ChangePasswordMode = 'session' | 'forced' | 'reset';

export interface ChangePasswordInput {
  mode: ChangePasswordMode;
  /** Forced change: the password typed at login is in memory, so no current-password field. */
  oldPasswordKnown?: boolean;
  rule?: PasswordRule;
}

export interface ChangePasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** What the sign-in actor reports: a session, or a further step (authenticator …) for the login dialog. */
export type SignInOutcome = 'signed-in' | 'needs-login';

export interface ChangePasswordContext {
  mode: ChangePasswordMode;
  asksOldPassword: boolean;
  rule: PasswordRule;
  fieldErrors: FieldErrors;
  errorKey: string | null;
  /** The form as submitted (kept only while the calls run). */
  form: ChangePasswordForm | null;
  account: string | null;
}

export type ChangePasswordEvent = { type: 'change.submit'; form: ChangePasswordForm } | { type: 'change.edit' };

function messageKeyOf(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  return typeof key === 'string' ? key : 'error.unknown';
}

/** Pure: the §5 checks of the form for this context. */
export function changeFormErrors(form: ChangePasswordForm, context: Pick<ChangePasswordContext, 'asksOldPassword' | 'rule'>): FieldErrors {
  const errors: FieldErrors = {};
  if (context.asksOldPassword && form.oldPassword === '') errors.oldPassword = 'password.field_required';
  const problem = newPasswordProblem(form.newPassword, context.rule);
  if (problem) errors.newPassword = problem;
  if (form.confirmNewPassword === '') errors.confirmNewPassword = 'password.field_required';
  else if (form.confirmNewPassword !== form.newPassword) errors.confirmNewPassword = 'error.password_confirm';
  return errors;
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    changePassword: fromPromise<{ account: string }, ChangePasswordForm>(async () => {
      throw new Error('changePassword is not provided');
    }),
    signIn: fromPromise<SignInOutcome, { account: string; password: string }>(async () => {
      throw new Error('signIn is not provided');
    }),
    reloadMember: fromPromise<undefined>(async () => {
      throw new Error('reloadMember is not provided');
    }),
  },
  guards: {
    formInvalid: ({ context }, params: { form: ChangePasswordForm }) => hasErrors(changeFormErrors(params.form, context)),
    signsInAfter: ({ context }) => context.mode !== 'session',
    needsLogin: (_, params: { outcome: SignInOutcome }) => params.outcome === 'needs-login',
  },
  actions: {
    showErrors: assign(({ context }, params: { form: ChangePasswordForm }) => ({ fieldErrors: changeFormErrors(params.form, context), errorKey: null })),
    keepForm: assign((_, params: { form: ChangePasswordForm }) => ({ form: params.form, fieldErrors: {}, errorKey: null })),
    keepAccount: assign((_, params: { account: string }) => ({ account: params.account })),
    showFailure: assign((_, params: { error: unknown }) => ({ errorKey: messageKeyOf(params.error), form: null })),
    forgetForm: assign({ form: null }),
    clearMessages: assign({ fieldErrors: {}, errorKey: null }),
  },
}).createMachine({
  id: 'changePassword',
  context: ({ input }) => ({
    mode: input.mode,
    asksOldPassword: input.mode === 'session' || (input.mode === 'forced' && !input.oldPasswordKnown),
    rule: input.rule ?? defaultPasswordRule,
    fieldErrors: {},
    errorKey: null,
    form: null,
    account: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'change.edit': { actions: 'clearMessages' },
        'change.submit': [
          { guard: { type: 'formInvalid', params: ({ event }) => ({ form: event.form }) }, actions: { type: 'showErrors', params: ({ event }) => ({ form: event.form }) } },
          { target: 'submitting', actions: { type: 'keepForm', params: ({ event }) => ({ form: event.form }) } },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => context.form as ChangePasswordForm,
        onDone: [
          { guard: 'signsInAfter', target: 'signingIn', actions: { type: 'keepAccount', params: ({ event }) => ({ account: event.output.account }) } },
          { target: 'reloadingMember', actions: ['forgetForm', { type: 'keepAccount', params: ({ event }) => ({ account: event.output.account }) }] },
        ],
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ account: context.account ?? '', password: context.form?.newPassword ?? '' }),
        onDone: [
          { guard: { type: 'needsLogin', params: ({ event }) => ({ outcome: event.output }) }, target: 'needsLogin', actions: 'forgetForm' },
          { target: 'done', actions: 'forgetForm' },
        ],
        // The password did change: the login dialog takes over.
        onError: { target: 'needsLogin', actions: [{ type: 'showFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    /** Session mode: the member info read again before the dialog closes (§4). */
    reloadingMember: {
      invoke: { id: 'reloadMember', src: 'reloadMember', onDone: { target: 'done' }, onError: { target: 'done' } },
    },
    /** Changed; the new password must be typed in the login dialog (authenticator step, failure). */
    needsLogin: { type: 'final' },
    done: { type: 'final' },
  },
});
