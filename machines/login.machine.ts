/**
 * The login flow (§4 "Login flow", §7 handling of answers; docs/decisions/011 and 014):
 *
 *   editing ──login.submit──▶ submitting ──┬─ verification ─▶ verifying ─login.verify─▶ checkingCode
 *      ▲   (captcha shown when flagged)     ├─ changeToken ──▶ forcedChange (final; not for SMS)
 *      └──────── refused (§8 message) ◀─────┴─ token ───────▶ finishing ─▶ done (final)
 *
 * A remember-me sign-in (READINGS #1) may run first (`remembering`). The member info is read
 * once the answer carries a token (§4 "fetch member info"); a non-member account (a trial) is
 * refused with the §6 message, and so is a non-agent on the agent login: neither session is kept,
 * and the server's is ended (`dropSession`). The username and password are trimmed (§5). Calls
 * are injected actors (login, verify, remember, captcha, member info); side effects are injected
 * actions (startSession, handOverChange, dropSession) — the machine itself is pure.
 */
import { assign, fromPromise, setup } from 'xstate';
import type {
  CaptchaAnswer,
  LoginAnswer,
  LoginVerification,
  MemberInfoAnswer,
  SmsLoginFields,
  UsernameLoginFields,
} from '../schemas/identity';

export type LoginMode = 'username' | 'sms';
export type LoginSite = 'member' | 'agent';

export interface LoginInput {
  site: LoginSite;
  /** The brand's agent member types (brand.agentType, §3). */
  agentTypes: readonly number[];
  /** The brand's trial member type (brand.trialType, §3): no member, so refused here (§6). */
  trialType?: number;
  /** The modes the brand offers (the password always, MOBILEVERCODELOGIN3 the SMS code), first is default. */
  modes: readonly LoginMode[];
  /** Try the remember-me cookie first (a username was remembered in the last 24 h). */
  tryRemember: boolean;
}

/** What the form submits; the machine adds the captcha and the site. */
export type SubmittedFields =
  | Omit<UsernameLoginFields, 'captchaId' | 'captcha' | 'site'> & { captcha?: string }
  | Omit<SmsLoginFields, 'site'>;

export interface LoginCallInput {
  fields: UsernameLoginFields | SmsLoginFields;
}

export interface VerifyCallInput {
  challenge: string;
  code: string;
}

export interface FinishInput {
  answer: LoginAnswer;
  site: LoginSite;
}

export interface LoginContext {
  site: LoginSite;
  agentTypes: readonly number[];
  trialType: number | null;
  tryRemember: boolean;
  modes: readonly LoginMode[];
  mode: LoginMode;
  /** The server asked for a captcha (§7: error value carries the flag). */
  captchaRequired: boolean;
  captcha: CaptchaAnswer | null;
  verification: LoginVerification | null;
  /** Authenticator step: the player chose to type a recovery code instead. */
  useRecoveryCode: boolean;
  /** Locale key of the message to show, or null. */
  errorKey: string | null;
  /** The last submitted fields (the forced change needs the account and the typed password). */
  submitted: SubmittedFields | null;
  answer: LoginAnswer | null;
  member: MemberInfoAnswer | null;
}

export type LoginEvent =
  | { type: 'login.mode'; mode: LoginMode }
  | { type: 'login.submit'; fields: SubmittedFields }
  | { type: 'login.captchaRefresh' }
  | { type: 'login.verify'; code: string }
  | { type: 'login.useRecoveryCode'; on: boolean }
  | { type: 'login.cancelVerification' }
  | { type: 'login.dismissError' };

/** The shape of a refused call (src/api ApiError satisfies it). */
interface CallFailure {
  code?: unknown;
  messageKey?: unknown;
  value?: unknown;
}

export const captchaRefreshThrottleMs = 1000;

/** Pure: the locale key of a failure (unknown shapes read as "unknown error"). */
export function failureKey(error: unknown): string {
  const key = (error as CallFailure | null)?.messageKey;
  return typeof key === 'string' && key !== '' ? key : 'error.unknown';
}

function failureCode(error: unknown): string | null {
  const code = (error as CallFailure | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** Pure: the refusal asks for a captcha (LOGIN_FAILED / CAPTCHA_* with value { captcha: true }). */
export function asksForCaptcha(error: unknown): boolean {
  const value = (error as CallFailure | null)?.value as { captcha?: unknown } | null | undefined;
  return value?.captcha === true;
}

/** Pure: the fields as the player meant them (§5: username and password trimmed). */
export function trimmedFields(fields: SubmittedFields): SubmittedFields {
  if (fields.type === 'sms') return fields;
  return { ...fields, username: fields.username.trim(), password: fields.password.trim() };
}

/** Pure: the login body the gateway expects (trimmed username and password, captcha when shown, the site). */
export function loginFieldsOf(
  fields: SubmittedFields,
  captcha: CaptchaAnswer | null,
  site: LoginSite,
): UsernameLoginFields | SmsLoginFields {
  if (fields.type === 'sms') {
    return { ...fields, mobileNum: fields.mobileNum.trim(), verificationCode: fields.verificationCode.trim(), site };
  }
  const { captcha: typed, ...rest } = fields;
  const body: UsernameLoginFields = { ...rest, username: fields.username.trim(), password: fields.password.trim(), site };
  if (captcha && typed !== undefined) {
    body.captchaId = captcha.captchaId;
    body.captcha = typed.trim();
  }
  return body;
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} is not provided`);
};

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
  },
  actors: {
    login: fromPromise<LoginAnswer, LoginCallInput>(notProvided('login')),
    verify: fromPromise<LoginAnswer, VerifyCallInput>(notProvided('verify')),
    remember: fromPromise<LoginAnswer>(notProvided('remember')),
    captcha: fromPromise<CaptchaAnswer>(notProvided('captcha')),
    /** The member info of a session answer (§4 "fetch member info"); refuses nothing itself. */
    memberInfo: fromPromise<MemberInfoAnswer, FinishInput>(notProvided('memberInfo')),
  },
  guards: {
    hasVerification: (_, p: { answer: LoginAnswer }) => p.answer.verification !== null,
    mustChange: ({ context }, p: { answer: LoginAnswer }) =>
      p.answer.token === null && p.answer.changeToken !== null && context.submitted?.type !== 'sms',
    hasToken: (_, p: { answer: LoginAnswer }) => p.answer.token !== null,
    captchaFlagged: (_, p: { error: unknown }) => asksForCaptcha(p.error),
    verificationOver: (_, p: { error: unknown }) => failureCode(p.error) === 'VERIFICATION_EXPIRED',
    canSwitchTo: ({ context }, p: { mode: LoginMode }) => context.modes.includes(p.mode) && context.mode !== p.mode,
    /** §6: the agent login refuses a member who is no agent (also after remember-me, which has no site). */
    refusedOnSite: ({ context }, p: { member: MemberInfoAnswer }) =>
      context.site === 'agent' && !context.agentTypes.includes(p.member.type),
    /** §6 "non-member account unable to login": a trial account has no member login. */
    notMember: ({ context }, p: { member: MemberInfoAnswer }) => p.member.trial || p.member.type === context.trialType,
    captchaShown: ({ context }) => context.captchaRequired,
  },
  actions: {
    /** Injected: setSession with the token and member info (src/api/identity/session.ts), then navigate. */
    startSession: (_, _p: { answer: LoginAnswer; member: MemberInfoAnswer; site: LoginSite; remember: boolean }) => {},
    /** Injected: the forced change handoff (src/api/identity/pending-password-change.ts), then /changePassword. */
    handOverChange: (_, _p: { answer: LoginAnswer; submitted: SubmittedFields | null; site: LoginSite }) => {},
    /** Injected: ends a session the browser refuses to keep (logout with that token, READINGS #6). */
    dropSession: (_, _p: { token: string }) => {},
    keepSubmitted: assign((_, p: { fields: SubmittedFields }) => ({ submitted: trimmedFields(p.fields), errorKey: null })),
    keepAnswer: assign((_, p: { answer: LoginAnswer }) => ({ answer: p.answer })),
    showVerification: assign((_, p: { answer: LoginAnswer }) => ({
      verification: p.answer.verification,
      useRecoveryCode: false,
      errorKey: null,
    })),
    showFailure: assign((_, p: { error: unknown }) => ({ errorKey: failureKey(p.error) })),
    showKey: assign((_, p: { key: string }) => ({ errorKey: p.key })),
    requireCaptcha: assign({ captchaRequired: true }),
    setCaptcha: assign((_, p: { captcha: CaptchaAnswer }) => ({ captcha: p.captcha })),
    dropCaptcha: assign({ captcha: null }),
    setMode: assign((_, p: { mode: LoginMode }) => ({ mode: p.mode, errorKey: null })),
    setMember: assign((_, p: { member: MemberInfoAnswer }) => ({ member: p.member })),
    leaveVerification: assign({ verification: null, useRecoveryCode: false }),
    dismissError: assign({ errorKey: null }),
  },
  delays: { captchaThrottle: captchaRefreshThrottleMs },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    site: input.site,
    agentTypes: input.agentTypes,
    trialType: input.trialType ?? null,
    tryRemember: input.tryRemember,
    modes: input.modes.length > 0 ? input.modes : ['username'],
    mode: input.modes[0] ?? 'username',
    captchaRequired: false,
    captcha: null,
    verification: null,
    useRecoveryCode: false,
    errorKey: null,
    submitted: null,
    answer: null,
    member: null,
  }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: ({ context }) => context.tryRemember, target: 'remembering' }, { target: 'editing' }],
    },
    /** READINGS #1: the HttpOnly cookie signs in again; any refusal just shows the form. */
    remembering: {
      invoke: {
        src: 'remember',
        id: 'remember',
        onDone: [
          { guard: { type: 'hasToken', params: ({ event }) => ({ answer: event.output }) }, target: 'finishing', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'editing' },
        ],
        onError: { target: 'editing' },
      },
    },
    editing: {
      initial: 'form',
      on: {
        'login.mode': { guard: { type: 'canSwitchTo', params: ({ event }) => ({ mode: event.mode }) }, actions: { type: 'setMode', params: ({ event }) => ({ mode: event.mode }) } },
        'login.submit': { target: 'submitting', actions: { type: 'keepSubmitted', params: ({ event }) => ({ fields: event.fields }) } },
        'login.dismissError': { actions: 'dismissError' },
      },
      states: {
        /** Entered after every refusal: a shown captcha was used up by that answer, so a new one loads. */
        form: { always: { guard: 'captchaShown', target: 'loadingCaptcha' } },
        loadingCaptcha: {
          entry: 'dropCaptcha',
          invoke: {
            src: 'captcha',
            id: 'captcha',
            onDone: { target: 'captchaShown', actions: { type: 'setCaptcha', params: ({ event }) => ({ captcha: event.output }) } },
            onError: { target: 'captchaShown', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        captchaShown: {
          initial: 'cooling',
          states: {
            /** §5: a refresh at most once per second. */
            cooling: { after: { captchaThrottle: 'ready' } },
            ready: { on: { 'login.captchaRefresh': { target: '#login.editing.loadingCaptcha' } } },
          },
        },
      },
    },
    submitting: {
      invoke: {
        src: 'login',
        id: 'login',
        input: ({ context }) => ({ fields: loginFieldsOf(context.submitted as SubmittedFields, context.captcha, context.site) }),
        onDone: [
          { guard: { type: 'hasVerification', params: ({ event }) => ({ answer: event.output }) }, target: 'verifying', actions: { type: 'showVerification', params: ({ event }) => ({ answer: event.output }) } },
          { guard: { type: 'mustChange', params: ({ event }) => ({ answer: event.output }) }, target: 'forcedChange', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
          { guard: { type: 'hasToken', params: ({ event }) => ({ answer: event.output }) }, target: 'finishing', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'editing', actions: { type: 'showKey', params: { key: 'error.unknown' } } },
        ],
        onError: [
          {
            guard: { type: 'captchaFlagged', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['requireCaptcha', { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'editing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    verifying: {
      on: {
        'login.verify': { target: 'checkingCode' },
        'login.useRecoveryCode': { actions: assign(({ event }) => ({ useRecoveryCode: event.on, errorKey: null })) },
        'login.cancelVerification': { target: 'editing', actions: 'leaveVerification' },
        'login.dismissError': { actions: 'dismissError' },
      },
    },
    checkingCode: {
      invoke: {
        src: 'verify',
        id: 'verify',
        input: ({ context, event }) => ({
          challenge: context.verification?.challenge ?? '',
          code: (event as Extract<LoginEvent, { type: 'login.verify' }>).code.trim(),
        }),
        onDone: [
          { guard: { type: 'mustChange', params: ({ event }) => ({ answer: event.output }) }, target: 'forcedChange', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
          { guard: { type: 'hasToken', params: ({ event }) => ({ answer: event.output }) }, target: 'finishing', actions: { type: 'keepAnswer', params: ({ event }) => ({ answer: event.output }) } },
          { target: 'verifying', actions: { type: 'showKey', params: { key: 'error.unknown' } } },
        ],
        onError: [
          {
            guard: { type: 'verificationOver', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: ['leaveVerification', { type: 'showFailure', params: ({ event }) => ({ error: event.error }) }],
          },
          { target: 'verifying', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    finishing: {
      invoke: {
        src: 'memberInfo',
        id: 'memberInfo',
        input: ({ context }) => ({ answer: context.answer as LoginAnswer, site: context.site }),
        onDone: [
          {
            guard: { type: 'notMember', params: ({ event }) => ({ member: event.output }) },
            target: 'editing',
            actions: [
              { type: 'showKey', params: { key: 'login.not_member' } },
              { type: 'dropSession', params: ({ context }) => ({ token: context.answer?.token ?? '' }) },
              assign({ answer: null }),
            ],
          },
          {
            guard: { type: 'refusedOnSite', params: ({ event }) => ({ member: event.output }) },
            target: 'editing',
            actions: [
              { type: 'showKey', params: { key: 'agent.not_agent' } },
              { type: 'dropSession', params: ({ context }) => ({ token: context.answer?.token ?? '' }) },
              assign({ answer: null }),
            ],
          },
          {
            target: 'done',
            actions: [
              { type: 'setMember', params: ({ event }) => ({ member: event.output }) },
              {
                type: 'startSession',
                params: ({ context, event }) => ({
                  answer: context.answer as LoginAnswer,
                  member: event.output,
                  site: context.site,
                  // A remember-me sign-in keeps remembering; otherwise the player's choice.
                  remember: context.submitted ? context.submitted.remember === true : context.tryRemember,
                }),
              },
            ],
          },
        ],
        onError: { target: 'editing', actions: [{ type: 'showFailure', params: ({ event }) => ({ error: event.error }) }, assign({ answer: null })] },
      },
    },
    /** READINGS #3/#4: no session; the change page takes over with the change token. */
    forcedChange: {
      type: 'final',
      entry: {
        type: 'handOverChange',
        params: ({ context }) => ({ answer: context.answer as LoginAnswer, submitted: context.submitted, site: context.site }),
      },
    },
    done: { type: 'final' },
  },
});
