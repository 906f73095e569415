import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

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
