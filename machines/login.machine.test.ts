import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, getInitialSnapshot, getNextSnapshot, SimulatedClock, type SnapshotFrom } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { CaptchaAnswer, LoginAnswer, MemberInfoAnswer } from '../schemas/identity';
import {
  loginFieldsOf,
  loginMachine,
  type FinishInput,
  type LoginCallInput,
  type LoginEvent,
  type LoginInput,
  type SubmittedFields,
  type VerifyCallInput,
} from './login.machine';

const member = (type = 0, account = 'player01'): MemberInfoAnswer => ({
  id: '1',
  account,
  nickname: account,
  type,
  vipLevel: 1,
  vipLabel: 'VIP1',
  currency: 'CNY',
  currencySymbol: '¥',
  imgUrl: null,
  trial: false,
  maskedMobile: null,
  maskedEmail: null,
  totpEnabled: false,
  firstLoginAt: null,
});

const base: LoginAnswer = {
  token: null,
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
  captcha: false,
  changeToken: null,
  verification: null,
  member: null,
  expiresAt: null,
};
const session = (m = member()): LoginAnswer => ({ ...base, token: 't'.repeat(43), member: m, expiresAt: '2030-01-01T00:00:00Z' });
const verification = (method: 'totp' | 'sms' | 'email' = 'totp'): LoginAnswer => ({
  ...base,
  verification: { challenge: 'c'.repeat(43), method, reason: method === 'totp' ? 'totp' : 'new-ip', target: null, expiredMinutes: 10 },
});
const change: LoginAnswer = { ...base, changeToken: 'x'.repeat(43), mustChangePassword: true };
const captchaAnswer = (n: number): CaptchaAnswer => ({ captchaId: `id-${n}`, image: 'AAAA', width: 120, height: 40, expiredSeconds: 300 });
const refusal = (code: string, messageKey: string, value: unknown = null) => Object.assign(new Error(code), { code, messageKey, value });

const username: SubmittedFields = { type: 'username', username: '  player01 ', password: 'secret' };
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await new Promise((r) => setTimeout(r, 0));
};

interface Script {
  login?: (input: LoginCallInput) => Promise<LoginAnswer>;
  verify?: (code: string) => Promise<LoginAnswer>;
  remember?: () => Promise<LoginAnswer>;
}

function start(script: Script, input: Partial<LoginInput> = {}) {
  const clock = new SimulatedClock();
  const calls = { login: [] as LoginCallInput[], captcha: 0 };
  const startSession = vi.fn();
  const handOverChange = vi.fn();
  const dropSession = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      login: fromPromise(async ({ input: i }: { input: LoginCallInput }) => {
        calls.login.push(i);
        return (script.login ?? (async () => session()))(i);
      }),
      verify: fromPromise(async ({ input: i }: { input: VerifyCallInput }) => (script.verify ?? (async () => session()))(i.code)),
      remember: fromPromise(async () => (script.remember ?? (async () => Promise.reject(refusal('UNAUTHORIZED', 'error.not_logged_in'))))()),
      captcha: fromPromise(async () => {
        calls.captcha += 1;
        return captchaAnswer(calls.captcha);
      }),
      memberInfo: fromPromise(async ({ input: i }: { input: FinishInput }) => i.answer.member ?? member()),
    },
    actions: {
      startSession: (_, params) => startSession(params),
      handOverChange: (_, params) => handOverChange(params),
      dropSession: (_, params) => dropSession(params),
    },
  });
  const actor = createActor(machine, {
    input: { site: 'member', agentTypes: [1, 2, 41, 42], modes: ['username', 'sms'], tryRemember: false, ...input },
    clock,
  }).start();
  return { actor, clock, calls, startSession, handOverChange, dropSession };
}

describe('login flow', () => {
  it('signs in by username: trimmed name, the site, a session with the member info', async () => {
    const t = start({});
    t.actor.send({ type: 'login.submit', fields: username });
    await flush();
    expect(t.calls.login[0]?.fields).toEqual({ type: 'username', username: 'player01', password: 'secret', site: 'member' });
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.startSession).toHaveBeenCalledWith(expect.objectContaining({ site: 'member', member: member() }));
  });

  it('shows the captcha when the refusal flags it, sends it with the next try, and renews it after each refusal', async () => {
    let n = 0;
    const t = start({
      login: async () => {
        n += 1;
        if (n < 3) throw refusal('LOGIN_FAILED', 'in_incorrect_password', { captcha: n >= 1 });
        return session();
      },
    });
    t.actor.send({ type: 'login.submit', fields: username });
    await flush();
    let snap = t.actor.getSnapshot();
    expect(snap.context.errorKey).toBe('in_incorrect_password');
    expect(snap.context.captchaRequired).toBe(true);
    expect(snap.context.captcha?.captchaId).toBe('id-1');
    t.actor.send({ type: 'login.submit', fields: { ...username, captcha: ' ab12 ' } as SubmittedFields });
    await flush();
    expect(t.calls.login[1]?.fields).toMatchObject({ captchaId: 'id-1', captcha: 'ab12' });
    snap = t.actor.getSnapshot();
    expect(snap.context.captcha?.captchaId).toBe('id-2');
    t.actor.send({ type: 'login.submit', fields: { ...username, captcha: 'cd34' } as SubmittedFields });
    await flush();
    expect(t.calls.login[2]?.fields).toMatchObject({ captchaId: 'id-2', captcha: 'cd34' });
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('refreshes the captcha at most once per second', async () => {
    const t = start({ login: async () => Promise.reject(refusal('LOGIN_FAILED', 'in_incorrect_password', { captcha: true })) });
    t.actor.send({ type: 'login.submit', fields: username });
    await flush();
    expect(t.calls.captcha).toBe(1);
    t.actor.send({ type: 'login.captchaRefresh' });
    await flush();
    expect(t.calls.captcha).toBe(1);
    t.clock.increment(1000);
    t.actor.send({ type: 'login.captchaRefresh' });
    await flush();
    expect(t.calls.captcha).toBe(2);
    t.actor.send({ type: 'login.captchaRefresh' });
    await flush();
    expect(t.calls.captcha).toBe(2);
  });

  it('asks for the authenticator code; a wrong code stays on the step with its message', async () => {
    let tries = 0;
    const t = start({
      login: async () => verification('totp'),
      verify: async (code) => {
        tries += 1;
        if (code !== '123456') throw refusal('CODE_INVALID', 'error.code_invalid');
        return session();
      },
    });
    t.actor.send({ type: 'login.submit', fields: username });
    await flush();
    expect(t.actor.getSnapshot().matches('verifying')).toBe(true);
    expect(t.actor.getSnapshot().context.verification?.method).toBe('totp');
    t.actor.send({ type: 'login.verify', code: '000000' });
    await flush();
    expect(t.actor.getSnapshot().matches('verifying')).toBe(true);
    expect(t.actor.getSnapshot().context.errorKey).toBe('error.code_invalid');
    t.actor.send({ type: 'login.useRecoveryCode', on: true });
    expect(t.actor.getSnapshot().context.useRecoveryCode).toBe(true);
    t.actor.send({ type: 'login.verify', code: ' 123456 ' });
    await flush();
    expect(tries).toBe(2);
    expect(t.actor.getSnapshot().status).toBe('done');
  });

  it('goes back to the form when the verification step is over', async () => {
    const t = start({ login: async () => verification('sms'), verify: async () => Promise.reject(refusal('VERIFICATION_EXPIRED', 'error.verification_expired')) });
    t.actor.send({ type: 'login.submit', fields: username });
    await flush();
    t.actor.send({ type: 'login.verify', code: '111111' });
    await flush();
    const snap = t.actor.getSnapshot();
    expect(snap.matches('editing')).toBe(true);
    expect(snap.context).toMatchObject({ verification: null, errorKey: 'error.verification_expired' });
  });

  it('hands a change token to the forced change, with the typed password, and keeps no session', async () => {
    const t = start({ login: async () => change });
    t.actor.send({ type: 'login.submit', fields: username });
    await flush();
    expect(t.actor.getSnapshot().matches('forcedChange')).toBe(true);
    expect(t.handOverChange).toHaveBeenCalledWith({ answer: change, submitted: { ...username, username: 'player01' }, site: 'member' });
    expect(t.startSession).not.toHaveBeenCalled();
  });

  it('never forces an SMS login to change (READINGS #16)', async () => {
    const t = start({ login: async () => change });
    t.actor.send({ type: 'login.submit', fields: { type: 'sms', mobileNum: '138', countryDialingCode: '86', verificationCode: '123456' } });
    await flush();
    expect(t.handOverChange).not.toHaveBeenCalled();
    expect(t.actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('refuses a non-agent on the agent login with the §6 message and keeps no session', async () => {
    const t = start({ remember: async () => session(member(0)) }, { site: 'agent', tryRemember: true });
    await flush();
    expect(t.actor.getSnapshot().matches('editing')).toBe(true);
    expect(t.actor.getSnapshot().context.errorKey).toBe('agent.not_agent');
    expect(t.startSession).not.toHaveBeenCalled();
  });

  it('refuses a non-member account (a trial) with the §6 message, keeps no session and ends the server’s', async () => {
    const trial = { ...member(4, 'trial_1'), trial: true };
    const t = start({ login: async () => session(trial) }, { trialType: 4 });
    t.actor.send({ type: 'login.submit', fields: username });
    await flush();
    expect(t.actor.getSnapshot().matches('editing')).toBe(true);
    expect(t.actor.getSnapshot().context.errorKey).toBe('login.not_member');
    expect(t.startSession).not.toHaveBeenCalled();
    expect(t.dropSession).toHaveBeenCalledWith({ token: session().token });
  });

  it('ends the server session of a refused agent login too', async () => {
    const t = start({ login: async () => session(member(0)) }, { site: 'agent' });
    t.actor.send({ type: 'login.submit', fields: username });
    await flush();
    expect(t.actor.getSnapshot().context.errorKey).toBe('agent.not_agent');
    expect(t.dropSession).toHaveBeenCalledWith({ token: session().token });
  });

  it('lets an agent in on the agent login', async () => {
    const t = start({ login: async () => session(member(1, 'agent01')) }, { site: 'agent' });
    t.actor.send({ type: 'login.submit', fields: { ...username, username: 'agent01' } });
    await flush();
    expect(t.calls.login[0]?.fields).toMatchObject({ site: 'agent' });
    expect(t.startSession).toHaveBeenCalledWith(expect.objectContaining({ site: 'agent' }));
  });

  it('signs in with the remember-me cookie, or shows the form when it is refused', async () => {
    const yes = start({ remember: async () => session() }, { tryRemember: true });
    await flush();
    expect(yes.actor.getSnapshot().status).toBe('done');
    const no = start({}, { tryRemember: true });
    await flush();
    expect(no.actor.getSnapshot().matches('editing')).toBe(true);
    expect(no.actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('switches only to a mode the brand allows', () => {
    const t = start({}, { modes: ['sms'] });
    expect(t.actor.getSnapshot().context.mode).toBe('sms');
    expect(t.actor.getSnapshot().can({ type: 'login.mode', mode: 'username' })).toBe(false);
  });

  it('trims the username and the password (§5)', () => {
    expect(loginFieldsOf({ type: 'username', username: ' player01\t', password: '  secret pass \n' }, null, 'member')).toEqual({
      type: 'username',
      username: 'player01',
      password: 'secret pass',
      site: 'member',
    });
  });

  it('hands the trimmed password to the forced change', async () => {
    const t = start({ login: async () => change });
    t.actor.send({ type: 'login.submit', fields: { ...username, password: ' 123456 ' } });
    await flush();
    expect(t.handOverChange).toHaveBeenCalledWith(expect.objectContaining({ submitted: expect.objectContaining({ username: 'player01', password: '123456' }) }));
  });

  it('builds the body: trimmed fields, captcha only when one is shown', () => {
    expect(loginFieldsOf({ ...username, captcha: 'x' } as SubmittedFields, null, 'member')).not.toHaveProperty('captchaId');
    expect(loginFieldsOf({ type: 'sms', mobileNum: ' 138 ', countryDialingCode: '86', verificationCode: ' 1 ' }, null, 'agent')).toEqual({
      type: 'sms',
      mobileNum: '138',
      countryDialingCode: '86',
      verificationCode: '1',
      site: 'agent',
    });
  });
});

describe.each([
  { site: 'agent', agentTypes: [1], modes: ['username', 'sms'], tryRemember: true },
  { site: 'member', agentTypes: [1], modes: ['username'], tryRemember: false },
] as LoginInput[])('login flow: generated paths ($site site)', (input) => {
  type Snap = SnapshotFrom<typeof loginMachine>;
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as LoginEvent;
  const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as unknown as LoginEvent;
  const events: LoginEvent[] = [
    { type: 'login.submit', fields: username },
    { type: 'login.mode', mode: 'sms' },
    { type: 'login.captchaRefresh' },
    { type: 'login.verify', code: '123456' },
    { type: 'login.cancelVerification' },
    done('login', session()),
    done('login', verification('totp')),
    done('login', change),
    failed('login', refusal('LOGIN_FAILED', 'in_incorrect_password', { captcha: true })),
    failed('login', refusal('LOGIN_FAILED', 'in_incorrect_password', { captcha: false })),
    done('verify', session()),
    failed('verify', refusal('CODE_INVALID', 'error.code_invalid')),
    failed('verify', refusal('VERIFICATION_EXPIRED', 'error.verification_expired')),
    done('captcha', captchaAnswer(1)),
    { type: 'xstate.after.captchaThrottle.login.editing.captchaShown.cooling' } as unknown as LoginEvent,
    done('memberInfo', member(0)),
    done('remember', session()),
    failed('remember', refusal('UNAUTHORIZED', 'error.not_logged_in')),
  ];
  const paths = getShortestPaths(loginMachine, {
    input,
    events,
    serializeState: (s) => {
      const { context, value } = s as Snap;
      return JSON.stringify([value, context.mode, context.captchaRequired, context.captcha !== null, context.errorKey, context.verification !== null]);
    },
  });

  it('reaches every state of the flow', () => {
    const reached = new Set(paths.map((p) => JSON.stringify((p.state as Snap).value)));
    const expected = [
      ...(input.tryRemember ? ['remembering'] : []),
      { editing: 'form' },
      { editing: 'loadingCaptcha' },
      { editing: { captchaShown: 'cooling' } },
      { editing: { captchaShown: 'ready' } },
      'submitting',
      'verifying',
      'checkingCode',
      'finishing',
      'forcedChange',
      ...(input.site === 'member' ? ['done'] : []),
    ];
    for (const value of expected) expect(reached).toContain(JSON.stringify(value));
  });

  it.each(paths.map((p) => [p.steps.map((s) => s.event.type).join(' → ') || '(start)', p] as const))('holds on %s', (_name, path) => {
    const state = path.state as Snap;
    const { context } = state;
    if (state.matches('verifying') || state.matches('checkingCode')) expect(context.verification).not.toBeNull();
    if (state.matches({ editing: 'captchaShown' })) expect(context.captchaRequired).toBe(true);
    if (state.matches('finishing')) expect(context.answer?.token).toBeTruthy();
    if (state.matches('forcedChange')) expect(context.answer?.changeToken).toBeTruthy();
    // The agent login never reaches done with a member who is no agent (memberInfo answers type 0 here).
    if (input.site === 'agent') expect(state.matches('done')).toBe(false);
    if (state.matches('done')) expect(context.member?.type).toBe(0);
    // Only the modes the brand offers.
    expect(input.modes).toContain(context.mode);
    // The form can be submitted from the form, and only from there.
    expect(state.can({ type: 'login.submit', fields: username })).toBe(state.matches('editing'));
    let replay = getInitialSnapshot(loginMachine, input);
    for (const step of path.steps) if (!step.event.type.startsWith('xstate.init')) replay = getNextSnapshot(loginMachine, replay, step.event);
    expect(replay.value).toEqual(state.value);
  });
});
