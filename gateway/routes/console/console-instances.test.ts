/**
 * A module published from the console is seen by player page loads on every gateway instance
 * within 2 s, without a restart (issue 18, docs/decisions/040): two instances with the default
 * config cache (1 s) on one database — on PostgreSQL through separate connection pools. The
 * publishing instance sees it at once; the other once its cached copy expires.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { consolePaths } from '../../../schemas/console';
import type { ModuleFlags } from '../../../schemas/modules';
import type { DatabaseHandle } from '../../db/connection';
import { describeEachDatabase } from '../../test-support/databases';
import { consoleCall, demoOwner, signInStaff, valueOf, type ConsoleSession } from '../../test-support/console-kit';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';

const cacheMs = 1000;
const promiseMs = 2000;

describeEachDatabase('console publish across instances', (database) => {
  let a: TestGateway;
  let b: TestGateway;
  let second: DatabaseHandle | null = null;
  let owner: ConsoleSession;
  beforeAll(async () => {
    a = await createTestGateway({ database: database(), configCacheMs: cacheMs });
    second = (await database().connectAgain?.()) ?? null;
    b = await createTestGateway({ database: second ?? database(), configCacheMs: cacheMs, migrate: false, seed: false });
    owner = await signInStaff(a.app, await demoOwner(a.app));
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    await second?.close();
  });

  const flags = async (gw: TestGateway) => (await valueOf<{ flags: ModuleFlags }>(await gw.app.inject({ method: 'GET', url: apiPaths.whitelabel, headers: { merchant: 'tigerbay' } }))).flags;

  it('turning the register button off shows on the other instance within 2 s, and on this one at once', async () => {
    const before = (await flags(b)).DIRECTREG3;
    expect((await flags(a)).DIRECTREG3).toBe(before);
    const url = consolePaths.merchantModules.replace(':merchant', 'tigerbay');
    const published = Date.now();
    await valueOf(await consoleCall(a.app, owner, { method: 'PUT', url, body: { changes: { DIRECTREG3: !before } } }));
    expect((await flags(a)).DIRECTREG3).toBe(!before);
    // The other instance still answers from its cache right after (the cache is real), then turns.
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - published < promiseMs + 1000) {
      if ((await flags(b)).DIRECTREG3 === !before) {
        seenAfter = Date.now() - published;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seenAfter).toBeLessThan(promiseMs);
    await valueOf(await consoleCall(a.app, owner, { method: 'PUT', url, body: { changes: { DIRECTREG3: before } } }));
  });
});
