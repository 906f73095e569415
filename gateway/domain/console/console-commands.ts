/**
 * The console's operator commands (`npm run console -- …`, scripts/console.ts), as functions
 * of a database and the data key's box so tests run them directly:
 * - createOwner: the first (or another) owner of every merchant, with a password that passes
 *   the staff rule and a new authenticator secret, printed once; refused when the name is taken.
 *   Audited as staff.create by "console-cli".
 * - verifyAudit: walks the audit chain and reports the first broken link.
 */
import { randomUUID } from 'node:crypto';
import { generateSecret, generateURI } from 'otplib';
import { appendAudit, verifyAuditChain, type ChainReport } from '../../db/console/audit-repository';
import { createStaffRepository } from '../../db/console/staff-repository';
import type { Db } from '../../db/database';
import { checkNewPassword } from '../identity/password-policy';
import type { PasswordHasher } from '../identity/password-hasher';
import type { SecretBox } from '../secret-box';
import { consolePolicy, consoleTotpIssuer } from './console-policy';
import { staffTotpContext } from './console-services';

export const cliActor = 'console-cli';
const usernameRe = /^[A-Za-z0-9][A-Za-z0-9._-]{2,63}$/;

export class CommandError extends Error {}

export interface OwnerCreated {
  id: string;
  username: string;
  totpSecret: string;
  otpauthUri: string;
}

/** Why a password is refused for staff (null when it is fine); the same rule as the console's staff creation. */
export function staffPasswordProblem(username: string, password: string): string | null {
  const problem = checkNewPassword(password, { minLength: consolePolicy.passwordMinLength, maxLength: consolePolicy.passwordMaxLength, acceptedPattern: null }, username);
  if (problem === 'PASSWORD_LENGTH') return `the password must be ${consolePolicy.passwordMinLength}–${consolePolicy.passwordMaxLength} characters`;
  if (problem === 'PASSWORD_FORMAT') return 'the password may not hold control characters or start or end with a space';
  if (problem === 'PASSWORD_COMMON' || password.normalize('NFKC').toLowerCase().includes(username.normalize('NFKC').toLowerCase())) {
    return 'the password is too common or contains the username';
  }
  return null;
}

export async function createOwner(db: Db, box: SecretBox, hasher: Pick<PasswordHasher, 'hash'>, username: string, password: string, ip = 'local'): Promise<OwnerCreated> {
  if (!usernameRe.test(username)) throw new CommandError('the username must be 3–64 letters, digits, dots, dashes or underscores, starting with a letter or digit');
  const weak = staffPasswordProblem(username, password);
  if (weak) throw new CommandError(weak);
  const staff = createStaffRepository(db);
  if (await staff.findByName(username)) throw new CommandError(`the name ${username} is taken`);
  const id = randomUUID();
  const secret = generateSecret({ length: 20 });
  const passwordHash = await hasher.hash(password);
  const grants = [{ role: 'owner' as const, merchant: null }];
  await db.transaction().execute(async (trx) => {
    if (!(await createStaffRepository(trx).insert({ id, username, passwordHash, totpSecret: box.seal(secret, staffTotpContext(id)), grants, createdBy: null }))) {
      throw new CommandError(`the name ${username} is taken`);
    }
    await appendAudit(trx, box, { at: new Date(), staffId: null, staffName: cliActor, role: null, merchant: null, ip, action: 'staff.create', target: username, before: null, after: { username, enabled: true, grants } });
  });
  return { id, username, totpSecret: secret, otpauthUri: generateURI({ issuer: consoleTotpIssuer, label: username, secret }) };
}

export function verifyAudit(db: Db, box: SecretBox): Promise<ChainReport> {
  return verifyAuditChain(db, box);
}

export function describeReport(report: ChainReport): string {
  if (!report.firstBroken) return `audit chain intact: ${report.rows} rows`;
  return `audit chain BROKEN at row ${report.firstBroken.seq} (${report.firstBroken.reason}); ${report.rows} rows before it verify`;
}
