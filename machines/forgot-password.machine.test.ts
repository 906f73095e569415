import { getShortestPaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ForgotByEmailFields, PhonePasswordFields } from '../schemas/identity';
import { doneEvent, errorEvent, replayPath } from './change-password-replay';
import { emailFormErrors, forgotPasswordMachine, phoneFormErrors, type ForgotPasswordInput } from './forgot-password.machine';
import { defaultPasswordRule } from './change-password-fields';

const email: ForgotByEmailFields = { username: ' player01 ', email: 'player01@aurora.example' };
const phone: PhonePasswordFields = { mobileNum: '13800000001', countryDialingCode: '86', verificationCode: '123456', newPassword: 'Fresh-Pass-9081' };

function run(input: ForgotPasswordInput, signIn: () => Promise<'signed-in' | 'needs-login'> = async () => 'signed-in') {
  const calls = { email: [] as ForgotByEmailFields[], phone: [] as PhonePasswordFields[], signIn: [] as { account: string; password: string }[] };
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        requestEmail: fromPromise(async ({ input: f }: { input: ForgotByEmailFields }) => (calls.email.push(f), { expiredMinutes: 30 })),
        resetByPhone: fromPromise(async ({ input: f }: { input: PhonePasswordFields }) => {
          calls.phone.push(f);
          if (f.verificationCode !== '123456') throw { code: 'CODE_INVALID', messageKey: 'error.code_invalid' };
          return { account: 'player01' };
        }),
        signIn: fromPromise(async ({ input: c }: { input: { account: string; password: string } }) => (calls.signIn.push(c), signIn())),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

describe('forgot-password machine: behaviour', () => {
  it('CHNGPASSVERIF3 on: mobile is the default and the switcher works', () => {
    const { actor } = run({ phoneEnabled: true });
    expect(actor.getSnapshot().context.method).toBe('mobile');
    actor.send({ type: 'method.select', method: 'email' });
    expect(actor.getSnapshot().context.method).toBe('email');
  });

  it('CHNGPASSVERIF3 off: e-mail only; a phone submit or switch is ignored', () => {
    const { actor, calls } = run({ phoneEnabled: false });
    actor.send({ type: 'method.select', method: 'mobile' });
    actor.send({ type: 'phone.submit', fields: phone });
    expect(actor.getSnapshot().context.method).toBe('email');
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls.phone).toHaveLength(0);
  });

  it('e-mail: validates §5, sends the trimmed fields, and ends in the neutral "sent" state', async () => {
    const { actor, calls } = run({ phoneEnabled: false });
    actor.send({ type: 'email.submit', fields: { username: ' ', email: 'not-an-address' } });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ username: 'password.field_required', email: 'password.email_format' });
    actor.send({ type: 'email.submit', fields: email });
    const sent = await waitFor(actor, (s) => s.value === 'emailSent');
    expect(calls.email).toEqual([{ username: 'player01', email: 'player01@aurora.example' }]);
    expect(sent.context.linkMinutes).toBe(30);
  });

  it('phone: a wrong code keeps the form with its message; the right one resets and signs in with the new password', async () => {
    const { actor, calls } = run({ phoneEnabled: true });
    actor.send({ type: 'phone.submit', fields: { ...phone, verificationCode: '000000' } });
    await waitFor(actor, (s) => s.value === 'editing' && s.context.errorKey === 'error.code_invalid');
    actor.send({ type: 'phone.submit', fields: phone });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.value).toBe('done');
    expect(calls.signIn).toEqual([{ account: 'player01', password: phone.newPassword }]);
    expect(end.context.phone).toBeNull();
  });

  it('phone: an enrolled authenticator hands over to the login dialog', async () => {
    const { actor } = run({ phoneEnabled: true }, async () => 'needs-login');
    actor.send({ type: 'phone.submit', fields: phone });
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('needsLogin');
  });

  it('field checks: missing and malformed phone and code, short password', () => {
    expect(phoneFormErrors({ mobileNum: '', countryDialingCode: '86', verificationCode: '', newPassword: '' }, defaultPasswordRule)).toEqual({
      mobileNum: 'error.phone_missing',
      verificationCode: 'error.code_missing',
      newPassword: 'password.field_required',
    });
    expect(phoneFormErrors({ mobileNum: '12', countryDialingCode: '86', verificationCode: '12ab56', newPassword: 'short' }, defaultPasswordRule)).toEqual({
      mobileNum: 'error.phone_invalid',
      verificationCode: 'error.code_invalid',
      newPassword: 'password.length_hint',
    });
    expect(emailFormErrors(email)).toEqual({});
  });
});

const events = [
  { type: 'method.select', method: 'email' },
  { type: 'method.select', method: 'mobile' },
  { type: 'email.submit', fields: email },
  { type: 'email.submit', fields: { username: '', email: '' } },
  { type: 'phone.submit', fields: phone },
  { type: 'phone.submit', fields: { ...phone, mobileNum: '' } },
  { type: 'forgot.again' },
  doneEvent('requestEmail', { expiredMinutes: 30 }),
  errorEvent('requestEmail', { code: 'SMS_TOO_MANY_REQUESTS', messageKey: 'error.too_many_requests' }),
  doneEvent('resetByPhone', { account: 'player01' }),
  errorEvent('resetByPhone', { code: 'CODE_INVALID', messageKey: 'error.code_invalid' }),
  doneEvent('signIn', 'signed-in'),
  doneEvent('signIn', 'needs-login'),
] as EventObject[];
const ids = ['requestEmail', 'resetByPhone', 'signIn'];
const serializeState = (s: { value: unknown; context: { method: string; errorKey: string | null; fieldErrors: object } }) =>
  JSON.stringify([s.value, s.context.method, s.context.errorKey, Object.keys(s.context.fieldErrors)]);

describe('forgot-password machine: generated paths', () => {
  for (const phoneEnabled of [true, false]) {
    const input = { phoneEnabled };
    const paths = getShortestPaths(forgotPasswordMachine, { input, events: events as never, serializeState: serializeState as never });

    it(`phoneEnabled=${phoneEnabled}: reaches the states the module allows`, () => {
      const reached = [...new Set(paths.map((p) => String(p.state.value)))].sort();
      const expected = phoneEnabled ? ['done', 'editing', 'emailSent', 'needsLogin', 'resettingByPhone', 'sendingEmail', 'signingIn'] : ['editing', 'emailSent', 'sendingEmail'];
      expect(reached).toEqual(expected);
    });

    it(`phoneEnabled=${phoneEnabled}: every path replays on a live actor; the calls only see valid fields`, async () => {
      for (const path of paths) {
        const snapshots = await replayPath(forgotPasswordMachine, ids, path.steps, input);
        expect(snapshots.map((s) => s.value)).toEqual(path.steps.map((s) => s.state.value));
        for (const s of snapshots) {
          if (s.value === 'sendingEmail') expect(emailFormErrors(s.context.email as ForgotByEmailFields)).toEqual({});
          if (s.value === 'resettingByPhone') expect(phoneFormErrors(s.context.phone as PhonePasswordFields, s.context.rule)).toEqual({});
          if (s.status === 'done') expect(s.context.phone).toBeNull();
          if (!phoneEnabled) expect(s.context.method).toBe('email');
        }
      }
    });
  }
});
