/**
 * The console's demo owner and operator commands (docs/decisions/040), on both databases:
 * docs/demo-accounts.json "staff" lists exactly the seeded staff; the demo owner is seeded
 * outside production and retired by a production start; `create-owner` refuses weak passwords
 * and taken names and makes an owner who signs in with the secret it prints; `verify-audit`
 * reports the chain.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consolePaths, type AuditPage } from '../../../schemas/console';
import { CommandError, createOwner, describeReport, verifyAudit } from '../../domain/console/console-commands';
import { createPasswordHasher } from '../../domain/identity/password-hasher';
import { describeEachDatabase } from '../../test-support/databases';
import { consoleCall, demoOwner, signInRequest, signInStaff, totpCode, valueOf } from '../../test-support/console-kit';
import { createTestGateway, repoRoot, type TestGateway } from '../../test-support/test-gateway';
import { demoStaff } from './staff-seed';

describeEachDatabase('console demo owner and commands', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  it('docs/demo-accounts.json lists exactly the seeded staff', async () => {
    const listed = JSON.parse(await fs.readFile(path.join(repoRoot, 'docs', 'demo-accounts.json'), 'utf8')) as { staff: unknown[] };
    expect(listed.staff).toEqual(demoStaff.map((s) => ({ role: s.role, username: s.username, password: s.password, totpSecret: s.totpSecret, merchants: s.merchants })));
    const owner = await gw.app.console.staff.findByName('demo-owner');
    expect(owner?.totpSecret).toMatch(/^v1\./);
    expect(owner?.totpSecret).not.toContain(demoStaff[0]?.totpSecret);
    expect(await gw.app.console.staff.grantsOf(owner?.id ?? '')).toEqual([{ role: 'owner', merchant: null }]);
  });

  it('create-owner refuses weak passwords and taken names, and makes an owner who signs in with the printed secret', async () => {
    const hasher = createPasswordHasher({ concurrency: 1 });
    const run = (username: string, password: string) => createOwner(gw.database.db, gw.app.console.box, hasher, username, password);
    await expect(run('first-owner', 'short')).rejects.toThrow(CommandError);
    await expect(run('first-owner', 'Unbelievable')).rejects.toThrow(/common/);
    await expect(run('first-owner', 'first-owner-2468')).rejects.toThrow(/contains the username/);
    await expect(run('Demo-Owner', 'A-long-enough-secret-1')).rejects.toThrow(/taken/);
    await expect(run('x', 'A-long-enough-secret-1')).rejects.toThrow(/username/);
    const created = await run('first-owner', 'A-long-enough-secret-1');
    expect(created.otpauthUri).toContain(`secret=${created.totpSecret}`);
    const s = await signInStaff(gw.app, { id: created.id, username: 'first-owner', password: 'A-long-enough-secret-1', secret: created.totpSecret });
    const audit = await valueOf<AuditPage>(await consoleCall(gw.app, s, { method: 'GET', url: `${consolePaths.audit}?action=staff.create` }));
    expect(audit.items[0]).toMatchObject({ staffName: 'console-cli', target: 'first-owner', after: { grants: [{ role: 'owner', merchant: null }] } });
    const report = await verifyAudit(gw.database.db, gw.app.console.box);
    expect(report.firstBroken).toBeNull();
    expect(describeReport(report)).toMatch(/^audit chain intact: \d+ rows$/);
  });

  it('a production start retires the demo owner (disabled, sessions ended) while it has the published password', async () => {
    const session = await signInStaff(gw.app, await demoOwner(gw.app), 1);
    const prod = await createTestGateway({ database: database(), production: true, migrate: false });
    try {
      expect((await prod.app.console.staff.findByName('demo-owner'))?.enabled).toBe(false);
      expect((await consoleCall(gw.app, session, { method: 'GET', url: consolePaths.me })).statusCode).toBe(401);
      const owner = await demoOwner(prod.app);
      expect((await prod.app.inject(signInRequest(owner, await totpCode(owner.secret, -1)))).statusCode).toBe(401);
      const rows = await sql<{ n: number }>`select count(*)::int as n from staff where username = 'demo-owner'`.execute(prod.database.db);
      expect(rows.rows[0]?.n).toBe(1);
    } finally {
      await prod.close();
    }
    // A production start also retires the players' demo accounts (argon2 checks for each): slow on a loaded machine.
  }, 180_000);
});
