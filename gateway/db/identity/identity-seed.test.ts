import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadBrands, type LoadedBrand } from '../../domain/brand/brand-files';
import { describeEachDatabase, testDatabases } from '../../test-support/databases';
import { must, removeDir, tempDir } from '../../test-support/fixtures';
import { createTestGateway, demoBrandsDir, repoRoot, type TestGateway } from '../../test-support/test-gateway';
import { createMemberRepository } from './member-repository';
import { demoAccounts, demoDialingCode } from './identity-seed';
import { seedDemoData } from '../seed';
import { createSecretBox } from '../../domain/secret-box';

const brands = (await loadBrands(demoBrandsDir)).filter((b): b is LoadedBrand => b.ok);

/** Seeding an empty database (catalogue included) takes seconds, more on a loaded machine. */
const seedingTimeoutMs = 180_000;

interface Listed {
  brand: string;
  role: string;
  username: string;
  password: string;
  totpSecret: string | null;
  mobile: string | null;
}

/** Every demo account name of one merchant that exists in the database. */
async function demoNamesIn(gw: TestGateway, merchant: string): Promise<string[]> {
  const members = createMemberRepository(gw.database.db);
  const found = await Promise.all(demoAccounts.map((a) => members.findByAccount(merchant, a.username)));
  return found.flatMap((m) => (m ? [m.account] : []));
}

describeEachDatabase('demo accounts', (database, kind) => {
  const target = must(testDatabases.find((d) => d.name === kind));
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

  it('a merchant onboarded later (a copy of a demo brand folder) gets no demo accounts', async () => {
    const brandsDir = await tempDir('portico-brands-');
    const fresh = await target.open();
    let onboarded: TestGateway | null = null;
    try {
      // The brands README's way to onboard: copy the closest demo folder, rename the merchant and its domains.
      await fs.cp(path.join(demoBrandsDir, 'aurora'), path.join(brandsDir, 'aurora'), { recursive: true });
      await fs.cp(path.join(demoBrandsDir, 'aurora'), path.join(brandsDir, 'acme'), { recursive: true });
      const file = path.join(brandsDir, 'acme', 'brand.json');
      const brand = JSON.parse(await fs.readFile(file, 'utf8')) as { merchant: string; name: string; domains: string[]; mainDomain: string };
      Object.assign(brand, { merchant: 'acme', name: 'Acme', domains: ['acme.example'], mainDomain: 'acme.example' });
      await fs.writeFile(file, JSON.stringify(brand, null, 2));
      onboarded = await createTestGateway({ database: fresh, brandsDir });
      const merchants = await onboarded.database.db.selectFrom('merchants').select('code').where('code', '=', 'acme').execute();
      expect(merchants).toEqual([{ code: 'acme' }]);
      expect(await demoNamesIn(onboarded, 'acme')).toEqual([]);
      // The demo brand next to it still has them.
      expect(await demoNamesIn(onboarded, 'aurora')).toEqual(demoAccounts.map((a) => a.username));
    } finally {
      await onboarded?.close();
      await fresh.close();
      await removeDir(brandsDir);
    }
  }, seedingTimeoutMs);

  it('production (NODE_ENV=production) seeds no demo accounts, not even on the demo brands', async () => {
    const fresh = await target.open();
    let prod: TestGateway | null = null;
    try {
      prod = await createTestGateway({ database: fresh, production: true });
      for (const b of brands) {
        expect(await prod.database.db.selectFrom('merchants').select('code').where('code', '=', b.merchant).execute()).toHaveLength(1);
        expect(await demoNamesIn(prod, b.merchant)).toEqual([]);
      }
    } finally {
      await prod?.close();
      await fresh.close();
    }
  }, seedingTimeoutMs);
}, { seeded: false });
