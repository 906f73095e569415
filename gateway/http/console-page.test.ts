/**
 * The operator console's page (docs/decisions/044): /console and every page path below it answer
 * console.html with the strict CSP and no-store; the API under /console/api/ stays JSON; player
 * pages never name the console's scripts; without a console build, the not-built page.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/databases';
import { fakeDist, removeDir } from '../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { contentSecurityPolicy } from './security-headers';

const consoleHtml = '<!doctype html><html><head><script type="module" src="/assets/console-xyz789.js"></script></head><body><div id="root"></div></body></html>';

describeEachDatabase('console page', (database) => {
  let gw: TestGateway;
  let bare: TestGateway;
  let dist = '';
  let playerOnly = '';
  beforeAll(async () => {
    dist = await fakeDist();
    await fs.writeFile(path.join(dist, 'console.html'), consoleHtml);
    await fs.writeFile(path.join(dist, 'assets', 'console-xyz789.js'), 'console.log("console");\n');
    playerOnly = await fakeDist();
    gw = await createTestGateway({ database: database(), distDir: dist });
    bare = await createTestGateway({ database: database(), distDir: playerOnly, migrate: false, seed: false });
  });
  afterAll(async () => {
    await gw.close();
    await bare.close();
    await removeDir(dist);
    await removeDir(playerOnly);
  });

  it.each(['/console', '/console/', '/console/modules/aurora', '/console/audit?merchant=aurora'])('%s answers the console page, never stored', async (url) => {
    const res = await gw.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toBe(consoleHtml);
    // The default policy, plus frames of the live brand preview's hosts only (decision 055).
    expect(res.headers['content-security-policy']).toBe(`${contentSecurityPolicy}; frame-src http://*.console.localhost:* https://*.console.localhost:*`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('HEAD answers like GET without a body', async () => {
    const res = await gw.app.inject({ method: 'HEAD', url: '/console/staff' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('the API under /console/api/ stays JSON: unknown paths 404, other methods 405', async () => {
    const missing = await gw.app.inject({ url: '/console/api/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const me = await gw.app.inject({ url: '/console/api/me' });
    expect(me.statusCode).toBe(401);
    const wrong = await gw.app.inject({ method: 'PATCH', url: '/console/api/me' });
    expect(wrong.statusCode).toBe(405);
  });

  it('a file-looking path under /console is no page, and /consoles is the player app', async () => {
    expect((await gw.app.inject({ url: '/console/missing.js' })).statusCode).toBe(404);
    const other = await gw.app.inject({ url: '/consoles', headers: { host: 'aurora.localhost' } });
    expect(other.body).not.toContain('console-xyz789');
  });

  it('player pages never name the console', async () => {
    for (const url of ['/', '/rng', '/register']) {
      const res = await gw.app.inject({ url, headers: { host: 'aurora.localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('console');
    }
  });

  it('without a console build: the not-built page (503)', async () => {
    const res = await bare.app.inject({ url: '/console' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
