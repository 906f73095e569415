/**
 * The register flow (§4 "Register flow"; docs/decisions/019-registration-in-the-browser.md):
 * validate (the form's verdict travels with the submit) → if the affiliate code is shown and
 * filled, check it (invalid → the invitation_code_error dialog, the flow stops) → obtain the
 * human-verification result (the proof of work the form solved, or the captcha's id) → submit
 * (sealed, by the injected `register` actor) → the member info of the answer → session opened
 * (`startSession`) → done; the app closes the dialog and goes home. Every refused attempt
 * renews the human verification (`renewHuman`: the gateway uses it up on every try) and keeps
 * the form with the server's per-field problems or its message.
 *
 *   const actor = createActor(registerMachine.provide({ actors: { checkAffiliate, proveHuman,
 *     register, memberInfo }, actions: { renewHuman, startSession } }),
 *     { input: { affiliateShown: true } }).start();
 *   actor.send({ type: 'register.submit', fields, valid: true });
 */
import { assign, fromPromise, setup } from 'xstate';
import type { LoginAnswer, MemberInfoAnswer } from '../schemas/identity';

/** The form's values (only what the compiled schema has). */
export type RegisterFields = Record<string, string | boolean>;

/** What the human verification adds to the fields: a proof-of-work payload or the captcha's id. */
export interface HumanProof {
  proofOfWork?: string;
  captchaId?: string;
}

/** One problem the gateway named (400 value [{ path, reason, message }]). */
export interface ServerProblem {
  path: string;
  reason: string;
  message: string;
}

/** The shape of a refused call (src/api ApiError satisfies it). */
export interface RegisterFailure {
  code: string;
  messageKey: string;
  value?: unknown;
}

export interface RegisterInput {
  /** The form shows the affiliate (invitation) code field. */
  affiliateShown: boolean;
}

export interface RegisterCallInput {
  fields: RegisterFields;
  proof: HumanProof;
}

export interface RegisterContext {
  affiliateShown: boolean;
  fields: RegisterFields | null;
  proof: HumanProof | null;
  answer: LoginAnswer | null;
  /** Locale key of the failure shown above the form (or in the warning dialog), or null. */
  errorKey: string | null;
  /** The gateway's per-field problems of the last attempt. */
  problems: ServerProblem[];
  /** How many attempts reached the gateway's human check (each renews it). */
  attempts: number;
}

export type RegisterEvent =
  | { type: 'register.submit'; fields: RegisterFields; valid: boolean }
  /** The player read the message (the invitation-code dialog or a failure). */
  | { type: 'register.dismiss' };

export const affiliateRefusedCode = 'AFFILIATE_CODE_INVALID';
export const affiliateRefusedKey = 'invitation_code_error';

function failureOf(error: unknown): RegisterFailure {
  if (typeof error === 'object' && error !== null && typeof (error as RegisterFailure).messageKey === 'string') {
    const e = error as RegisterFailure;
    return { code: String(e.code), messageKey: e.messageKey, value: e.value };
  }
  return { code: 'UNKNOWN', messageKey: 'error.unknown' };
}

/** Pure: the per-field problems a refusal carries (400 value [{ path, reason, message }]); others are dropped. */
export function problemsOf(error: unknown): ServerProblem[] {
  const value = failureOf(error).value;
  if (!Array.isArray(value)) return [];
  return value.filter(
    (p): p is ServerProblem =>
      typeof p === 'object' &&
      p !== null &&
      typeof (p as ServerProblem).path === 'string' &&
      /^\/[A-Za-z][A-Za-z0-9]*$/.test((p as ServerProblem).path) &&
      typeof (p as ServerProblem).reason === 'string' &&
      typeof (p as ServerProblem).message === 'string',
  );
}

/** Pure: the affiliate code to check, when the field is shown and filled. */
export function affiliateCodeOf(context: Pick<RegisterContext, 'affiliateShown'>, fields: RegisterFields): string | null {
  if (!context.affiliateShown) return null;
  const code = fields.affiliateCode;
  return typeof code === 'string' && code.trim() !== '' ? code.trim() : null;
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    input: {} as RegisterInput,
  },
  actors: {
    checkAffiliate: fromPromise<{ code: string }, { code: string }>(async () => {
      throw new Error('checkAffiliate is not provided');
    }),
    proveHuman: fromPromise<HumanProof, { fields: RegisterFields }>(async () => {
      throw new Error('proveHuman is not provided');
    }),
    register: fromPromise<LoginAnswer, RegisterCallInput>(async () => {
      throw new Error('register is not provided');
    }),
    memberInfo: fromPromise<MemberInfoAnswer, { answer: LoginAnswer }>(async () => {
      throw new Error('memberInfo is not provided');
    }),
  },
  guards: {
    invalid: (_, params: { valid: boolean }) => !params.valid,
    affiliateToCheck: ({ context }, params: { fields: RegisterFields }) => affiliateCodeOf(context, params.fields) !== null,
    affiliateRefused: (_, params: { error: unknown }) => failureOf(params.error).code === affiliateRefusedCode,
  },
  actions: {
    /** The gateway used up the proof or the captcha: the form gets a new one. Provided by the app. */
    renewHuman: () => undefined,
    /** Opens the session (src/api/identity/session) from the answer and its member info. Provided by the app. */
    startSession: (_, _params: { answer: LoginAnswer; member: MemberInfoAnswer }) => undefined,
    take: assign((_, params: { fields: RegisterFields }) => ({
      fields: params.fields,
      proof: null,
      answer: null,
      errorKey: null,
      problems: [],
    })),
    fail: assign((_, params: { error: unknown }) => ({
      errorKey: failureOf(params.error).messageKey,
      problems: problemsOf(params.error),
      proof: null,
      answer: null,
    })),
    countAttempt: assign(({ context }) => ({ attempts: context.attempts + 1 })),
    forget: assign({ fields: null, proof: null }),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => ({
    affiliateShown: input.affiliateShown,
    fields: null,
    proof: null,
    answer: null,
    errorKey: null,
    problems: [],
    attempts: 0,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'register.submit': [
          // The form showed its own messages; nothing is sent.
          { guard: { type: 'invalid', params: ({ event }) => ({ valid: event.valid }) } },
          {
            guard: { type: 'affiliateToCheck', params: ({ event }) => ({ fields: event.fields }) },
            target: 'checkingAffiliate',
            actions: { type: 'take', params: ({ event }) => ({ fields: event.fields }) },
          },
          { target: 'verifying', actions: { type: 'take', params: ({ event }) => ({ fields: event.fields }) } },
        ],
        'register.dismiss': { actions: assign({ errorKey: null }) },
      },
    },
    checkingAffiliate: {
      invoke: {
        src: 'checkAffiliate',
        id: 'checkAffiliate',
        input: ({ context }) => ({ code: affiliateCodeOf(context, context.fields ?? {}) ?? '' }),
        onDone: { target: 'verifying' },
        onError: [
          {
            guard: { type: 'affiliateRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'affiliateRefused',
            actions: assign({ errorKey: affiliateRefusedKey, problems: [] }),
          },
          { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    /** §8: the invitation_code_error warning dialog; registration stops until it is read. */
    affiliateRefused: {
      on: { 'register.dismiss': { target: 'editing', actions: assign({ errorKey: null }) } },
    },
    verifying: {
      invoke: {
        src: 'proveHuman',
        id: 'proveHuman',
        input: ({ context }) => ({ fields: context.fields ?? {} }),
        onDone: { target: 'submitting', actions: assign({ proof: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, 'renewHuman'],
        },
      },
    },
    submitting: {
      entry: 'countAttempt',
      invoke: {
        src: 'register',
        id: 'register',
        input: ({ context }) => ({ fields: context.fields ?? {}, proof: context.proof ?? {} }),
        onDone: { target: 'opening', actions: assign({ answer: ({ event }) => event.output }) },
        onError: {
          target: 'editing',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, 'renewHuman'],
        },
      },
    },
    /** §4 "load user info": read with the answer's token (docs/decisions/031). */
    opening: {
      invoke: {
        src: 'memberInfo',
        id: 'memberInfo',
        input: ({ context }) => ({ answer: context.answer as LoginAnswer }),
        onDone: {
          target: 'done',
          actions: [
            {
              type: 'startSession',
              params: ({ context, event }) => ({ answer: context.answer as LoginAnswer, member: event.output }),
            },
            'forget',
          ],
        },
        onError: { target: 'editing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});
