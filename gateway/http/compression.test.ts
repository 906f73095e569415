/**
 * Pre-compressed static files (docs/decisions/013-compression-and-caching.md): the build writes
 * .br and .gz twins beside each text file; the gateway sends the twin the browser accepts, with
 * Content-Encoding and Vary, the file's own type and caching, and the plain file otherwise.
 * JSON answers to GET are compressed on the fly, keeping their headers (no-store, CSP).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../test-support/databases';
import { removeDir, tempDir } from '../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { apiPaths } from '../../schemas/api-paths';
import { compressMinBytes } from './compression';
import { contentSecurityPolicy } from './security-headers';

const assetPath = 'assets/home-page-4f2a9c.js';
const asset = Buffer.from(
  Array.from({ length: 200 }, (_, i) => `export const banner${i} = { slide: ${i}, label: "banner ${i}" };`).join('\n'),
);
const indexHtml = Buffer.from(
  `<!doctype html><html><head><script type="module" src="/${assetPath}"></script></head><body><div id="root">${'<!-- shell -->'.repeat(80)}</div></body></html>`,
);
const plainPath = 'assets/no-twin-9b1c3d.js';
const plain = Buffer.from('console.log("small");\n');

/** What the build leaves in dist/: each text file with its brotli and gzip twins. */
async function builtDist(): Promise<string> {
  const dir = await tempDir('portico-dist-compressed-');
  await fs.mkdir(path.join(dir, 'assets'));
  for (const [rel, bytes] of [
    [assetPath, asset],
    ['index.html', indexHtml],
  ] as const) {
    await fs.writeFile(path.join(dir, rel), bytes);
    await fs.writeFile(path.join(dir, `${rel}.br`), brotliCompressSync(bytes));
    await fs.writeFile(path.join(dir, `${rel}.gz`), gzipSync(bytes));
  }
  await fs.writeFile(path.join(dir, plainPath), plain);
  return dir;
}

function expectCommonHeaders(res: LightMyRequestResponse): void {
  expect(res.headers['content-security-policy']).toBe(contentSecurityPolicy);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers.vary).toMatch(/accept-encoding/i);
}

describeEachDatabase('pre-compressed static files', (database) => {
  let gw: TestGateway;
  let dist = '';
  beforeAll(async () => {
    dist = await builtDist();
    gw = await createTestGateway({ database: database(), distDir: dist });
  });
  afterAll(async () => {
    await gw.close();
    await removeDir(dist);
  });

  it('sends the brotli twin of an asset when brotli is accepted, same bytes once decoded', async () => {
    const res = await gw.app.inject({ url: `/${assetPath}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(application|text)\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(asset.length);
    expect(brotliDecompressSync(res.rawPayload).equals(asset)).toBe(true);
    expectCommonHeaders(res);
  });

  it('sends the gzip twin when only gzip is accepted', async () => {
    const res = await gw.app.inject({ url: `/${assetPath}`, headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).equals(asset)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the file itself (identity) when no encoding is accepted', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }]) {
      const res = await gw.app.inject({ url: `/${assetPath}`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(asset)).toBe(true);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expectCommonHeaders(res);
    }
  });

  it('sends a file that has no twin as it is, even when brotli is accepted', async () => {
    const res = await gw.app.inject({ url: `/${plainPath}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(plain)).toBe(true);
  });

  it('compresses the app page for every app route and keeps it revalidated (no-cache)', async () => {
    for (const url of ['/', '/promotions', '/index.html']) {
      const res = await gw.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect([url, res.statusCode, res.headers['content-encoding']]).toEqual([url, 200, 'br']);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache, private');
      // The page is index.html with the first screen's data written in (first-screen-page.ts).
      const page = brotliDecompressSync(res.rawPayload).toString('utf8');
      const head = indexHtml.toString('utf8').split('</head>')[0] ?? '';
      expect(page.startsWith(head)).toBe(true);
      expect(page).toContain('id="first-screen"');
      expectCommonHeaders(res);
    }
  });

  it('compresses a large JSON answer on the fly when accepted, same JSON once decoded, still no-store', async () => {
    const url = apiPaths.gameMenus;
    const plainRes = await gw.app.inject({ url, headers: { merchant: 'aurora' } });
    expect(plainRes.statusCode).toBe(200);
    expect(plainRes.headers['content-encoding']).toBeUndefined();
    expect(plainRes.rawPayload.length).toBeGreaterThan(compressMinBytes);
    const br = await gw.app.inject({ url, headers: { merchant: 'aurora', 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(br.headers['cache-control']).toBe('no-store');
    expect(br.headers['content-security-policy']).toBe(contentSecurityPolicy);
    expect(br.rawPayload.length).toBeLessThan(plainRes.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plainRes.json());
    const gz = await gw.app.inject({ url, headers: { merchant: 'aurora', 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plainRes.json());
  });
});
