import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { isErrorCode } from '../../schemas/error-codes';
import { demoPassword } from '../db/identity-seed';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const junk = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ maxLength: 3000, unit: 'binary' }),
  fc.constantFrom('', '0', '-1', '1e9', '999999999999', 'NaN', '1.5', 'abc', 'RNG', 'PG', 'ALL', '%00', '[]', 'null', '100001', 'TCG_LOTTO_VN', 'RNG-PG'),
  fc.integer().map(String),
);

const queryKeys = ['gameType', 'vendor', 'subcategory', 'name', 'lang', 'language', 'minBet', 'lines', 'pageNum', 'pageSize', 'sort', 'nodeId', 'merchantCode', 'isPlatform', 'platform', 'gameCategory', 'limitNum', 'limit'];

const getPaths = [apiPaths.gameList, apiPaths.vassGameType, apiPaths.hotGames, apiPaths.winnerBoard, apiPaths.popularGames, apiPaths.gameCatalogue, apiPaths.favouriteGames, apiPaths.favouriteGamesList, apiPaths.recentGames, apiPaths.roomList, apiPaths.favouriteRemove];
const postPaths = [apiPaths.favouriteAdd, apiPaths.launchGame, apiPaths.demoVendorSession, apiPaths.demoVendorSpin];

const query = fc.dictionary(fc.oneof(fc.constantFrom(...queryKeys), fc.string({ maxLength: 8 })), junk, { maxKeys: 5 }).map((d) =>
  Object.entries(d)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&'),
);

const body = fc.oneof(
  fc.record({ nodeId: fc.oneof(junk, fc.integer(), fc.constant(null)), vendor: junk, gameType: junk }, { requiredKeys: [] }),
  fc.record({ ticket: junk, playToken: junk, roundId: junk, betMinor: fc.oneof(fc.integer(), junk) }, { requiredKeys: [] }),
  fc.jsonValue({ maxDepth: 2 }),
);

const request = fc.oneof(
  fc.record({ method: fc.constant('GET' as const), path: fc.constantFrom(...getPaths), query, body: fc.constant(undefined) }),
  fc.record({ method: fc.constantFrom('POST' as const, 'DELETE' as const), path: fc.constantFrom(...postPaths, apiPaths.favouriteRemove), query, body }),
);

describeEachDatabase('catalogue routes fuzz', (database) => {
  let gw: TestGateway;
  let token: string;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    const c = identityClient(gw.app, 'aurora');
    token = must((await c.login({ type: 'username', username: 'player01', password: demoPassword })).body.value?.token);
  });
  afterAll(() => gw.close());

  const counts = async () =>
    (await sql<{ f: number; r: number; p: number; g: number }>`select (select count(*)::int from favourite_games) as f, (select count(*)::int from recent_games) as r,
      (select count(*)::int from demo_vendor_plays) as p, (select count(*)::int from games) as g`.execute(gw.database.db)).rows[0];

  it('bad input answers 4xx with a known code and writes nothing', async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(request, fc.boolean(), async (r, withSession) => {
        const headers: Record<string, string> = { merchant: 'aurora' };
        if (withSession) headers.authorization = `Bearer ${token}`;
        const res = await gw.app.inject({ method: r.method, url: `${r.path}${r.query ? `?${r.query}` : ''}`, headers, ...(r.body === undefined ? {} : { payload: JSON.stringify(r.body), headers: { ...headers, 'content-type': 'application/json' } }) });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) {
          const answer = res.json<{ success: boolean; code: unknown }>();
          expect(answer.success).toBe(false);
          expect(isErrorCode(answer.code)).toBe(true);
        }
        expect(res.body).not.toMatch(/"stack"|node_modules/);
      }),
      { numRuns: 300 },
    );
    // A fuzzed request naming a real game exactly (nodeId, vendor and type all right) is about one in 300,000.
    expect(await counts()).toEqual(before);
  });
});
