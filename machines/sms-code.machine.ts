/**
 * The SMS code button (§4 "SMS code button", §5, §9): ready → sending → counting down → ready.
 * The countdown is expiredMinutes × 60 s from the answer; 60 s on the third-party path; on
 * forgot-by-mobile 60 s minus half the measured round trip (READINGS #17). While sending or
 * counting the button is disabled; a press within a second of a failed send is ignored (the
 * 1 s throttle). A 429 SMS_TOO_MANY_REQUESTS counts down its retryAfterSeconds and keeps the
 * §8 "too many requests" message (the wait itself is the counted-down retryAfterSeconds, never a fixed 5 minutes: docs/decisions/026). The call itself is the `sendCode` actor, injected:
 *
 *   const actor = createActor(smsCodeMachine.provide({ actors: { sendCode: fromPromise(…) } }),
 *     { input: { countdown: 'answer' } });
 *   actor.send({ type: 'sms.send', target: { mobileNum, countryDialingCode } });
 */
import { assign, fromPromise, setup } from 'xstate';
import type { SmsCodeFields } from '../schemas/identity';

/** How the countdown is chosen (§4, §9, READINGS #17). */
export type SmsCountdownRule = 'answer' | 'third-party' | 'round-trip';

export interface SmsCodeInput {
  countdown: SmsCountdownRule;
}

/** What the send actor resolves with: the §3 SMS-code answer plus the measured round trip. */
export interface SmsSendResult {
  expiredMinutes: number;
  roundTripMs: number;
}

/** The shape of a refused call (src/api ApiError satisfies it). */
export interface CallFailure {
  code: string;
  messageKey: string;
  value?: unknown;
}

export interface SmsCodeContext {
  rule: SmsCountdownRule;
  /** Seconds left before the button is enabled again. */
  seconds: number;
  /** Locale key of the last failure, or null. */
  errorKey: string | null;
  /** A refused send's retry delay (429), or null. */
  retryAfterSeconds: number | null;
  /** True once a code was sent (the code field can be filled). */
  sent: boolean;
}

export type SmsCodeEvent =
  | { type: 'sms.send'; target: SmsCodeFields }
  | { type: 'sms.reset' }
  /** The player read the failure (§8 warning dialog): the message goes, a countdown stays. */
  | { type: 'sms.dismiss' };

export const defaultCountdownSeconds = 60;
export const sendThrottleMs = 1000;

/** Pure: the countdown in whole seconds for a successful send. */
export function countdownSeconds(rule: SmsCountdownRule, result: SmsSendResult): number {
  if (rule === 'third-party') return defaultCountdownSeconds;
  if (rule === 'round-trip') {
    const halfTrip = Math.max(0, result.roundTripMs) / 2000;
    return Math.max(1, Math.round(defaultCountdownSeconds - halfTrip));
  }
  const minutes = Number.isFinite(result.expiredMinutes) && result.expiredMinutes > 0 ? result.expiredMinutes : 1;
  return Math.round(minutes * 60);
}

function failureOf(error: unknown): CallFailure {
  if (typeof error === 'object' && error !== null && typeof (error as CallFailure).messageKey === 'string') {
    const e = error as CallFailure;
    return { code: String(e.code), messageKey: e.messageKey, value: e.value };
  }
  return { code: 'UNKNOWN', messageKey: 'error.unknown' };
}

/** Pure: a 429's retryAfterSeconds, when the value carries a sensible one. */
export function retryAfterOf(error: unknown): number | null {
  const failure = failureOf(error);
  const value = failure.value as { retryAfterSeconds?: unknown } | null | undefined;
  const seconds = value?.retryAfterSeconds;
  if (failure.code !== 'SMS_TOO_MANY_REQUESTS' || typeof seconds !== 'number' || !Number.isFinite(seconds)) return null;
  return Math.min(3600, Math.max(1, Math.ceil(seconds)));
}

export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
    input: {} as SmsCodeInput,
  },
  actors: {
    sendCode: fromPromise<SmsSendResult, SmsCodeFields>(async () => {
      throw new Error('sendCode is not provided');
    }),
  },
  guards: {
    countedDown: ({ context }) => context.seconds <= 0,
    mustWait: (_, params: { error: unknown }) => retryAfterOf(params.error) !== null,
  },
  actions: {
    startCountdown: assign(({ context }, params: { result: SmsSendResult }) => ({
      seconds: countdownSeconds(context.rule, params.result),
      errorKey: null,
      retryAfterSeconds: null,
      sent: true,
    })),
    recordFailure: assign((_, params: { error: unknown }) => ({
      errorKey: failureOf(params.error).messageKey,
      retryAfterSeconds: retryAfterOf(params.error),
      seconds: retryAfterOf(params.error) ?? 0,
    })),
    tick: assign(({ context }) => ({ seconds: Math.max(0, context.seconds - 1) })),
    clear: assign({ seconds: 0, errorKey: null, retryAfterSeconds: null, sent: false }),
  },
  delays: { throttle: sendThrottleMs, second: 1000 },
}).createMachine({
  id: 'smsCode',
  context: ({ input }) => ({ rule: input.countdown, seconds: 0, errorKey: null, retryAfterSeconds: null, sent: false }),
  initial: 'ready',
  on: {
    'sms.reset': { target: '.ready', actions: 'clear' },
    'sms.dismiss': { actions: assign({ errorKey: null }) },
  },
  states: {
    ready: {
      initial: 'open',
      states: {
        open: { on: { 'sms.send': { target: '#smsCode.sending' } } },
        /** Right after a failed send: presses are ignored for a second (§5 throttle). */
        throttled: { after: { throttle: 'open' } },
      },
    },
    sending: {
      invoke: {
        src: 'sendCode',
        id: 'sendCode',
        input: ({ event }) => (event as Extract<SmsCodeEvent, { type: 'sms.send' }>).target,
        onDone: { target: 'counting', actions: { type: 'startCountdown', params: ({ event }) => ({ result: event.output }) } },
        onError: [
          {
            guard: { type: 'mustWait', params: ({ event }) => ({ error: event.error }) },
            target: 'counting',
            actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'ready.throttled', actions: { type: 'recordFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    counting: {
      always: { guard: 'countedDown', target: 'ready' },
      after: { second: { target: 'counting', reenter: true, actions: 'tick' } },
    },
  },
});
