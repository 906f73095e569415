import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { OneLinePerRequest, redactPaths, requestId, requestLoggerFactory } from './request-logging';

describe('request logging', () => {
  let gw: TestGateway;
  const lines: string[] = [];
  beforeAll(async () => {
    gw = await createTestGateway({ logger: { level: 'info', stream: { write: (l) => void lines.push(l) } } });
  });
  afterAll(() => gw.close());

  it('writes one line per request with its request id and status', async () => {
    lines.length = 0;
    await gw.app.inject({
      url: '/wps/system/status',
      headers: {
        merchant: 'aurora',
        'x-request-id': 'req-abc-123',
        authorization: 'Bearer secret-token',
        cookie: 'sid=secret-cookie',
      },
    });
    const entries = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((e) => e.reqId === 'req-abc-123');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request',
      method: 'GET',
      url: '/wps/system/status',
      statusCode: 200,
    });
    expect(lines.join('')).not.toMatch(/secret-token|secret-cookie/);
  });

  it('redacts passwords, tokens, cookies and authorization wherever they are logged', () => {
    lines.length = 0;
    gw.app.log.info(
      {
        password: 'p1',
        body: { password: 'p2', newPassword: 'p3', confirmPassword: 'p4', token: 't1' },
        req: { headers: { authorization: 'Bearer a1', cookie: 'c1' } },
      },
      'probe',
    );
    const text = lines.join('');
    expect(text).toContain('[redacted]');
    expect(text).not.toMatch(/p1|p2|p3|p4|t1|a1|"c1"/);
  });
});

describe('request loggers made on first use (docs/decisions/025)', () => {
  const lines: string[] = [];
  const app = Fastify({
    logger: {
      level: 'warn',
      redact: { paths: redactPaths, censor: '[redacted]' },
      stream: { write: (l: string) => void lines.push(l) },
    },
    genReqId: requestId,
    logController: new OneLinePerRequest(),
    childLoggerFactory: requestLoggerFactory,
  });
  app.get('/quiet', async () => 'ok');
  app.get('/warns', async (request) => {
    request.log.info('below the level');
    request.log.warn({ body: { password: 'p9', token: 't9' } }, 'careful');
    request.log.child({ step: 'inner' }).error('nested');
    return request.log.level;
  });
  app.get('/louder', async (request) => {
    request.log.level = 'info';
    request.log.info('this request only');
    return 'ok';
  });
  app.get('/own-level', { logLevel: 'info' }, async (request) => {
    request.log.info('route level');
    return 'ok';
  });
  afterAll(() => app.close());
  const entries = () => lines.map((l) => JSON.parse(l) as Record<string, unknown>);

  it('a request that logs writes its request id and redacts as before; one that does not writes nothing', async () => {
    lines.length = 0;
    expect((await app.inject({ url: '/quiet', headers: { 'x-request-id': 'quiet-1' } })).statusCode).toBe(
      200,
    );
    expect(lines).toHaveLength(0);
    const res = await app.inject({ url: '/warns', headers: { 'x-request-id': 'warns-1' } });
    expect(res.body).toBe('warn');
    expect(entries()).toEqual([
      expect.objectContaining({
        reqId: 'warns-1',
        level: 40,
        msg: 'careful',
        body: { password: '[redacted]', token: '[redacted]' },
      }),
      expect.objectContaining({ reqId: 'warns-1', step: 'inner', level: 50, msg: 'nested' }),
    ]);
  });

  it('a level set on one request, or by the route, applies to that request only', async () => {
    lines.length = 0;
    await app.inject({ url: '/louder', headers: { 'x-request-id': 'louder-1' } });
    await app.inject({ url: '/warns', headers: { 'x-request-id': 'warns-2' } });
    await app.inject({ url: '/own-level', headers: { 'x-request-id': 'own-1' } });
    const found = entries().map((e) => [e.reqId, e.msg]);
    expect(found).toContainEqual(['louder-1', 'this request only']);
    expect(found).toContainEqual(['louder-1', 'request']);
    expect(found).toContainEqual(['own-1', 'route level']);
    expect(found).not.toContainEqual(['warns-2', 'below the level']);
    expect(found).not.toContainEqual(['warns-2', 'request']);
    expect(app.log.level).toBe('warn');
  });
});
