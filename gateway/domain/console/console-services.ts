/**
 * Everything the operator console needs, built once per app and reached by routes as
 * `app.console` (gateway/http/console-context.ts): the staff and session repositories, the
 * password hasher, the data key's box (authenticator secrets, the audit chain, CSRF tokens) and
 * the players' identity services, whose login throttles and captcha staff sign-in reuses
 * under its own scope (docs/decisions/028, 040).
 */
import { generateSecret, generateURI, verify } from 'otplib';
import type { Db } from '../../db/database';
import { createStaffRepository, type StaffRecord, type StaffRepository } from '../../db/console/staff-repository';
import { createStaffSessionRepository, type StaffSessionRepository } from '../../db/console/staff-session-repository';
import type { IdentityServices } from '../identity/identity-services';
import type { PasswordHasher } from '../identity/password-hasher';
import type { SecretBox } from '../secret-box';
import { consolePolicy, consoleTotpIssuer, type ConsolePolicy } from './console-policy';

export interface ConsoleServices {
  db: Db;
  policy: ConsolePolicy;
  now: () => number;
  production: boolean;
  box: SecretBox;
  hasher: PasswordHasher;
  staff: StaffRepository;
  sessions: StaffSessionRepository;
  /** The players' identity services: throttles and captcha (scope consoleThrottleScope). */
  identity: IdentityServices;
  totp: StaffTotp;
  /** The live brand preview's domain (<id>.<domain> hosts), or null: no preview (decision 055). */
  previewDomain: string | null;
}

export interface StaffTotp {
  newSecret(): string;
  uri(secret: string, username: string): string;
  seal(secret: string, staffId: string): string;
  /** A 6-digit code of the staff member's authenticator at ±1 step, each step accepted once. */
  accept(staff: StaffRecord, code: string): Promise<boolean>;
}

/** The sealing context of a staff member's authenticator secret (secret-box.ts). */
export const staffTotpContext = (staffId: string): string => `staff-totp:${staffId}`;

function createStaffTotp(box: SecretBox, staff: StaffRepository, now: () => number): StaffTotp {
  return {
    newSecret: () => generateSecret({ length: 20 }),
    uri: (secret, username) => generateURI({ issuer: consoleTotpIssuer, label: username, secret }),
    seal: (secret, staffId) => box.seal(secret, staffTotpContext(staffId)),
    async accept(s, code) {
      if (!/^\d{6}$/.test(code)) return false;
      const secret = box.open(s.totpSecret, staffTotpContext(s.id));
      if (!secret) return false;
      const result = await verify({ secret, token: code, epoch: Math.floor(now() / 1000), epochTolerance: 30 });
      if (!result.valid || !('timeStep' in result)) return false;
      return staff.claimTotpStep(s.id, result.timeStep);
    },
  };
}

export interface ConsoleOptions {
  /** Overrides of consolePolicy (tests shorten expiries). */
  policy?: Partial<ConsolePolicy>;
  /** PREVIEW_DOMAIN; default console.localhost outside production, none in production. */
  previewDomain?: string | null;
}

export function createConsoleServices(db: Db, identity: IdentityServices, options: ConsoleOptions = {}): ConsoleServices {
  const staff = createStaffRepository(db);
  return {
    db,
    policy: { ...consolePolicy, ...options.policy },
    now: identity.now,
    production: identity.production,
    box: identity.box,
    hasher: identity.hasher,
    staff,
    sessions: createStaffSessionRepository(db),
    identity,
    totp: createStaffTotp(identity.box, staff, identity.now),
    previewDomain: options.previewDomain !== undefined ? options.previewDomain : identity.production ? null : 'console.localhost',
  };
}
