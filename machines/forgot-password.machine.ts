/**
 * Forgot password (§2.5, §4 "Phone reset flow", §5; READINGS #2, #17, #21).
 * The method switcher exists only with CHNGPASSVERIF3 (then mobile is the default, else e-mail).
 * - e-mail: username + e-mail → `requestEmail` → emailSent ("if an account matches, we sent
 *   instructions": the same whether or not one matched);
 * - mobile: mobile number + SMS code (sent by the sms-code machine, countdown 'round-trip') + new
 *   password → `resetByPhone` (resolves the account) → `signIn` with the new password → done
 *   (go home), or needsLogin when the login asks for more (an enrolled authenticator).
 * Failures show their message and keep the form.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ForgotByEmailFields, PhonePasswordFields } from '../schemas/identity';
import { defaultPasswordRule, emailPattern, hasErrors, newPasswordProblem, smsCodePattern, type FieldErrors, type PasswordRule } from './change-password-fields';
import type { SignInOutcome } from './change-password.machine';

export type ForgotMethod = 'email' | 'mobile';

export interface ForgotPasswordInput {
  /** CHNGPASSVERIF3: reset by phone, and the switcher. */
  phoneEnabled: boolean;
  rule?: PasswordRule;
}

export interface ForgotPasswordContext {
  phoneEnabled: boolean;
  method: ForgotMethod;
  rule: PasswordRule;
  fieldErrors: FieldErrors;
  errorKey: string | null;
  email: ForgotByEmailFields | null;
  phone: PhonePasswordFields | null;
  account: string | null;
  /** Minutes the e-mailed link works (from the answer). */
  linkMinutes: number | null;
}

export type ForgotPasswordEvent =
  | { type: 'method.select'; method: ForgotMethod }
  | { type: 'email.submit'; fields: ForgotByEmailFields }
  | { type: 'phone.submit'; fields: PhonePasswordFields }
  | { type: 'forgot.edit' }
  | { type: 'forgot.again' };

function messageKeyOf(error: unknown): string {
  const key = (error as { messageKey?: unknown } | null)?.messageKey;
  return typeof key === 'string' ? key : 'error.unknown';
}

/** Pure: §5 "Forgot by email: username and email required and valid". */
export function emailFormErrors(fields: ForgotByEmailFields): FieldErrors {
  const errors: FieldErrors = {};
  if (fields.username.trim() === '') errors.username = 'password.field_required';
  if (fields.email.trim() === '') errors.email = 'password.field_required';
  else if (!emailPattern.test(fields.email.trim())) errors.email = 'password.email_format';
  return errors;
}

/** Pure: §5 "Forgot by phone: mobile number, SMS code, new password required and valid". */
export function phoneFormErrors(fields: PhonePasswordFields, rule: PasswordRule): FieldErrors {
  const errors: FieldErrors = {};
  const digits = fields.mobileNum.replace(/[\s()-]/g, '');
  if (digits === '') errors.mobileNum = 'error.phone_missing';
  else if (!/^\d{4,15}$/.test(digits)) errors.mobileNum = 'error.phone_invalid';
  if (fields.verificationCode.trim() === '') errors.verificationCode = 'error.code_missing';
  else if (!smsCodePattern.test(fields.verificationCode)) errors.verificationCode = 'error.code_invalid';
  const problem = newPasswordProblem(fields.newPassword, rule);
  if (problem) errors.newPassword = problem;
  return errors;
}

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
  },
  actors: {
    requestEmail: fromPromise<{ expiredMinutes: number }, ForgotByEmailFields>(async () => {
      throw new Error('requestEmail is not provided');
    }),
    resetByPhone: fromPromise<{ account: string }, PhonePasswordFields>(async () => {
      throw new Error('resetByPhone is not provided');
    }),
    signIn: fromPromise<SignInOutcome, { account: string; password: string }>(async () => {
      throw new Error('signIn is not provided');
    }),
  },
  guards: {
    canSwitch: ({ context }) => context.phoneEnabled,
    emailInvalid: (_, params: { fields: ForgotByEmailFields }) => hasErrors(emailFormErrors(params.fields)),
    phoneInvalid: ({ context }, params: { fields: PhonePasswordFields }) => !context.phoneEnabled || hasErrors(phoneFormErrors(params.fields, context.rule)),
    needsLogin: (_, params: { outcome: SignInOutcome }) => params.outcome === 'needs-login',
  },
  actions: {
    select: assign((_, params: { method: ForgotMethod }) => ({ method: params.method, fieldErrors: {}, errorKey: null })),
    clearMessages: assign({ fieldErrors: {}, errorKey: null }),
    emailErrors: assign((_, params: { fields: ForgotByEmailFields }) => ({ fieldErrors: emailFormErrors(params.fields), errorKey: null })),
    phoneErrors: assign(({ context }, params: { fields: PhonePasswordFields }) => ({ fieldErrors: phoneFormErrors(params.fields, context.rule), errorKey: null })),
    keepEmail: assign((_, params: { fields: ForgotByEmailFields }) => ({ email: { username: params.fields.username.trim(), email: params.fields.email.trim() }, fieldErrors: {}, errorKey: null })),
    keepPhone: assign((_, params: { fields: PhonePasswordFields }) => ({ phone: params.fields, fieldErrors: {}, errorKey: null })),
    showFailure: assign((_, params: { error: unknown }) => ({ errorKey: messageKeyOf(params.error) })),
    forgetPhone: assign({ phone: null }),
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
    phoneEnabled: input.phoneEnabled,
    method: input.phoneEnabled ? 'mobile' : 'email',
    rule: input.rule ?? defaultPasswordRule,
    fieldErrors: {},
    errorKey: null,
    email: null,
    phone: null,
    account: null,
    linkMinutes: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'forgot.edit': { actions: 'clearMessages' },
        'method.select': { guard: 'canSwitch', actions: { type: 'select', params: ({ event }) => ({ method: event.method }) } },
        'email.submit': [
          { guard: { type: 'emailInvalid', params: ({ event }) => ({ fields: event.fields }) }, actions: { type: 'emailErrors', params: ({ event }) => ({ fields: event.fields }) } },
          { target: 'sendingEmail', actions: { type: 'keepEmail', params: ({ event }) => ({ fields: event.fields }) } },
        ],
        'phone.submit': [
          { guard: { type: 'phoneInvalid', params: ({ event }) => ({ fields: event.fields }) }, actions: { type: 'phoneErrors', params: ({ event }) => ({ fields: event.fields }) } },
          { target: 'resettingByPhone', actions: { type: 'keepPhone', params: ({ event }) => ({ fields: event.fields }) } },
        ],
      },
    },
    sendingEmail: {
      invoke: {
        id: 'requestEmail',
        src: 'requestEmail',
        input: ({ context }) => context.email as ForgotByEmailFields,
        onDone: { target: 'emailSent', actions: assign({ linkMinutes: ({ event }) => event.output.expiredMinutes }) },
        onError: { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    /** "If an account matches, we sent instructions" (READINGS #2). */
    emailSent: { on: { 'forgot.again': { target: 'editing', actions: 'clearMessages' } } },
    resettingByPhone: {
      invoke: {
        id: 'resetByPhone',
        src: 'resetByPhone',
        input: ({ context }) => context.phone as PhonePasswordFields,
        onDone: { target: 'signingIn', actions: assign({ account: ({ event }) => event.output.account }) },
        onError: { target: 'editing', actions: ['forgetPhone', { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({ account: context.account ?? '', password: context.phone?.newPassword ?? '' }),
        onDone: [
          { guard: { type: 'needsLogin', params: ({ event }) => ({ outcome: event.output }) }, target: 'needsLogin', actions: 'forgetPhone' },
          { target: 'done', actions: 'forgetPhone' },
        ],
        onError: { target: 'needsLogin', actions: ['forgetPhone', { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
    },
    /** Reset; the login dialog takes over (an authenticator is asked, or the sign-in failed). */
    needsLogin: { type: 'final' },
    /** Reset and signed in: go home. */
    done: { type: 'final' },
  },
});
