/**
 * The forced password change between a login answer that carries a changeToken and the change
 * page (§2.6, §4 "After login"; READINGS #3/#4). Held in memory only: the old password typed at
 * login stays here until the change is posted or abandoned, never in any storage (issue 4:
 * "the password is never stored anywhere on the client beyond the forced-change step's memory").
 * The login feature writes it; the password feature reads and clears it.
 */
export interface PendingPasswordChange {
  changeToken: string;
  account: string;
  /** The password the player just typed, so the change form need not ask for it again. */
  oldPassword: string;
  /** Why the change is forced: the default password 123456 or an expired one. */
  reason: 'default' | 'expired';
  /** Where the login was made, so the new sign-in lands in the same place. */
  location: 'member' | 'agent';
}

let pending: PendingPasswordChange | null = null;

export function setPendingPasswordChange(value: PendingPasswordChange): void {
  pending = value;
}

export function getPendingPasswordChange(): PendingPasswordChange | null {
  return pending;
}

export function clearPendingPasswordChange(): void {
  pending = null;
}
