/**
 * A new brand folder claiming a domain an existing merchant already serves: the merchant that
 * held the domain first keeps serving it (on its host and by header), only the newcomer is
 * refused and reported — after a restart and with a second instance on the same database too.
 * The newcomer is called "alpha" so it sorts before "aurora": order by name must not decide.
 */
import { cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { describeEachDatabase } from '../test-support/databases';
import { removeDir, tempDir } from '../test-support/fixtures';
import { createTestGateway, demoBrandsDir, type TestGateway } from '../test-support/test-gateway';

interface LogLine {
  msg?: string;
  merchant?: string;
  problems?: { path: string; message: string }[];
}

describeEachDatabase(
  'a domain claimed by a second brand',
  (database) => {
    let brands: string;
    const lines: string[] = [];
    const open: TestGateway[] = [];

    async function start(): Promise<TestGateway> {
      const gw = await createTestGateway({
        database: database(),
        brandsDir: brands,
        logger: { level: 'info', stream: { write: (l) => void lines.push(l) } },
      });
      open.push(gw);
      return gw;
    }

    async function stop(gw: TestGateway): Promise<void> {
      open.splice(open.indexOf(gw), 1);
      await gw.close();
    }

    beforeAll(async () => {
      brands = await tempDir('portico-claims-');
      await cp(path.join(demoBrandsDir, 'aurora'), path.join(brands, 'aurora'), { recursive: true });
      // aurora is onboarded and serving before the newcomer arrives.
      await stop(await start());
      const alpha = path.join(brands, 'alpha');
      await cp(path.join(demoBrandsDir, 'oasis'), alpha, { recursive: true });
      const file = path.join(alpha, 'brand.json');
      const brand = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
      brand.merchant = 'alpha';
      brand.domains = ['alpha.example', 'aurora.example'];
      brand.mainDomain = 'alpha.example';
      await writeFile(file, JSON.stringify(brand, null, 2));
    });
    afterAll(async () => {
      for (const gw of [...open]) await gw.close();
      await removeDir(brands);
    });

    async function expectFirstKeepsServing(gw: TestGateway): Promise<void> {
      const byHost = await gw.app.inject({ url: apiPaths.permission, headers: { host: 'aurora.example' } });
      expect(byHost.statusCode).toBe(200);
      expect(byHost.json().value.info.merchant).toBe('aurora');
      const byHeader = await gw.app.inject({ url: apiPaths.permission, headers: { merchant: 'aurora' } });
      expect(byHeader.statusCode).toBe(200);
      const newcomer = await gw.app.inject({ url: apiPaths.permission, headers: { merchant: 'alpha' } });
      expect(newcomer.statusCode).toBe(503);
      expect(newcomer.json().code).toBe('BRAND_CONFIG_ERROR');
    }

    it('keeps the merchant that held the domain serving and refuses only the newcomer', async () => {
      lines.length = 0;
      const gw = await start();
      await expectFirstKeepsServing(gw);
      const refusal = lines
        .map((l) => JSON.parse(l) as LogLine)
        .find((l) => l.merchant === 'alpha' && l.msg?.startsWith('brand folder broken'));
      expect(refusal?.problems).toContainEqual({
        file: 'brand.json',
        path: '/domains/1',
        message: 'domain "aurora.example" is already claimed by aurora',
        hint: expect.stringContaining('give alpha its own host names') as unknown,
      });
    });

    it('decides the same in a second instance on the same database and after a restart', async () => {
      const second = await start();
      await expectFirstKeepsServing(second);
      for (const gw of [...open]) await stop(gw);
      await expectFirstKeepsServing(await start());
    });
  },
  { seeded: false },
);
