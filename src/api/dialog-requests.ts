/**
 * Which account dialog is asked for (§2.4): a tiny external store, so anything — the header, a
 * guard, a game tile, another dialog — can open the login, forgot-password, logout or
 * forced-change dialog without knowing where it is rendered. The host (src/app/auth-dialogs.tsx)
 * renders the one asked for; one at a time (opening another replaces it).
 *
 *   openDialog('login');                      // the login modal, member site
 *   openDialog('login', { site: 'agent' });   // the agent login
 *   openDialog('register');                   // the register modal (registerModal)
 *   closeDialog();
 *   const request = useDialogRequest();       // { name, options } | null
 */
import { useSyncExternalStore } from 'react';

export type AuthDialogName = 'login' | 'register' | 'forgotPassword' | 'logout' | 'changePassword';

export interface DialogOptions {
  /** The login is for the agent site (§4: success goes to /agentHome; non-agents refused). */
  site?: 'member' | 'agent';
  /** Where to go after the dialog's success (a same-site path); the dialog's default otherwise. */
  redirect?: string;
}

export interface DialogRequest {
  name: AuthDialogName;
  options: DialogOptions;
  /** Increases with every openDialog, so opening the same dialog again starts it afresh. */
  serial: number;
}

let current: DialogRequest | null = null;
let serial = 0;
const listeners = new Set<() => void>();

function publish(next: DialogRequest | null): void {
  current = next;
  for (const listener of listeners) listener();
}

export function openDialog(name: AuthDialogName, options: DialogOptions = {}): void {
  serial += 1;
  publish({ name, options, serial });
}

/** Closes whatever dialog is open (or only `name`, when given and it is the open one). */
export function closeDialog(name?: AuthDialogName): void {
  if (current === null || (name !== undefined && current.name !== name)) return;
  publish(null);
}

export function getDialogRequest(): DialogRequest | null {
  return current;
}

export function subscribeDialogRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useDialogRequest(): DialogRequest | null {
  return useSyncExternalStore(subscribeDialogRequest, getDialogRequest, getDialogRequest);
}
