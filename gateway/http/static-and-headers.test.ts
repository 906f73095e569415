import fs from 'node:fs/promises';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { describeEachDatabase } from '../test-support/databases';
import { fakeDist, fakeIndexHtml, must, removeDir } from '../test-support/fixtures';
import { createTestGateway, demoBrandsDir, type TestGateway } from '../test-support/test-gateway';
import { contentSecurityPolicy, imageContentSecurityPolicy } from './security-headers';

function expectSecurityHeaders(res: LightMyRequestResponse, csp = contentSecurityPolicy): void {
  const h = res.headers;
  expect(h['content-security-policy']).toBe(csp);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(h['permissions-policy']).toContain('camera=()');
  expect(h['x-frame-options']).toBe('DENY');
  expect(h['strict-transport-security']).toBeUndefined();
}

describe('content security policy', () => {
  it('allows no inline or eval script and no framing', () => {
    const script = contentSecurityPolicy.split('; ').find((d) => d.startsWith('script-src'));
    expect(script).toBe("script-src 'self'");
    for (const d of [
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      "img-src 'self' data: blob:",
    ]) {
      expect(contentSecurityPolicy).toContain(d);
    }
  });
});

describeEachDatabase('static files, brand assets and security headers', (database) => {
  let gw: TestGateway;
  let noDist: TestGateway;
  let dist = '';
  beforeAll(async () => {
    dist = await fakeDist();
    gw = await createTestGateway({ database: database(), distDir: dist });
    noDist = await createTestGateway({
      database: database(),
      distDir: path.join(dist, 'missing'),
      migrate: false,
      seed: false,
    });
  });
  afterAll(async () => {
    await gw.close();
    await noDist.close();
    await removeDir(dist);
  });

  it('JSON answers carry the headers and no-store', async () => {
    const res = await gw.app.inject({ url: apiPaths.permission, headers: { merchant: 'aurora' } });
    expectSecurityHeaders(res);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('errors and 404s carry them too', async () => {
    for (const res of [
      await gw.app.inject({ url: '/wps/nothing' }),
      await gw.app.inject({ url: apiPaths.permission, headers: { merchant: 'nobody' } }),
      await gw.app.inject({ method: 'POST', url: apiPaths.permission }),
      await gw.app.inject({ url: '/assets/missing-123.js' }),
    ]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(res);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('serves the SPA: index.html for app routes (no-cache), files as files', async () => {
    for (const url of ['/', '/login', '/member/profile?tab=1', '/index.html']) {
      const res = await gw.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      // The page is index.html with the first screen's data written in (first-screen-page.test.ts).
      expect(res.body.startsWith(fakeIndexHtml.slice(0, fakeIndexHtml.indexOf('</head>')))).toBe(true);
      expect(res.body).toContain('id="first-screen"');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache, private');
      expectSecurityHeaders(res);
    }
    const asset = await gw.app.inject({ url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
    const robots = await gw.app.inject({ url: '/robots.txt' });
    expect(robots.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('never serves dot files, and never falls back to HTML for missing files or API paths', async () => {
    expect((await gw.app.inject({ url: '/.env' })).statusCode).toBe(404);
    expect((await gw.app.inject({ url: '/assets/nope.js' })).statusCode).toBe(404);
    expect((await gw.app.inject({ url: '/favicon.ico' })).statusCode).toBe(404);
    await fs.mkdir(path.join(dist, 'wps'), { recursive: true });
    await fs.writeFile(path.join(dist, 'wps', 'leak.txt'), 'leak');
    const api = await gw.app.inject({ url: '/wps/leak.txt' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('answers a "run npm run build" page (503) when the app is not built', async () => {
    const res = await noDist.app.inject({ url: '/login' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    expectSecurityHeaders(res);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves brand images with a day of caching and a sandboxing CSP', async () => {
    const logo = (await fs.readdir(path.join(demoBrandsDir, 'aurora'))).find((f) => f.endsWith('.svg'));
    const res = await gw.app.inject({ url: `/brands/aurora/${must(logo, 'an svg in brands/aurora')}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expectSecurityHeaders(res, imageContentSecurityPolicy);
  });

  it('never serves brand JSON, other extensions, traversal or unknown merchants', async () => {
    for (const url of [
      '/brands/aurora/brand.json',
      '/brands/aurora/modules.json',
      '/brands/aurora/register-rules.json',
      '/brands/aurora/../aurora/brand.json',
      '/brands/aurora/..%2f..%2fpackage.json',
      '/brands/aurora/%2e%2e%2fbrand.json',
      '/brands/aurora/%2e%2e/%2e%2e/package.json',
      '/brands/aurora/.hidden.svg',
      '/brands/nobody/logo.svg',
      '/brands/aurora/missing.png',
      '/brands/demo-brands.test.ts',
    ]) {
      const res = await gw.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.body).not.toContain('"merchant"');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('production adds HSTS and upgrade-insecure-requests', async () => {
    const prod = await createTestGateway({
      database: database(),
      production: true,
      migrate: false,
      seed: false,
    });
    try {
      const res = await prod.app.inject({ url: '/wps/system/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    } finally {
      await prod.close();
    }
  });
});
