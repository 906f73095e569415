/**
 * TRUST_PROXY (docs/decisions/028-login-throttles-and-demo-accounts.md): the client address the
 * gateway sees (login throttles, new-IP checks, the visitor IP) is the connection's unless the
 * connection comes from a trusted proxy; then it is the address that proxy put in X-Forwarded-For.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import { loadConfig } from '../config';
import type { DatabaseHandle } from '../db/connection';
import { pgliteDatabase } from '../test-support/databases';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const player = '198.51.100.23';
const spoofed = '192.0.2.66';

describe('TRUST_PROXY', () => {
  let database: DatabaseHandle;
  const gateways: Record<string, TestGateway> = {};
  beforeAll(async () => {
    database = await pgliteDatabase.open({ seeded: true });
    for (const setting of ['', 'loopback', '10.0.0.0/8, 127.0.0.1']) {
      gateways[setting] = await createTestGateway({ database, migrate: false, seed: false, trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy });
    }
  });
  afterAll(async () => {
    for (const gw of Object.values(gateways)) await gw.close();
    await database.close();
  });

  const clientIp = async (setting: string, remoteAddress: string, forwardedFor?: string) => {
    const gw = gateways[setting];
    if (!gw) throw new Error(`no gateway for TRUST_PROXY=${setting}`);
    const headers: Record<string, string> = { merchant: 'aurora' };
    if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
    const res = await gw.app.inject({ url: apiPaths.systemStatus, headers, remoteAddress });
    return res.json<Envelope<{ ip: string }>>().value?.ip;
  };

  it('off by default: X-Forwarded-For is ignored, whoever sends it', async () => {
    expect(await clientIp('', '127.0.0.1', player)).toBe('127.0.0.1');
    expect(await clientIp('', '203.0.113.9', player)).toBe('203.0.113.9');
  });

  it('loopback: honoured from a proxy on this host, ignored from anyone else', async () => {
    expect(await clientIp('loopback', '127.0.0.1', player)).toBe(player);
    // A player's own X-Forwarded-For is appended to by the proxy: the proxy's entry wins.
    expect(await clientIp('loopback', '127.0.0.1', `${spoofed}, ${player}`)).toBe(player);
    expect(await clientIp('loopback', '203.0.113.9', player)).toBe('203.0.113.9');
    expect(await clientIp('loopback', '127.0.0.1')).toBe('127.0.0.1');
  });

  it('a list of addresses and ranges trusts exactly those', async () => {
    expect(await clientIp('10.0.0.0/8, 127.0.0.1', '10.200.0.5', player)).toBe(player);
    expect(await clientIp('10.0.0.0/8, 127.0.0.1', '127.0.0.1', `${spoofed}, ${player}`)).toBe(player);
    expect(await clientIp('10.0.0.0/8, 127.0.0.1', '172.16.0.9', player)).toBe('172.16.0.9');
  });
});
