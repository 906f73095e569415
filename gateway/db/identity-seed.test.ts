import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadBrands, type LoadedBrand } from '../domain/brand-files';
import { describeEachDatabase } from '../test-support/databases';
import { createTestGateway, demoBrandsDir, repoRoot, type TestGateway } from '../test-support/test-gateway';
import { createMemberRepository } from './member-repository';
import { demoAccounts, demoDialingCode } from './identity-seed';
import { seedDemoData } from './seed';
import { createSecretBox } from '../domain/secret-box';

const brands = (await loadBrands(demoBrandsDir)).filter((b): b is LoadedBrand => b.ok);

interface Listed {
  brand: string;
  role: string;
  username: string;
  password: string;
  totpSecret: string | null;
  mobile: string | null;
}

describeEachDatabase('demo accounts', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  it('docs/demo-accounts.json lists exactly the seeded accounts of every demo brand', async () => {
    const listed = JSON.parse(await fs.readFile(path.join(repoRoot, 'docs', 'demo-accounts.json'), 'utf8')) as { accounts: Listed[] };
    const expected = brands.flatMap((b) =>
      demoAccounts.map((a) => ({
        brand: b.merchant,
        role: a.role,
        username: a.username,
        password: a.password,
        totpSecret: a.totpSecret,
        mobile: a.mobile ? `+${demoDialingCode} ${a.mobile}` : null,
      })),
    );
    expect(listed.accounts).toEqual(expected);
  });

  it('seeds them once per brand: agents with downlines, flags, the authenticator sealed', async () => {
    const members = createMemberRepository(gw.database.db);
    for (const b of brands) {
      const agent = await members.findByAccount(b.merchant, 'agent01');
      expect(agent?.type).toBe(b.brand.agentType[0]);
      for (const d of ['down01', 'down02', 'down03']) expect((await members.findByAccount(b.merchant, d))?.parentId).toBe(agent?.id);
      expect((await members.findByAccount(b.merchant, 'default01'))?.mustChangePassword).toBe(true);
      const totp = await members.findByAccount(b.merchant, 'totp01');
      expect(totp?.totpEnabled).toBe(true);
      expect(totp?.totpSecret).toMatch(/^v1\./);
      expect(totp?.totpSecret).not.toContain('JBSWY3DP');
    }
    const again = await seedDemoData(gw.database.db, brands, { box: createSecretBox(new Uint8Array(32)) });
    expect(again.failed).toEqual([]);
  });
}, { seeded: false });
