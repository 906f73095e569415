/**
 * The Lite app as the gateway serves it per host (issue 20, docs/decisions/053): the manifest
 * (name, colours, icons, ETag), icons drawn from the logo (PNG of the named size, the brand's
 * background in the corners), the service worker (cache named after the build; a new build, a
 * new name), the offline page (brand default language, no-cache), the CSP that lets the worker
 * and manifest load, and the self-hosted script fonts (woff2 only, names confined).
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { Brand } from '../../../schemas/brand';
import { serverText } from '../../domain/texts/server-texts';
import { createTestGateway, demoBrandsDir, type TestGateway } from '../../test-support/test-gateway';
import type { WebManifest } from '../../domain/lite/web-manifest';

const brandOf = (merchant: string) => JSON.parse(readFileSync(path.join(demoBrandsDir, merchant, 'brand.json'), 'utf8')) as Brand;

let gw: TestGateway;
let dist: string;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'portico-lite-dist-'));
  await mkdir(path.join(dist, '.vite'), { recursive: true });
  await writeFile(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-AAAAAAAA.js"}}');
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  gw = await createTestGateway({ seed: false, distDir: dist });
});

afterAll(async () => {
  await gw.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, merchant = 'aurora', headers: Record<string, string> = {}) => gw.app.inject({ url, headers: { host: `${merchant}.localhost`, ...headers } });

describe('web app manifest', () => {
  it('names the merchant of the host, with its colours and four icons (192, 512, each also maskable)', async () => {
    for (const merchant of ['aurora', 'tigerbay', 'oasis']) {
      const brand = brandOf(merchant);
      const res = await get('/manifest.webmanifest', merchant);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/manifest+json');
      const manifest = res.json<WebManifest>();
      const palette = brand.theme[brand.theme.defaultMode];
      expect(manifest).toMatchObject({ name: brand.name, start_url: '/', scope: '/', display: 'standalone', background_color: palette.background, theme_color: palette.primary });
      expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '192x192 maskable', '512x512 any', '512x512 maskable']);
    }
    expect((await get('/manifest.webmanifest', 'oasis')).json<WebManifest>().lang).toBe('en');
  });

  it('answers 304 to its ETag, and 404 on a host no merchant owns', async () => {
    const first = await get('/manifest.webmanifest');
    const etag = String(first.headers.etag);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get('/manifest.webmanifest', 'aurora', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await gw.app.inject({ url: '/manifest.webmanifest', headers: { host: 'nobody.example' } })).statusCode).toBe(404);
  });
});

describe('icons', () => {
  it('are PNGs of the named size drawn from the logo on the brand background', async () => {
    const manifest = (await get('/manifest.webmanifest', 'tigerbay')).json<WebManifest>();
    const background = brandOf('tigerbay').theme[brandOf('tigerbay').theme.defaultMode].background;
    for (const icon of manifest.icons) {
      const res = await get(icon.src, 'tigerbay');
      expect(res.statusCode, icon.src).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const image = sharp(res.rawPayload);
      const meta = await image.metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
      const { data } = await image.raw().toBuffer({ resolveWithObject: true });
      const corner = `#${[...data.subarray(0, 3)].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
      expect(corner).toBe(background.toLowerCase());
      // The logo is drawn: the middle is not the background.
      const stats = await sharp(res.rawPayload).stats();
      expect(stats.channels.some((c) => c.stdev > 5)).toBe(true);
    }
  });

  it('refuses other names', async () => {
    for (const file of ['64.png', '192.jpg', '..%2F..%2Fbrand.json', 'maskable-1024.png']) {
      expect((await get(`/lite/icons/${file}`)).statusCode, file).toBe(404);
    }
  });
});

describe('service worker', () => {
  it('names its cache after the build, keeps hashed assets and the offline page only, and changes with a new build', async () => {
    const first = await get('/sw.js');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('text/javascript');
    expect(first.headers['cache-control']).toBe('no-cache');
    const name = /const CACHE = "(portico-lite-[0-9a-f]{16})"/.exec(first.body)?.[1];
    expect(name).toBeTruthy();
    expect(first.body).toContain("const OFFLINE = \"/lite/offline\"");
    expect(first.body).not.toMatch(/\/wps\/|balance/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-BBBBBBBB.js"}}');
    const second = await get('/sw.js');
    const next = /const CACHE = "(portico-lite-[0-9a-f]{16})"/.exec(second.body)?.[1];
    expect(next).toBeTruthy();
    expect(next).not.toBe(name);
  });

  it('is allowed by the page CSP, as is the manifest', async () => {
    const csp = String((await get('/')).headers['content-security-policy']);
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
  });
});

describe('offline page', () => {
  it("is the brand's, in its default language, with nothing of any member", async () => {
    const res = await get('/lite/offline', 'aurora');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('lang="zh-TW"');
    expect(res.body).toContain(serverText('TW', 'server.lite.offline_title'));
    expect(res.body).toContain('Aurora');
    expect(res.body).not.toContain('<script');
    const oasis = await get('/lite/offline', 'oasis');
    expect(oasis.body).toContain(serverText('EN', 'server.lite.offline_title'));
  });
});

describe('script fonts', () => {
  it('serve @font-face rules with font-display swap and the woff2 files they name', async () => {
    for (const script of ['thai', 'arabic', 'devanagari']) {
      const css = await get(`/fonts/${script}.css`);
      expect(css.statusCode, script).toBe(200);
      expect(css.headers['content-type']).toContain('text/css');
      expect(css.body).toContain('font-display:swap');
      expect(css.body).toContain('unicode-range:');
      const urls = [...css.body.matchAll(/url\(([^)]+)\)/g)].map((m) => m[1] ?? '');
      expect(urls).toHaveLength(2);
      for (const url of urls) {
        const font = await get(url);
        expect(font.statusCode, url).toBe(200);
        expect(font.headers['content-type']).toBe('font/woff2');
        expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
        expect(font.headers['cache-control']).toContain('immutable');
      }
    }
  });

  it('serve nothing outside the packages files, nor other formats', async () => {
    for (const url of [
      '/fonts/thai/noto-sans-thai-thai-400-normal.woff',
      '/fonts/thai/noto-sans-arabic-arabic-400-normal.woff2',
      '/fonts/thai/..%2Fpackage.json',
      '/fonts/thai/noto-sans-thai-latin-400-normal.woff2',
      '/fonts/latin/noto-sans-latin-400-normal.woff2',
      '/fonts/cjk.css',
    ]) {
      // 404, or 400 where the route's schema refuses the script name.
      expect([400, 404], url).toContain((await get(url)).statusCode);
    }
  });
});
