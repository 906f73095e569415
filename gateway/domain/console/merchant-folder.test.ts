/**
 * Export a merchant onboarded in the console as a brand folder, check it with the brand
 * checker, import it back and export again: the same files (docs/decisions/045).
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { consolePaths } from '../../../schemas/console';
import { brandTemplate } from '../../../schemas/merchant-template';
import { loadBrandFolder } from '../brand/brand-files';
import { describeEachDatabase } from '../../test-support/databases';
import { consoleCall, demoOwner, signInStaff, valueOf } from '../../test-support/console-kit';
import { createTestGateway, demoBrandsDir, type TestGateway } from '../../test-support/test-gateway';
import { exportMerchant, importMerchant } from './merchant-folder';

describeEachDatabase('merchant folder export and import', (database) => {
  let gw: TestGateway;
  let tmp: string;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    tmp = await mkdtemp(path.join(tmpdir(), 'portico-export-'));
  });
  afterAll(async () => {
    await gw.close();
    await rm(tmp, { recursive: true, force: true });
  });

  const filesOf = async (dir: string) => Object.fromEntries(await Promise.all((await readdir(dir)).sort().map(async (f) => [f, (await readFile(path.join(dir, f))).toString('base64')] as const)));

  it('round-trips: exported folder passes the brand check, imports back, and exports the same files', async () => {
    const owner = await signInStaff(gw.app, await demoOwner(gw.app));
    const brand = brandTemplate({ code: 'roundtrip', name: 'Round Trip', domains: ['roundtrip.example'] }, { logo: 'logo.svg', favicon: 'favicon.svg' });
    await valueOf(await consoleCall(gw.app, owner, { method: 'POST', url: consolePaths.merchants, body: { code: 'roundtrip', brand } }));
    await valueOf(await consoleCall(gw.app, owner, { method: 'POST', url: consolePaths.merchantBrandPublish.replace(':merchant', 'roundtrip') }));

    const first = path.join(tmp, 'a', 'roundtrip');
    await exportMerchant(gw.database.db, demoBrandsDir, 'roundtrip', first);
    const checked = await loadBrandFolder(first);
    expect(checked.ok ? [] : checked.problems).toEqual([]);

    await importMerchant(gw.database.db, gw.app.console.box, first);
    const second = path.join(tmp, 'b', 'roundtrip');
    await exportMerchant(gw.database.db, demoBrandsDir, 'roundtrip', second);
    expect(await filesOf(second)).toEqual(await filesOf(first));
  });

  it('a folder brand (never published from the console) exports to a folder the checker accepts', async () => {
    const dir = path.join(tmp, 'c', 'aurora');
    await exportMerchant(gw.database.db, demoBrandsDir, 'aurora', dir);
    const checked = await loadBrandFolder(dir);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
  });
});
