import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createMerchantModuleRepository } from '../db/brand/merchant-module-repository';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { envelopeResponses, merchantHeadersSchema } from './common-schemas';
import { ok } from './envelope';
import { merchantOf, requireModule } from './merchant-gate';
import { contentSecurityPolicy } from './security-headers';

const merchant = 'aurora';

async function snapshot(db: Db): Promise<unknown> {
  const q = (t: string) =>
    sql
      .raw(`select * from ${t} order by 1, 2`)
      .execute(db)
      .then((r) => r.rows);
  return [await q('merchants'), await q('merchant_modules'), await q('register_field_rules')];
}

/** Test-only routes: a writing POST, two module-gated GETs and one that fails with SQL. */
function addTestRoutes(gw: TestGateway, calls: string[]): void {
  gw.app.post('/wps/test/echo', {
    schema: {
      headers: merchantHeadersSchema,
      body: {
        type: 'object',
        required: ['name', 'count'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 20 },
          count: { type: 'integer', minimum: 0 },
        },
      },
      response: envelopeResponses({ type: 'object', properties: { name: { type: 'string' } } }),
    },
    handler: async (request) => {
      calls.push('echo');
      await gw.database.db
        .updateTable('merchants')
        .set({ updated_at: new Date() })
        .where('code', '=', merchantOf(request).merchant)
        .execute();
      return ok({ name: (request.body as { name: string }).name });
    },
  });
  const gated = {
    schema: { headers: merchantHeadersSchema, response: envelopeResponses({ type: 'string' }) },
  };
  gw.app.get('/wps/test/gated', { ...gated, config: { requiresModule: 'FREEPLAY3' } }, async () =>
    ok('played'),
  );
  gw.app.get('/wps/test/gated-prehandler', { ...gated, preHandler: requireModule('FREEPLAY3') }, async () =>
    ok('played'),
  );
  gw.app.get('/wps/test/explode', gated, async () => {
    await sql`select password_hash from secret_table_xyz`.execute(gw.database.db);
    return ok('unreachable');
  });
}

describeEachDatabase('bad input', (database) => {
  let gw: TestGateway;
  const calls: string[] = [];
  const logs: string[] = [];
  beforeAll(async () => {
    gw = await createTestGateway({
      database: database(),
      logger: { level: 'error', stream: { write: (l) => void logs.push(l) } },
    });
    addTestRoutes(gw, calls);
  });
  afterAll(() => gw.close());

  const post = (payload: string, headers: Record<string, string> = {}) =>
    gw.app.inject({
      method: 'POST',
      url: '/wps/test/echo',
      payload,
      headers: { merchant, 'content-type': 'application/json', ...headers },
    });

  it('accepts a good request (the test route works)', async () => {
    const res = await post(JSON.stringify({ name: 'ok', count: 1 }));
    expect(res.json()).toEqual({ success: true, value: { name: 'ok' }, message: null, code: null });
    calls.length = 0;
  });

  it('refuses every bad input with a 4xx envelope, writes nothing and leaks nothing', async () => {
    const before = await snapshot(gw.database.db);
    const cases: [string, () => ReturnType<typeof post>, number, string][] = [
      ['malformed JSON', () => post('{"name": "x",'), 400, 'BAD_REQUEST'],
      ['empty JSON body', () => post(''), 400, 'BAD_REQUEST'],
      [
        'proto poisoning',
        () => post('{"__proto__": {"admin": true}, "name": "x", "count": 1}'),
        400,
        'BAD_REQUEST',
      ],
      ['wrong types', () => post(JSON.stringify({ name: 5, count: 'many' })), 400, 'VALIDATION_FAILED'],
      ['missing field', () => post(JSON.stringify({ name: 'x' })), 400, 'VALIDATION_FAILED'],
      [
        'oversize body',
        () => post(JSON.stringify({ name: 'x'.repeat(70 * 1024), count: 1 })),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'wrong content type',
        () => post('name=x', { 'content-type': 'application/x-www-form-urlencoded' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'text body',
        () => post('{"name":"x","count":1}', { 'content-type': 'text/plain' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'no content type',
        () => post('{"name":"x","count":1}', { 'content-type': '' }),
        415,
        'UNSUPPORTED_MEDIA_TYPE',
      ],
      [
        'unknown merchant',
        () => post(JSON.stringify({ name: 'x', count: 1 }), { merchant: 'nobody' }),
        404,
        'UNKNOWN_MERCHANT',
      ],
      [
        'malformed merchant header',
        () => post(JSON.stringify({ name: 'x', count: 1 }), { merchant: '../../x' }),
        400,
        'VALIDATION_FAILED',
      ],
    ];
    for (const [name, send, status, code] of cases) {
      const res = await send();
      expect([name, res.statusCode]).toEqual([name, status]);
      const body = res.json();
      expect([name, body.success, body.code, typeof body.message]).toEqual([name, false, code, 'string']);
      expect(res.body).not.toMatch(/stack|at .*\.ts|select|node_modules/i);
    }
    expect(calls).toEqual([]);
    expect(await snapshot(gw.database.db)).toEqual(before);
  });

  it('validation failures list field problems', async () => {
    const res = await post(JSON.stringify({ name: '', count: 1 }));
    expect(res.json().value).toEqual([
      { path: '/name', reason: 'minLength', message: 'error.field.minLength' },
    ]);
    const missing = await post(JSON.stringify({ count: 1 }));
    expect(missing.json().value).toEqual([
      { path: '/name', reason: 'required', message: 'error.field.required' },
    ]);
    const header = await post(JSON.stringify({ name: 'x', count: 1 }), { merchant: 'bad merchant!' });
    expect(header.json().value[0]).toMatchObject({ path: '/headers/merchant', reason: 'pattern' });
  });

  it('unknown API route is 404 NOT_FOUND; a known path with another method is 405 with Allow', async () => {
    const unknown = await gw.app.inject({ url: '/wps/no/such/route', headers: { merchant } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      success: false,
      value: null,
      message: 'error.not_found',
      code: 'NOT_FOUND',
    });
    const wrong = await gw.app.inject({
      method: 'DELETE',
      url: '/wps/system/permission',
      headers: { merchant },
    });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('GET, HEAD');
    expect(wrong.json().code).toBe('METHOD_NOT_ALLOWED');
    for (const method of ['PATCH', 'PUT', 'OPTIONS'] as const) {
      const res = await gw.app.inject({ method, url: '/wps/system/status', headers: { merchant } });
      expect([method, res.statusCode]).toEqual([method, 405]);
    }
    const post404 = await gw.app.inject({ method: 'POST', url: '/wps/no/such/route', payload: {} });
    expect(post404.statusCode).toBe(404);
  });

  it('a disabled module answers 403 MODULE_DISABLED; enabled, the route runs', async () => {
    const modules = createMerchantModuleRepository(gw.database.db);
    for (const url of ['/wps/test/gated', '/wps/test/gated-prehandler']) {
      await modules.set(merchant, 'FREEPLAY3', false);
      const off = await gw.app.inject({ url, headers: { merchant } });
      expect(off.statusCode).toBe(403);
      expect(off.json()).toEqual({
        success: false,
        value: null,
        message: 'error.module_disabled',
        code: 'MODULE_DISABLED',
      });
      await modules.set(merchant, 'FREEPLAY3', true);
      await modules.set(merchant, 'LOGINGROUP', true);
      const on = await gw.app.inject({ url, headers: { merchant } });
      expect(on.json()).toMatchObject({ success: true, value: 'played' });
      await modules.set(merchant, 'LOGINGROUP', false);
      const parentOff = await gw.app.inject({ url, headers: { merchant } });
      expect(parentOff.json().code).toBe('MODULE_DISABLED');
      await modules.set(merchant, 'LOGINGROUP', true);
    }
  });

  it('an unexpected failure is 500 INTERNAL without stack or SQL; the log has it with the request id', async () => {
    const res = await gw.app.inject({
      url: '/wps/test/explode',
      headers: { merchant, 'x-request-id': 'trace-1234' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, value: null, message: 'error.unknown', code: 'INTERNAL' });
    expect(res.body).not.toMatch(/secret_table_xyz|password_hash|stack/);
    expect(res.headers['x-request-id']).toBe('trace-1234');
    const line = logs.find((l) => l.includes('secret_table_xyz'));
    expect(line).toBeDefined();
    expect(JSON.parse(must(line, 'a log line'))).toMatchObject({
      reqId: 'trace-1234',
      msg: 'request failed',
    });
  });

  it('a malformed %-escape or an overlong path parameter: a 4xx envelope with the security headers, nothing echoed', async () => {
    const cases: [string, string, number][] = [
      ['malformed escape', '/wps/system/content/%zz?lang=EN', 400],
      ['malformed escape in a file path', '/brands/%zz/logo.svg', 400],
      ['overlong path parameter', `/lgw/avatars/${'x'.repeat(3000)}`, 414],
    ];
    for (const [name, url, status] of cases) {
      const res = await gw.app.inject({ url, headers: { merchant, 'x-request-id': 'trace-bad-url' } });
      expect([name, res.statusCode]).toEqual([name, status]);
      expect([name, res.json()]).toEqual([name, { success: false, value: null, message: 'error.bad_request', code: 'BAD_REQUEST' }]);
      expect([name, res.headers['content-security-policy'], res.headers['x-content-type-options'], res.headers['x-request-id']]).toEqual([
        name,
        contentSecurityPolicy,
        'nosniff',
        'trace-bad-url',
      ]);
      expect(res.body).not.toContain('xxxxxxxx');
    }
  });

  it('a NUL in a query value is refused 400, never a database error (development outbox)', async () => {
    for (const query of ['merchant=%00', 'target=a%00b']) {
      const res = await gw.app.inject({ url: `/dev/outbox?${query}` });
      expect([query, res.statusCode, res.json().code]).toEqual([query, 400, 'VALIDATION_FAILED']);
    }
  });

  it('an unsafe incoming request id is replaced', async () => {
    const res = await gw.app.inject({
      url: '/wps/system/health',
      headers: { 'x-request-id': 'bad id\u0007<script>' },
    });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('the OpenAPI document documents the module gate', async () => {
    const doc = (await gw.app.inject({ url: '/api-docs/json' })).json();
    expect(doc.paths['/wps/test/gated'].get.description).toContain('Requires module FREEPLAY3.');
  });
});
