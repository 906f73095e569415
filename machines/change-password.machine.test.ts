import { getShortestPaths, getSimplePaths } from '@xstate/graph';
import { createActor, fromPromise, waitFor, type EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { changeFormErrors, changePasswordMachine, type ChangePasswordForm, type ChangePasswordInput, type SignInOutcome } from './change-password.machine';
import { defaultPasswordRule } from './change-password-fields';
import { doneEvent, errorEvent, replayPath } from './change-password-replay';

const good: ChangePasswordForm = { oldPassword: '123456', newPassword: 'Fresh-Pass-9081', confirmNewPassword: 'Fresh-Pass-9081' };
const failure = { code: 'OLD_PASSWORD_INCORRECT', messageKey: 'error.old_password_incorrect' };

function run(
  input: ChangePasswordInput,
  change: (form: ChangePasswordForm) => Promise<{ account: string }>,
  signIn: () => Promise<SignInOutcome> = async () => 'signed-in',
  reloadMember: () => Promise<undefined> = async () => undefined,
) {
  const calls: { change: ChangePasswordForm[]; signIn: { account: string; password: string }[]; reloadMember: number } = { change: [], signIn: [], reloadMember: 0 };
  const actor = createActor(
    changePasswordMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input: form }: { input: ChangePasswordForm }) => (calls.change.push(form), change(form))),
        signIn: fromPromise(async ({ input: creds }: { input: { account: string; password: string } }) => (calls.signIn.push(creds), signIn())),
        reloadMember: fromPromise(async () => {
          calls.reloadMember += 1;
          return reloadMember();
        }),
      },
    }),
    { input },
  ).start();
  return { actor, calls };
}

describe('change-password machine: behaviour', () => {
  it('does not call the gateway while the form breaks §5; shows a message per field', () => {
    const { actor, calls } = run({ mode: 'session' }, async () => ({ account: 'player01' }));
    actor.send({ type: 'change.submit', form: { oldPassword: '', newPassword: 'short', confirmNewPassword: 'other' } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors).toEqual({ oldPassword: 'password.field_required', newPassword: 'password.length_hint', confirmNewPassword: 'error.password_confirm' });
    expect(calls.change).toHaveLength(0);
  });

  it('forced change with the old password in memory asks no current password, then signs in with the new one', async () => {
    const { actor, calls } = run({ mode: 'forced', oldPasswordKnown: true }, async () => ({ account: 'default01' }));
    expect(actor.getSnapshot().context.asksOldPassword).toBe(false);
    actor.send({ type: 'change.submit', form: { ...good, oldPassword: '' } });
    const end = await waitFor(actor, (s) => s.status === 'done');
    expect(end.value).toBe('done');
    expect(calls.signIn).toEqual([{ account: 'default01', password: good.newPassword }]);
    // Nothing typed is kept once finished.
    expect(end.context.form).toBeNull();
  });

  it('a session change does not sign in again; a refusal keeps the form with its message (READINGS #20)', async () => {
    let refuse = true;
    const { actor, calls } = run({ mode: 'session' }, async () => {
      if (refuse) throw failure;
      return { account: 'player01' };
    });
    actor.send({ type: 'change.submit', form: good });
    await waitFor(actor, (s) => s.value === 'editing' && s.context.errorKey !== null);
    expect(actor.getSnapshot().context.errorKey).toBe('error.old_password_incorrect');
    refuse = false;
    actor.send({ type: 'change.submit', form: good });
    await waitFor(actor, (s) => s.status === 'done');
    expect(calls.change).toHaveLength(2);
    expect(calls.signIn).toHaveLength(0);
  });

  it('a session change reloads the member info before it is done (§4), and is done even when that read fails', async () => {
    const ok = run({ mode: 'session' }, async () => ({ account: 'player01' }));
    ok.actor.send({ type: 'change.submit', form: good });
    expect((await waitFor(ok.actor, (s) => s.status === 'done')).value).toBe('done');
    expect(ok.calls.reloadMember).toBe(1);
    const failed = run({ mode: 'session' }, async () => ({ account: 'player01' }), undefined, async () => Promise.reject(new Error('offline')));
    failed.actor.send({ type: 'change.submit', form: good });
    const end = await waitFor(failed.actor, (s) => s.status === 'done');
    expect([end.value, end.context.errorKey]).toEqual(['done', null]);
    expect(failed.calls.reloadMember).toBe(1);
  });

  it('hands over to the login dialog when the new sign-in asks for an authenticator', async () => {
    const { actor } = run({ mode: 'reset' }, async () => ({ account: 'totp01' }), async () => 'needs-login' as const);
    expect(actor.getSnapshot().context.asksOldPassword).toBe(false);
    actor.send({ type: 'change.submit', form: { ...good, oldPassword: '' } });
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('needsLogin');
  });

  it('refuses a new password with spaces at either end (login trims it, §5)', () => {
    const padded = ' Fresh-Pass-9081 ';
    expect(changeFormErrors({ oldPassword: 'x', newPassword: padded, confirmNewPassword: padded }, { asksOldPassword: true, rule: defaultPasswordRule })).toEqual({
      newPassword: 'error.password_format',
    });
  });

  it('checks the rule length in code points (an emoji counts once)', () => {
    const errors = changeFormErrors({ oldPassword: 'x', newPassword: '😀😀😀😀😀😀😀😀', confirmNewPassword: '😀😀😀😀😀😀😀😀' }, { asksOldPassword: true, rule: defaultPasswordRule });
    expect(errors).toEqual({});
  });
});

const events = [
  { type: 'change.submit', form: good },
  { type: 'change.submit', form: { ...good, confirmNewPassword: 'different-1' } },
  { type: 'change.edit' },
  doneEvent('changePassword', { account: 'default01' }),
  errorEvent('changePassword', failure),
  doneEvent('signIn', 'signed-in'),
  doneEvent('signIn', 'needs-login'),
  errorEvent('signIn', { code: 'LOGIN_FAILED', messageKey: 'in_incorrect_password' }),
  doneEvent('reloadMember'),
  errorEvent('reloadMember', { code: 'NETWORK', messageKey: 'error.network' }),
] as EventObject[];
const ids = ['changePassword', 'signIn', 'reloadMember'];
const serializeState = (s: { value: unknown; context: { errorKey: string | null; fieldErrors: object; form: unknown } }) =>
  JSON.stringify([s.value, s.context.errorKey, Object.keys(s.context.fieldErrors), s.context.form !== null]);

describe('change-password machine: generated paths', () => {
  for (const mode of ['session', 'forced', 'reset'] as const) {
    const input: ChangePasswordInput = { mode, oldPasswordKnown: mode === 'forced' };
    // Cast: the actor done/error events are not in the machine's declared event union.
    const paths = getShortestPaths(changePasswordMachine, { input, events: events as never, serializeState: serializeState as never });

    it(`${mode}: reaches exactly the states its mode allows`, () => {
      const reached = new Set(paths.map((p) => String(p.state.value)));
      const expected = mode === 'session' ? ['editing', 'submitting', 'reloadingMember', 'done'] : ['editing', 'submitting', 'signingIn', 'done', 'needsLogin'];
      expect([...reached].sort()).toEqual(expected.sort());
    });

    it(`${mode}: every path replays on a live actor, and the calls only ever see a valid form`, async () => {
      for (const path of paths) {
        const snapshots = await replayPath(changePasswordMachine, ids, path.steps, input);
        expect(snapshots.map((s) => s.value)).toEqual(path.steps.map((s) => s.state.value));
        for (const s of snapshots) {
          if (s.value === 'submitting') expect(changeFormErrors(s.context.form as ChangePasswordForm, s.context)).toEqual({});
          if (s.status === 'done') expect(s.context.form).toBeNull();
        }
      }
    });
  }

  it('simple paths to done never skip submitting', () => {
    const simple = getSimplePaths(changePasswordMachine, { input: { mode: 'forced', oldPasswordKnown: true }, events: events as never, toState: (s) => s.status === 'done' });
    expect(simple.length).toBeGreaterThan(0);
    for (const p of simple) expect(p.steps.map((s) => s.state.value)).toContain('submitting');
  });
});
