/**
 * A module or an announcement published from the console is seen by player page loads on every gateway instance
 * within 2 s, without a restart (issue 18, docs/decisions/040): two instances with the default
 * config cache (1 s) on one database — on PostgreSQL through separate connection pools. The
 * publishing instance sees it at once; the other once its cached copy expires. The same holds for
 * registration rules and system status (docs/decisions/046).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { consolePaths } from '../../../schemas/console';
import type { AnnouncementResponse } from '../../../schemas/content';
import type { ModuleFlags } from '../../../schemas/modules';
import type { RegisterRules } from '../../../schemas/register-rules';
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

  /** How long after `published` the other instance's answer turns `wanted` (polled every 50 ms, up to 3 s). */
  async function seenOnB(published: number, turned: () => Promise<boolean>): Promise<number> {
    while (Date.now() - published < promiseMs + 1000) {
      if (await turned()) return Date.now() - published;
      await new Promise((r) => setTimeout(r, 50));
    }
    return Number.POSITIVE_INFINITY;
  }

  it('a registration rule and a maintenance published on one instance show on the other within 2 s (decision 046)', async () => {
    const rulesUrl = consolePaths.merchantRegisterRules.replace(':merchant', 'tigerbay');
    const statusUrl = consolePaths.merchantStatus.replace(':merchant', 'tigerbay');
    const playerRules = async (gw: TestGateway) => valueOf<RegisterRules>(await gw.app.inject({ method: 'GET', url: apiPaths.registerSettings, headers: { merchant: 'tigerbay' } }));
    const playerStatus = async (gw: TestGateway) => (await valueOf<{ status: number }>(await gw.app.inject({ method: 'GET', url: apiPaths.systemStatus, headers: { merchant: 'tigerbay' } }))).status;
    const before = await playerRules(b);
    const username = before.username;
    if (!username) throw new Error('tigerbay has a username rule');
    const raised = (username.minLength ?? 0) + 1;

    let published = Date.now();
    await valueOf(await consoleCall(a.app, owner, { method: 'PUT', url: rulesUrl, body: { rules: { ...before, username: { ...username, minLength: raised, maxLength: Math.max(username.maxLength ?? raised, raised) } } } }));
    expect((await playerRules(a)).username?.minLength).toBe(raised);
    expect(await seenOnB(published, async () => (await playerRules(b)).username?.minLength === raised)).toBeLessThan(promiseMs);

    published = Date.now();
    await valueOf(await consoleCall(a.app, owner, { method: 'PUT', url: statusUrl, body: { maintenance: { mode: 'now', start: null, end: null, message: {} }, region: { countries: [], ranges: [] } } }));
    expect(await playerStatus(a)).toBe(1);
    expect(await seenOnB(published, async () => (await playerStatus(b)) === 1)).toBeLessThan(promiseMs);

    await valueOf(await consoleCall(a.app, owner, { method: 'PUT', url: statusUrl, body: { maintenance: null, region: { countries: [], ranges: [] } } }));
    await valueOf(await consoleCall(a.app, owner, { method: 'PUT', url: rulesUrl, body: { rules: before } }));
  });

  it('an announcement published on one instance is seen by players on the other within 2 s (content caches live 1 s)', async () => {
    const slug = `instances-${Date.now().toString(36)}`;
    const titles = async (gw: TestGateway) =>
      (await valueOf<AnnouncementResponse>(await gw.app.inject({ method: 'GET', url: `${apiPaths.announcements}?lang=EN&types=PL`, headers: { merchant: 'tigerbay' } }))).notices.map((n) => n.id);
    expect(await titles(b)).not.toContain(slug);
    const body = { slug, type: 'PL', promotionType: null, platform: 'ALL', title: { EN: 'Across instances' }, content: { EN: '<p>x</p>' }, startAt: new Date(Date.now() - 60_000).toISOString(), endAt: null, enabled: true, sort: 0 };
    const published = Date.now();
    await valueOf(await consoleCall(a.app, owner, { method: 'POST', url: consolePaths.announcements.replace(':merchant', 'tigerbay'), body }));
    expect(await titles(a)).toContain(slug);
    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - published < promiseMs + 1000) {
      if ((await titles(b)).includes(slug)) {
        seenAfter = Date.now() - published;
        break;
      }
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seenAfter).toBeLessThan(promiseMs);
    await valueOf(await consoleCall(a.app, owner, { method: 'DELETE', url: consolePaths.announcement.replace(':merchant', 'tigerbay').replace(':slug', slug) }));
  });
});
