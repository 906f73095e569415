import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { isErrorCode } from '../../schemas/error-codes';
import type { Db } from '../db/database';
import { describeEachDatabase } from '../test-support/databases';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const tables = ['vendors', 'media', 'banners', 'announcements', 'help_categories', 'help_articles', 'content_pages', 'content_sections', 'content_seeds', 'merchants'];

async function snapshot(db: Db): Promise<unknown> {
  const out: Record<string, unknown> = {};
  for (const t of tables) out[t] = (await sql.raw(`select * from ${t} order by 1, 2`).execute(db)).rows;
  return out;
}

const ann = apiPaths.announcements;
const help = apiPaths.helpCenter;
const page = (p: string, q = 'lang=EN') => `${apiPaths.contentPage.replace(':page', p)}?${q}`;

/** [name, url, headers, status, code] */
const cases: [string, string, Record<string, string>, number, string][] = [
  ['announcements without lang', `${ann}?platform=W`, {}, 400, 'VALIDATION_FAILED'],
  ['unknown lang', `${ann}?lang=XX`, {}, 400, 'VALIDATION_FAILED'],
  ['lower-case lang', `${ann}?lang=en`, {}, 400, 'VALIDATION_FAILED'],
  ['two langs', `${ann}?lang=EN&lang=CN`, {}, 400, 'VALIDATION_FAILED'],
  ['unknown platform', `${ann}?lang=EN&platform=X`, {}, 400, 'VALIDATION_FAILED'],
  ['unknown type', `${ann}?lang=EN&types=B,ZZ`, {}, 400, 'VALIDATION_FAILED'],
  ['empty type in list', `${ann}?lang=EN&types=B,,PU`, {}, 400, 'VALIDATION_FAILED'],
  ['unknown execution', `${ann}?lang=EN&execution=C`, {}, 400, 'VALIDATION_FAILED'],
  ['bad banner group', `${ann}?lang=EN&groups=home`, {}, 400, 'VALIDATION_FAILED'],
  ['page 0', `${ann}?lang=EN&pageNum=0`, {}, 400, 'VALIDATION_FAILED'],
  ['page not a number', `${ann}?lang=EN&pageNum=abc`, {}, 400, 'VALIDATION_FAILED'],
  ['fractional page', `${ann}?lang=EN&pageNum=1.5`, {}, 400, 'VALIDATION_FAILED'],
  ['help without device', `${help}?lang=EN`, {}, 400, 'VALIDATION_FAILED'],
  ['help device not WEB', `${help}?lang=EN&device=H5`, {}, 400, 'VALIDATION_FAILED'],
  ['help device lower case', `${help}?lang=EN&device=web`, {}, 400, 'VALIDATION_FAILED'],
  ['help unknown lang', `${help}?lang=Klingon&device=WEB`, {}, 400, 'VALIDATION_FAILED'],
  ['page without lang', page('join', ''), {}, 400, 'VALIDATION_FAILED'],
  ['page id with capitals', page('Join'), {}, 400, 'VALIDATION_FAILED'],
  ['page id too long', page('a'.repeat(41)), {}, 400, 'VALIDATION_FAILED'],
  ['page id traversal', page('..%2f..%2fetc'), {}, 400, 'VALIDATION_FAILED'],
  ['unknown game type', `${apiPaths.gameMenus}?gameType=CASINO`, {}, 400, 'VALIDATION_FAILED'],
  ['malformed merchantCode', `${apiPaths.gameVendors}?merchantCode=../x`, {}, 400, 'VALIDATION_FAILED'],
  ['unknown merchant: menus', apiPaths.gameMenus, { merchant: 'nobody' }, 404, 'UNKNOWN_MERCHANT'],
  ['unknown merchant: vendors', `${apiPaths.gameVendors}?merchantCode=nobody`, { merchant: 'nobody' }, 404, 'UNKNOWN_MERCHANT'],
  ['unknown merchant: announcements', `${ann}?lang=EN`, { merchant: 'nobody' }, 404, 'UNKNOWN_MERCHANT'],
  ['unknown merchant: help', `${help}?lang=EN&device=WEB`, { merchant: 'nobody' }, 404, 'UNKNOWN_MERCHANT'],
  ['unknown merchant: page', page('join'), { merchant: 'nobody' }, 404, 'UNKNOWN_MERCHANT'],
  ['no merchant on a foreign host', `${ann}?lang=EN`, { host: 'nowhere.example' }, 404, 'UNKNOWN_MERCHANT'],
];

describeEachDatabase('content routes: bad input', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  it('refuses every bad input with a 4xx envelope and a code, and writes nothing', async () => {
    const before = await snapshot(gw.database.db);
    for (const [name, url, headers, status, code] of cases) {
      const res = await gw.app.inject({ url, headers: 'host' in headers ? headers : { merchant: 'aurora', ...headers } });
      expect([name, res.statusCode]).toEqual([name, status]);
      const body = res.json();
      expect([name, body.success, body.code, typeof body.message]).toEqual([name, false, code, 'string']);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toMatch(/stack|node_modules|select /i);
    }
    for (const url of [apiPaths.gameMenus, `${ann}?lang=EN`, page('join')]) {
      const res = await gw.app.inject({ method: 'POST', url, headers: { merchant: 'aurora' }, payload: {} });
      expect([url, res.statusCode, res.json().code]).toEqual([url, 405, 'METHOD_NOT_ALLOWED']);
    }
    expect(await snapshot(gw.database.db)).toEqual(before);
  });

  it('fuzzed queries never answer 5xx, always an envelope with a known code', async () => {
    const paths = [apiPaths.gameMenus, apiPaths.gameVendors, ann, help, apiPaths.contentPage.replace(':page', 'home')];
    const key = fc.constantFrom('lang', 'device', 'types', 'execution', 'groups', 'pageNum', 'platform', 'gameType', 'merchantCode', 'merchant');
    const value = fc.oneof(fc.constantFrom('EN', 'WEB', 'B,PU', 'A', 'w_home', '1', 'W', 'RNG', 'aurora', '', '-1', '1e9'), fc.string({ maxLength: 30, unit: 'binary' }));
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.array(fc.tuple(key, value), { maxLength: 5 }), async (path, params) => {
        const query = params.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
        const res = await gw.app.inject({ url: `${path}?${query}`, headers: { merchant: 'tigerbay' } });
        expect(res.statusCode).toBeLessThan(500);
        const body = res.json<{ success: boolean; code: unknown }>();
        if (!body.success) expect(isErrorCode(body.code)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
