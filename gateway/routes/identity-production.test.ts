import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { demoPassword } from '../db/identity-seed';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

describe('identity in production', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ production: true });
  });
  afterAll(() => gw.close());

  it('has no development outbox', async () => {
    const r = await gw.app.inject({ url: `${apiPaths.devOutbox}?target=x` });
    expect(r.statusCode).toBe(404);
  });

  // Reset links to the brand main domain, over SMTP: delivery-production.test.ts.
  it('marks the remember-me cookie Secure', async () => {
    const c = identityClient(gw.app, 'aurora');
    const r = await c.login({ type: 'username', username: 'player01', password: demoPassword, remember: true });
    expect(must(r.body.value).token).toBeTruthy();
    expect(String(r.res.headers['set-cookie'])).toMatch(/; Secure/);
  });
});
