import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { isErrorCode } from '../../schemas/error-codes';
import { describeEachDatabase } from '../test-support/databases';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { healthPath } from './health.routes';

const printable = (max: number) => fc.stringMatching(new RegExp(`^[\\x20-\\x7e]{0,${max}}$`));

const request = fc.record({
  method: fc.constantFrom('GET', 'GET', 'GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'),
  path: fc.constantFrom(
    apiPaths.permission,
    apiPaths.systemStatus,
    apiPaths.whitelabel,
    apiPaths.registerSettings,
    healthPath,
  ),
  query: fc.oneof(
    fc.constant(''),
    fc.webQueryParameters(),
    fc
      .dictionary(
        fc.oneof(fc.constant('merchant'), fc.string({ maxLength: 12 })),
        fc.string({ maxLength: 40, unit: 'binary' }),
        { maxKeys: 4 },
      )
      .map((d) =>
        Object.entries(d)
          .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
          .join('&'),
      ),
    fc.constantFrom(
      'merchant=aurora',
      'merchant=tigerbay&merchant=oasis',
      'merchant[]=x',
      'merchant=%00',
      '%E0%A4%A',
      'merchant=',
    ),
  ),
  merchant: fc.option(
    fc.oneof(
      fc.constantFrom('aurora', 'tigerbay', 'oasis', 'nobody', '', 'AURORA', 'aurora '),
      printable(80),
    ),
  ),
  host: fc.option(
    fc.oneof(
      fc.constantFrom('localhost:8080', 'aurora.example', 'tigerbay.example:1', '[::1]:80', ''),
      printable(300),
    ),
  ),
  cookie: fc.option(printable(120)),
  requestId: fc.option(printable(100)),
});

describeEachDatabase('startup routes fuzz', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  it('never answers 5xx, and always an envelope with a known code', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const headers: Record<string, string> = {};
        if (r.merchant !== null) headers.merchant = r.merchant;
        if (r.host !== null) headers.host = r.host;
        if (r.cookie !== null) headers.cookie = r.cookie;
        if (r.requestId !== null) headers['x-request-id'] = r.requestId;
        const res = await gw.app.inject({
          method: r.method as 'GET',
          url: `${r.path}${r.query ? `?${r.query}` : ''}`,
          headers,
        });
        expect(res.statusCode).toBeLessThan(500);
        expect(res.headers['content-security-policy']).toBeTruthy();
        if (r.method === 'HEAD') return;
        const body = res.json<{ success: unknown; code: unknown; message: unknown }>();
        expect(typeof body.success).toBe('boolean');
        if (body.success === false) expect(isErrorCode(body.code)).toBe(true);
        expect(res.body).not.toMatch(/"stack"|node_modules/);
      }),
      { numRuns: 400 },
    );
  });
});
