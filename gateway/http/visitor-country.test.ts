/**
 * The visitor's country in the permission answer (docs/decisions/031; §2.9 "the current
 * country"): from a trusted edge's header only, the same one rendering for every visitor, and in
 * the permission answer the page carries as well.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import { firstScreenElementId } from '../../schemas/first-screen';
import type { PermissionResponse } from '../../schemas/permission';
import { describeEachDatabase } from '../test-support/databases';
import { fakeDist, removeDir } from '../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { countryOfHeader } from './visitor-country';

async function location(app: FastifyInstance, headers: Record<string, string> = {}) {
  const res = await app.inject({ url: apiPaths.permission, headers: { merchant: 'aurora', ...headers }, remoteAddress: '203.0.113.9' });
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  return res.json<Envelope<PermissionResponse>>().value?.location;
}

describe('countryOfHeader', () => {
  it('reads an ISO country, refusing the edges’ "unknown" and Tor codes and anything else', () => {
    expect(countryOfHeader('th')).toBe('TH');
    expect(countryOfHeader(' CN ')).toBe('CN');
    for (const value of ['XX', 'T1', 'ZZ', 'THA', '', '1A', undefined, ['TH']]) expect(countryOfHeader(value)).toBeNull();
  });
});

describeEachDatabase('the visitor country', (database) => {
  let trusted: TestGateway;
  let direct: TestGateway;
  let named: TestGateway;
  let dist = '';
  beforeAll(async () => {
    dist = await fakeDist();
    trusted = await createTestGateway({ database: database(), trustProxy: true, distDir: dist });
    direct = await createTestGateway({ database: database() });
    named = await createTestGateway({ database: database(), trustProxy: ['192.0.2.7'] });
  });
  afterAll(async () => {
    await trusted.close();
    await direct.close();
    await named.close();
    await removeDir(dist);
  });

  it('comes from a trusted edge’s header into the permission answer, null when unknown', async () => {
    expect(await location(trusted.app, { 'cf-ipcountry': 'TH' })).toEqual({ ip: '203.0.113.9', countryCode: 'TH' });
    expect(await location(trusted.app, { 'cloudfront-viewer-country': 'vn' })).toEqual({ ip: '203.0.113.9', countryCode: 'VN' });
    expect(await location(trusted.app, { 'cf-ipcountry': 'XX' })).toEqual({ ip: '203.0.113.9', countryCode: null });
    expect(await location(trusted.app)).toEqual({ ip: '203.0.113.9', countryCode: null });
  });

  it('is ignored when the gateway trusts no edge (a browser can send any header)', async () => {
    expect(await location(direct.app, { 'cf-ipcountry': 'TH' })).toEqual({ ip: '203.0.113.9', countryCode: null });
  });

  it('where TRUST_PROXY names the edge, is believed only from that edge forwarding a visitor', async () => {
    const ask = async (remoteAddress: string, headers: Record<string, string>) => {
      const res = await named.app.inject({ url: apiPaths.permission, headers: { merchant: 'aurora', ...headers }, remoteAddress });
      return res.json<Envelope<PermissionResponse>>().value?.location;
    };
    expect(await ask('192.0.2.7', { 'cf-ipcountry': 'TH', 'x-forwarded-for': '203.0.113.9' })).toEqual({ ip: '203.0.113.9', countryCode: 'TH' });
    // A browser reaching the gateway directly: neither its forwarded address nor its country counts.
    expect(await ask('198.51.100.4', { 'cf-ipcountry': 'TH', 'x-forwarded-for': '203.0.113.9' })).toEqual({ ip: '198.51.100.4', countryCode: null });
  });

  it('differs per visitor while the rest of the answer is the one rendering', async () => {
    const [a, b] = await Promise.all(
      ['TH', 'CN'].map(async (country) => {
        const res = await trusted.app.inject({ url: apiPaths.permission, headers: { merchant: 'aurora', 'cf-ipcountry': country } });
        return res.json<Envelope<PermissionResponse>>().value;
      }),
    );
    expect([a?.location.countryCode, b?.location.countryCode]).toEqual(['TH', 'CN']);
    expect({ ...a, location: null }).toEqual({ ...b, location: null });
  });

  it('is in the permission answer the page carries', async () => {
    const res = await trusted.app.inject({ url: '/', headers: { merchant: 'aurora', 'cf-ipcountry': 'TH' } });
    const match = new RegExp(`<script type="application/json" id="${firstScreenElementId}">(.*?)</script>`).exec(res.body);
    const data = JSON.parse(match?.[1] ?? 'null') as { permission: Envelope<PermissionResponse> } | null;
    expect(data?.permission.value?.location.countryCode).toBe('TH');
  });
});
