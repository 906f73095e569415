/**
 * A merchant onboarded and published from the console on one gateway instance is served by its
 * Host header on another instance within 2 s, without a restart (issue 18, docs/decisions/045):
 * two instances with the default config cache (1 s) on one database — on PostgreSQL through
 * separate connection pools, and on PGlite.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { consolePaths } from '../../../schemas/console';
import { brandTemplate } from '../../../schemas/merchant-template';
import type { DatabaseHandle } from '../../db/connection';
import { describeEachDatabase } from '../../test-support/databases';
import { consoleCall, demoOwner, signInStaff, valueOf, type ConsoleSession } from '../../test-support/console-kit';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

const promiseMs = 2000;

describeEachDatabase('console brand publish across instances', (database) => {
  let a: TestGateway;
  let b: TestGateway;
  let second: DatabaseHandle | null = null;
  let owner: ConsoleSession;
  beforeAll(async () => {
    a = await createTestGateway({ database: database(), configCacheMs: 1000 });
    second = (await database().connectAgain?.()) ?? null;
    b = await createTestGateway({ database: second ?? database(), configCacheMs: 1000, migrate: false, seed: false });
    owner = await signInStaff(a.app, await demoOwner(a.app));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await second?.close();
  });

  const nameOn = async (gw: TestGateway, host: string) => {
    const res = await gw.app.inject({ method: 'GET', url: apiPaths.permission, headers: { host } });
    return res.statusCode === 200 ? res.body : `${res.statusCode}`;
  };

  it('a new merchant published on one instance is served by its domain on the other within 2 s', async () => {
    const brand = brandTemplate({ code: 'farshore', name: 'Far Shore', domains: ['farshore.example'] }, { logo: 'logo.svg', favicon: 'favicon.svg' });
    await valueOf(await consoleCall(a.app, owner, { method: 'POST', url: consolePaths.merchants, body: { code: 'farshore', brand } }));
    expect(await nameOn(b, 'farshore.example')).toBe('404');
    await valueOf(await consoleCall(a.app, owner, { method: 'POST', url: consolePaths.merchantBrandPublish.replace(':merchant', 'farshore') }));
    // From the publish's answer (its commit): the first publish also seeds the demo content and catalogue.
    const publishedAt = Date.now();
    expect(await nameOn(a, 'farshore.example')).toContain('Far Shore');
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - publishedAt < promiseMs + 1000) {
      if ((await nameOn(b, 'farshore.example')).includes('Far Shore')) {
        seenAfter = Date.now() - publishedAt;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seenAfter).toBeLessThan(promiseMs);
  });

  it('a folder brand re-published from the console changes on the other instance too (the database copy wins)', async () => {
    const url = consolePaths.merchantBrand.replace(':merchant', 'oasis');
    const current = await valueOf<{ brand: Record<string, unknown> }>(await consoleCall(a.app, owner, { method: 'GET', url }));
    await valueOf(await consoleCall(a.app, owner, { method: 'PUT', url: consolePaths.merchantBrandDraft.replace(':merchant', 'oasis'), body: { brand: { ...current.brand, name: 'Oasis Renamed' } } }));
    expect(await nameOn(b, 'oasis.example')).not.toContain('Oasis Renamed');
    await valueOf(await consoleCall(a.app, owner, { method: 'POST', url: consolePaths.merchantBrandPublish.replace(':merchant', 'oasis') }));
    const until = Date.now() + promiseMs;
    let seen = false;
    while (!seen && Date.now() < until) {
      seen = (await nameOn(b, 'oasis.example')).includes('Oasis Renamed');
      if (!seen) await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toBe(true);
  });
});
