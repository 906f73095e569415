import { describe, expect, it } from 'vitest';
import { closeDialog, getDialogRequest, openDialog, subscribeDialogRequest } from './dialog-requests';

describe('dialog requests', () => {
  it('opens one dialog at a time, each opening a fresh request, and tells subscribers', () => {
    let calls = 0;
    const stop = subscribeDialogRequest(() => {
      calls += 1;
    });
    openDialog('login', { site: 'agent' });
    const first = getDialogRequest();
    expect(first).toMatchObject({ name: 'login', options: { site: 'agent' } });
    openDialog('login');
    expect(getDialogRequest()?.serial).toBeGreaterThan(first?.serial ?? Infinity);
    expect(getDialogRequest()?.options).toEqual({});
    openDialog('logout');
    expect(getDialogRequest()?.name).toBe('logout');
    expect(calls).toBe(3);
    stop();
    closeDialog();
  });

  it('closes only the named dialog when a name is given', () => {
    openDialog('forgotPassword');
    closeDialog('login');
    expect(getDialogRequest()?.name).toBe('forgotPassword');
    closeDialog('forgotPassword');
    expect(getDialogRequest()).toBeNull();
    closeDialog();
    expect(getDialogRequest()).toBeNull();
  });
});
