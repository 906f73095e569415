/**
 * The demo owner of the operator console (listed in docs/demo-accounts.json "staff", which a
 * test keeps equal to this table): owner of every merchant, with the demo password and a
 * published authenticator secret. Outside production only, like the players' demo accounts
 * (docs/decisions/028, 040); inserted when absent, so an operator's changes survive restarts.
 * A production start disables it where an earlier start seeded it and it still has the
 * published password.
 */
import { randomUUID } from 'node:crypto';
import type { StaffGrant, StaffRole } from '../../../schemas/console';
import { staffTotpContext } from '../../domain/console/console-services';
import type { PasswordHasher } from '../../domain/identity/password-hasher';
import type { SecretBox } from '../../domain/secret-box';
import type { Db } from '../database';
import { demoPassword, demoPasswordHashes } from '../identity/identity-seed';
import { withConsoleTables } from './console-tables';
import { createStaffRepository } from './staff-repository';

export interface DemoStaff {
  role: StaffRole;
  username: string;
  password: string;
  /** RFC 4648 base32. */
  totpSecret: string;
  /** null: every merchant. */
  merchants: string[] | null;
}

export const demoStaff: readonly DemoStaff[] = [{ role: 'owner', username: 'demo-owner', password: demoPassword, totpSecret: 'PORTICOCONSOLEDEMOOWNERSECRET234', merchants: null }];

const grantsOf = (s: DemoStaff): StaffGrant[] => (s.merchants ?? [null]).map((merchant) => ({ role: s.role, merchant }));

/** Inserts the absent demo staff (development), or disables those still on the published password (production); returns how many rows changed. */
export async function seedDemoStaff(db: Db, box: SecretBox, options: { production: boolean; hasher: Pick<PasswordHasher, 'verify'> }): Promise<number> {
  const staff = createStaffRepository(db);
  let changed = 0;
  if (options.production) {
    for (const s of demoStaff) {
      const found = await staff.findByName(s.username);
      if (!found?.enabled || !(await options.hasher.verify(found.passwordHash, s.password))) continue;
      await withConsoleTables(db).updateTable('staff').set({ enabled: false, disabled_at: new Date() }).where('id', '=', found.id).execute();
      await withConsoleTables(db).updateTable('staff_sessions').set({ revoked_at: new Date(), revoke_reason: 'demo-retired' }).where('staff_id', '=', found.id).where('revoked_at', 'is', null).execute();
      changed += 1;
    }
    return changed;
  }
  const hashes = await demoPasswordHashes();
  for (const s of demoStaff) {
    if (await staff.findByName(s.username)) continue;
    const id = randomUUID();
    const hash = hashes[s.password];
    if (!hash) continue;
    if (await staff.insert({ id, username: s.username, passwordHash: hash, totpSecret: box.seal(s.totpSecret, staffTotpContext(id)), grants: grantsOf(s), createdBy: null })) changed += 1;
  }
  return changed;
}
