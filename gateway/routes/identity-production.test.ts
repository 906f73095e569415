import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { demoAccounts } from '../db/identity/identity-seed';
import { createMemberRepository } from '../db/identity/member-repository';
import { createPasswordHasher } from '../domain/identity/password-hasher';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const ownPassword = 'Harbour-Lights-58';

describe('identity in production', () => {
  let gw: TestGateway;
  beforeAll(async () => {
    // On the run's demo database: the demo accounts a development start seeded are already in it.
    gw = await createTestGateway({ production: true });
    await createMemberRepository(gw.database.db).insert({
      merchant: 'aurora',
      account: 'harbour01',
      passwordHash: await createPasswordHasher().hash(ownPassword),
      email: 'harbour01@aurora.example',
    });
  });
  afterAll(() => gw.close());

  it('has no development outbox', async () => {
    const r = await gw.app.inject({ url: `${apiPaths.devOutbox}?target=x` });
    expect(r.statusCode).toBe(404);
  });

  // Reset links to the brand main domain, over SMTP: delivery-production.test.ts.
  it('marks the remember-me cookie Secure', async () => {
    const c = identityClient(gw.app, 'aurora');
    const r = await c.login({ type: 'username', username: 'harbour01', password: ownPassword, remember: true });
    expect(must(r.body.value).token).toBeTruthy();
    expect(String(r.res.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('demo accounts an earlier start seeded no longer sign in with their published passwords', async () => {
    let n = 0;
    for (const merchant of ['aurora', 'tigerbay']) {
      for (const a of demoAccounts) {
        n += 1;
        const r = await identityClient(gw.app, merchant, { ip: `198.18.7.${n}` }).login({ type: 'username', username: a.username, password: a.password });
        expect({ merchant, account: a.username, status: r.res.statusCode, code: r.body.code }).toEqual({ merchant, account: a.username, status: 401, code: 'LOGIN_FAILED' });
      }
    }
  });
});
