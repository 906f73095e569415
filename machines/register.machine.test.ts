import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { LoginAnswer, MemberInfoAnswer } from '../schemas/identity';
import { doneEvent, errorEvent, replayPath } from './change-password-replay';
import {
  affiliateCodeOf,
  problemsOf,
  registerMachine,
  type HumanProof,
  type RegisterCallInput,
  type RegisterFields,
  type RegisterInput,
} from './register.machine';

const member: MemberInfoAnswer = {
  id: 'm-1',
  account: 'newplayer1',
  nickname: null,
  type: 0,
  vipLevel: 0,
  vipLabel: null,
  currency: 'CNY',
  currencySymbol: '¥',
  imgUrl: null,
  trial: false,
  maskedMobile: null,
  maskedEmail: null,
} as MemberInfoAnswer;
const answer: LoginAnswer = {
  token: 't-1',
  firstTimeLogin: true,
  passwordExpired: false,
  mustChangePassword: false,
  captcha: false,
  changeToken: null,
  verification: null,
  member,
  expiresAt: null,
};
const fields: RegisterFields = { username: 'newplayer1', password: 'Good-Pass-1', confirmPassword: 'Good-Pass-1', ageConfirmed: true };
const withCode: RegisterFields = { ...fields, affiliateCode: ' AGENT01 ' };
const refusedCode = { code: 'AFFILIATE_CODE_INVALID', messageKey: 'invitation_code_error', value: [{ path: '/code', reason: 'invalid', message: 'invitation_code_error' }] };
const taken = { code: 'USERNAME_TAKEN', messageKey: 'error.username_taken', value: [{ path: '/username', reason: 'taken', message: 'error.username_taken' }] };

interface Calls {
  affiliate: string[];
  prove: number;
  register: RegisterCallInput[];
  renewed: number;
  sessions: { answer: LoginAnswer; member: MemberInfoAnswer }[];
}

function run(input: RegisterInput, opts: { affiliate?: () => Promise<{ code: string }>; register?: () => Promise<LoginAnswer>; proof?: HumanProof } = {}) {
  const calls: Calls = { affiliate: [], prove: 0, register: [], renewed: 0, sessions: [] };
  const actor = createActor(
    registerMachine.provide({
      actors: {
        checkAffiliate: fromPromise(async ({ input: i }: { input: { code: string } }) => {
          calls.affiliate.push(i.code);
          return (opts.affiliate ?? (async () => ({ code: 'AGENT01' })))();
        }),
        proveHuman: fromPromise(async () => {
          calls.prove += 1;
          return opts.proof ?? { proofOfWork: 'cGF5bG9hZA==' };
        }),
        register: fromPromise(async ({ input: i }: { input: RegisterCallInput }) => {
          calls.register.push(i);
          return (opts.register ?? (async () => answer))();
        }),
        memberInfo: fromPromise(async ({ input: i }: { input: { answer: LoginAnswer } }) => {
          if (!i.answer.member) throw new Error('no member');
          return i.answer.member;
        }),
      },
      actions: {
        renewHuman: () => {
          calls.renewed += 1;
        },
        startSession: (_, p: { answer: LoginAnswer; member: MemberInfoAnswer }) => {
          calls.sessions.push(p);
        },
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

describe('register machine: behaviour', () => {
  it('an invalid form sends nothing', () => {
    const { actor, calls } = run({ affiliateShown: true });
    actor.send({ type: 'register.submit', fields: withCode, valid: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toMatchObject({ affiliate: [], prove: 0, register: [] });
  });

  it('checks a shown, filled affiliate code, proves the human, submits with the proof and opens the session', async () => {
    const { actor, calls } = run({ affiliateShown: true });
    actor.send({ type: 'register.submit', fields: withCode, valid: true });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(calls.affiliate).toEqual(['AGENT01']);
    expect(calls.prove).toBe(1);
    expect(calls.register).toEqual([{ fields: withCode, proof: { proofOfWork: 'cGF5bG9hZA==' } }]);
    expect(calls.sessions).toEqual([{ answer, member }]);
    // Nothing typed is kept once finished.
    expect(end.context.fields).toBeNull();
  });

  it('skips the affiliate check when the field is hidden or empty', async () => {
    for (const [input, data] of [
      [{ affiliateShown: false }, withCode],
      [{ affiliateShown: true }, { ...fields, affiliateCode: '  ' }],
    ] as const) {
      const { actor, calls } = run(input);
      actor.send({ type: 'register.submit', fields: data, valid: true });
      await waitFor(actor, (s) => s.status === 'done');
      expect(calls.affiliate).toEqual([]);
    }
  });

  it('an invalid affiliate code stops with the invitation_code_error dialog; nothing is submitted', async () => {
    const { actor, calls } = run({ affiliateShown: true }, { affiliate: async () => Promise.reject(refusedCode) });
    actor.send({ type: 'register.submit', fields: withCode, valid: true });
    const s = await waitFor(actor, (x) => x.value === 'affiliateRefused');
    expect(s.context.errorKey).toBe('invitation_code_error');
    expect(calls.prove).toBe(0);
    expect(calls.register).toHaveLength(0);
    actor.send({ type: 'register.dismiss' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errorKey).toBeNull();
  });

  it('a refused submit keeps the form with the per-field problems and renews the human verification', async () => {
    let refuse = true;
    const { actor, calls } = run({ affiliateShown: false }, { register: async () => (refuse ? Promise.reject(taken) : answer) });
    actor.send({ type: 'register.submit', fields, valid: true });
    const s = await waitFor(actor, (x) => x.value === 'editing' && x.context.errorKey !== null);
    expect(s.context.problems).toEqual([{ path: '/username', reason: 'taken', message: 'error.username_taken' }]);
    expect(calls.renewed).toBe(1);
    refuse = false;
    actor.send({ type: 'register.submit', fields: { ...fields, username: 'other1' }, valid: true });
    await waitFor(actor, (x) => x.status === 'done');
    expect(calls.register).toHaveLength(2);
    expect(calls.prove).toBe(2);
  });

  it('keeps only well-formed problems from a refusal', () => {
    expect(problemsOf({ code: 'X', messageKey: 'k', value: [{ path: '/a', reason: 'r', message: 'm' }, { path: 'x' }, null, { path: '/__proto__/x', reason: 'r', message: 'm' }] })).toEqual([
      { path: '/a', reason: 'r', message: 'm' },
    ]);
    expect(problemsOf(new Error('boom'))).toEqual([]);
    expect(affiliateCodeOf({ affiliateShown: true }, { affiliateCode: true })).toBeNull();
  });
});

const events = [
  { type: 'register.submit', fields: withCode, valid: true },
  { type: 'register.submit', fields, valid: true },
  { type: 'register.submit', fields: withCode, valid: false },
  { type: 'register.dismiss' },
  doneEvent('checkAffiliate', { code: 'AGENT01' }),
  errorEvent('checkAffiliate', refusedCode),
  errorEvent('checkAffiliate', { code: 'RATE_LIMITED', messageKey: 'error.rate_limited' }),
  doneEvent('proveHuman', { proofOfWork: 'cGF5bG9hZA==' }),
  errorEvent('proveHuman', { code: 'NETWORK', messageKey: 'error.network' }),
  doneEvent('register', answer),
  errorEvent('register', taken),
  doneEvent('memberInfo', member),
  errorEvent('memberInfo', { code: 'UNKNOWN', messageKey: 'error.unknown' }),
] as EventObject[];
const ids = ['checkAffiliate', 'proveHuman', 'register', 'memberInfo'];
const serializeState = (s: { value: unknown; context: { errorKey: string | null; problems: unknown[]; fields: unknown } }) =>
  JSON.stringify([s.value, s.context.errorKey, s.context.problems.length, s.context.fields !== null]);

describe('register machine: generated paths', () => {
  for (const affiliateShown of [true, false]) {
    const input: RegisterInput = { affiliateShown };
    // Cast: the actor done/error events are not in the machine's declared event union.
    const paths = getShortestPaths(registerMachine, { input, events: events as never, serializeState: serializeState as never });

    it(`affiliate field ${affiliateShown ? 'shown' : 'hidden'}: reaches exactly the states it allows`, () => {
      const reached = new Set(paths.map((p) => String(p.state.value)));
      const expected = affiliateShown
        ? ['editing', 'checkingAffiliate', 'affiliateRefused', 'verifying', 'submitting', 'opening', 'done']
        : ['editing', 'verifying', 'submitting', 'opening', 'done'];
      expect([...reached].sort()).toEqual(expected.sort());
    });

    it(`affiliate field ${affiliateShown ? 'shown' : 'hidden'}: every path replays on a live actor; a submit always carries a proof and valid fields`, async () => {
      for (const path of paths) {
        const snapshots = await replayPath(registerMachine, ids, path.steps, input);
        expect(snapshots.map((s) => s.value)).toEqual(path.steps.map((s) => s.state.value));
        for (const s of snapshots) {
          if (s.value === 'submitting') {
            expect(s.context.proof).not.toBeNull();
            expect(s.context.fields).not.toBeNull();
          }
          if (s.status === 'done') expect(s.context.fields).toBeNull();
        }
      }
    });
  }

  it('simple paths to done never skip the human verification, and pass the affiliate check when a code is given', () => {
    const few = [
      { type: 'register.submit', fields: withCode, valid: true },
      { type: 'register.dismiss' },
      doneEvent('checkAffiliate', { code: 'AGENT01' }),
      errorEvent('checkAffiliate', refusedCode),
      doneEvent('proveHuman', { proofOfWork: 'cGF5bG9hZA==' }),
      doneEvent('register', answer),
      errorEvent('register', taken),
      doneEvent('memberInfo', member),
    ] as EventObject[];
    const simple = getSimplePaths(registerMachine, {
      input: { affiliateShown: true },
      events: few as never,
      serializeState: serializeState as never,
      toState: (s) => s.status === 'done',
    });
    expect(simple.length).toBeGreaterThan(0);
    for (const p of simple) {
      const states = p.steps.map((s) => s.state.value);
      expect(states).toContain('verifying');
      expect(states.indexOf('verifying')).toBeLessThan(states.indexOf('submitting'));
      const last = [...p.steps].reverse().find((s) => s.event.type === 'register.submit');
      const lastFields = (last?.event as { fields?: RegisterFields } | undefined)?.fields;
      if (lastFields?.affiliateCode) expect(states).toContain('checkingAffiliate');
    }
  });
});
