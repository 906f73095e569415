import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, SimulatedClock, type SnapshotFrom } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  countdownSeconds,
  retryAfterOf,
  smsCodeMachine,
  type SmsCodeEvent,
  type SmsCountdownRule,
  type SmsSendResult,
} from './sms-code.machine';

const target = { mobileNum: '13800000001', countryDialingCode: '86' };
const flush = () => new Promise((r) => setTimeout(r, 0));

function start(rule: SmsCountdownRule, send: () => Promise<SmsSendResult>) {
  const clock = new SimulatedClock();
  let calls = 0;
  const machine = smsCodeMachine.provide({
    actors: {
      sendCode: fromPromise(async () => {
        calls += 1;
        return send();
      }),
    },
  });
  const actor = createActor(machine, { input: { countdown: rule }, clock }).start();
  return { actor, clock, calls: () => calls };
}

const tooMany = (retryAfterSeconds: number) =>
  Object.assign(new Error('429'), { code: 'SMS_TOO_MANY_REQUESTS', messageKey: 'error.too_many_requests', value: { retryAfterSeconds } });

describe('sms code button', () => {
  it('counts down expiredMinutes × 60 s, disabled meanwhile, enabled at zero', async () => {
    const { actor, clock } = start('answer', async () => ({ expiredMinutes: 2, roundTripMs: 80 }));
    expect(actor.getSnapshot().can({ type: 'sms.send', target })).toBe(true);
    actor.send({ type: 'sms.send', target });
    expect(actor.getSnapshot().matches('sending')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'sms.send', target })).toBe(false);
    await flush();
    expect(actor.getSnapshot().context.seconds).toBe(120);
    expect(actor.getSnapshot().context.sent).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().context.seconds).toBe(119);
    expect(actor.getSnapshot().can({ type: 'sms.send', target })).toBe(false);
    for (let i = 0; i < 119; i += 1) clock.increment(1000);
    expect(actor.getSnapshot().matches({ ready: 'open' })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'sms.send', target })).toBe(true);
  });

  it('uses one minute on the third-party path whatever the answer says', () => {
    expect(countdownSeconds('third-party', { expiredMinutes: 5, roundTripMs: 0 })).toBe(60);
  });

  it('takes half the round trip off the forgot-by-mobile minute (READINGS #17)', () => {
    expect(countdownSeconds('round-trip', { expiredMinutes: 1, roundTripMs: 4000 })).toBe(58);
    expect(countdownSeconds('round-trip', { expiredMinutes: 1, roundTripMs: 0 })).toBe(60);
    expect(countdownSeconds('round-trip', { expiredMinutes: 1, roundTripMs: 500_000 })).toBe(1);
  });

  it('falls back to one minute when the answer has no usable expiredMinutes', () => {
    expect(countdownSeconds('answer', { expiredMinutes: 0, roundTripMs: 0 })).toBe(60);
    expect(countdownSeconds('answer', { expiredMinutes: Number.NaN, roundTripMs: 0 })).toBe(60);
  });

  it('ignores a second press within a second of a failed send', async () => {
    const { actor, clock, calls } = start('answer', async () => {
      throw Object.assign(new Error('x'), { code: 'PHONE_INVALID', messageKey: 'error.phone_invalid' });
    });
    actor.send({ type: 'sms.send', target });
    await flush();
    expect(actor.getSnapshot().context.errorKey).toBe('error.phone_invalid');
    actor.send({ type: 'sms.send', target });
    expect(calls()).toBe(1);
    clock.increment(999);
    actor.send({ type: 'sms.send', target });
    expect(calls()).toBe(1);
    clock.increment(1);
    actor.send({ type: 'sms.send', target });
    expect(calls()).toBe(2);
  });

  it('shows "too many requests" and counts down the true retryAfterSeconds on 429', async () => {
    const { actor, clock } = start('answer', async () => {
      throw tooMany(300);
    });
    actor.send({ type: 'sms.send', target });
    await flush();
    const { context } = actor.getSnapshot();
    expect(context.errorKey).toBe('error.too_many_requests');
    expect(context.retryAfterSeconds).toBe(300);
    expect(context.seconds).toBe(300);
    expect(actor.getSnapshot().can({ type: 'sms.send', target })).toBe(false);
    actor.send({ type: 'sms.dismiss' });
    expect(actor.getSnapshot().context).toMatchObject({ errorKey: null, seconds: 300 });
    for (let i = 0; i < 300; i += 1) clock.increment(1000);
    expect(actor.getSnapshot().can({ type: 'sms.send', target })).toBe(true);
  });

  it('reads retryAfterSeconds only from a 429 SMS refusal with a number', () => {
    expect(retryAfterOf(tooMany(42.2))).toBe(43);
    expect(retryAfterOf({ code: 'CODE_INVALID', messageKey: 'x', value: { retryAfterSeconds: 5 } })).toBeNull();
    expect(retryAfterOf({ code: 'SMS_TOO_MANY_REQUESTS', messageKey: 'x', value: null })).toBeNull();
    expect(retryAfterOf('boom')).toBeNull();
  });

  it('a reset stops the countdown and forgets the error', async () => {
    const { actor } = start('answer', async () => ({ expiredMinutes: 1, roundTripMs: 0 }));
    actor.send({ type: 'sms.send', target });
    await flush();
    actor.send({ type: 'sms.reset' });
    expect(actor.getSnapshot().matches({ ready: 'open' })).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ seconds: 0, sent: false, errorKey: null });
  });
});

describe('sms code button: generated paths', () => {
  type Snap = SnapshotFrom<typeof smsCodeMachine>;
  const done = (result: SmsSendResult) => ({ type: 'xstate.done.actor.sendCode', output: result }) as unknown as SmsCodeEvent;
  const failed = (error: unknown) => ({ type: 'xstate.error.actor.sendCode', error }) as unknown as SmsCodeEvent;
  const tick = { type: 'xstate.after.second.smsCode.counting' } as unknown as SmsCodeEvent;
  const unthrottle = { type: 'xstate.after.throttle.smsCode.ready.throttled' } as unknown as SmsCodeEvent;
  const events: SmsCodeEvent[] = [
    { type: 'sms.send', target },
    { type: 'sms.reset' },
    done({ expiredMinutes: 0.05, roundTripMs: 10 }), // 3 s: a short countdown keeps the graph small
    failed(tooMany(2)),
    failed({ code: 'PHONE_INVALID', messageKey: 'error.phone_invalid' }),
    tick,
    unthrottle,
  ];
  const paths = getShortestPaths(smsCodeMachine, {
    input: { countdown: 'answer' },
    events,
    serializeState: (s) => JSON.stringify([(s as Snap).value, (s as Snap).context]),
  });

  it('reaches every state of the button', () => {
    const reached = new Set(paths.map((p) => JSON.stringify((p.state as Snap).value)));
    for (const value of [{ ready: 'open' }, { ready: 'throttled' }, 'sending', 'counting']) {
      expect(reached).toContain(JSON.stringify(value));
    }
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(start)', p] as const))(
    'keeps its promises on %s',
    (_name, path) => {
      const state = path.state as Snap;
      const { context } = state;
      // Disabled while sending or counting; enabled (unless throttled) when ready.
      const canSend = state.can({ type: 'sms.send', target });
      expect(canSend).toBe(state.matches({ ready: 'open' }));
      if (state.matches('counting')) expect(context.seconds).toBeGreaterThan(0);
      if (state.matches('ready')) expect(context.seconds).toBe(0);
      if (context.retryAfterSeconds !== null) expect(context.errorKey).toBe('error.too_many_requests');
      // Replaying the path step by step gives the same snapshot (the machine is pure).
      let replay = getInitialSnapshot(smsCodeMachine, { countdown: 'answer' });
      for (const step of path.steps) if (!step.event.type.startsWith('xstate.init')) replay = getNextSnapshot(smsCodeMachine, replay, step.event);
      expect(replay.value).toEqual(state.value);
      expect(replay.context).toEqual(context);
    },
  );
});
