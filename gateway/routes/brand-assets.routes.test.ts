/**
 * Brand images as the server answers them when a brand folder holds something it should not:
 * links out of the folder are never followed, and SVGs go out stripped of anything active.
 * The folder is a copy of aurora in a temporary brands folder; links are made at test time.
 */
import { cp, mkdtemp, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageContentSecurityPolicy } from '../http/security-headers';
import { createTestGateway, demoBrandsDir, type TestGateway } from '../test-support/test-gateway';

const secret = 'root:x:0:0:root:/root:/bin/bash\n';

const hostileSvg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
  <script>alert(document.cookie)</script>
  <style>rect { fill: #9b1b1b; }</style>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>
  <rect width="10" height="10" fill="url(#g)" onclick="alert(2)"/>
  <foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://attacker.example/"></iframe></foreignObject>
  <image href="https://attacker.example/track.png" width="1" height="1"/>
  <use xlink:href="https://attacker.example/sprite.svg#a"/>
  <use href="#g"/>
  <a href="javascript:alert(3)"><text x="1" y="8">Aurora</text></a>
</svg>`;

let brands: string;
let outside: string;
let gw: TestGateway;

beforeAll(async () => {
  brands = await mkdtemp(path.join(tmpdir(), 'portico-assets-'));
  outside = await mkdtemp(path.join(tmpdir(), 'portico-outside-'));
  await writeFile(path.join(outside, 'passwd'), secret);
  await writeFile(path.join(outside, 'passwd.svg'), secret);
  const aurora = path.join(brands, 'aurora');
  await cp(path.join(demoBrandsDir, 'aurora'), aurora, { recursive: true });
  await cp(path.join(demoBrandsDir, 'oasis'), path.join(brands, 'oasis'), { recursive: true });
  // The logo itself and an image nothing names, both links to a file outside the folder.
  await unlink(path.join(aurora, 'logo.svg'));
  await symlink(path.join(outside, 'passwd'), path.join(aurora, 'logo.svg'));
  await symlink(path.join(outside, 'passwd.svg'), path.join(aurora, 'banner.svg'));
  await symlink(path.join(brands, 'oasis', 'logo.svg'), path.join(aurora, 'oasis-logo.svg'));
  await symlink(outside, path.join(aurora, 'shared'));
  await writeFile(path.join(aurora, 'hostile.svg'), hostileSvg);
  await symlink('logo-dark.svg', path.join(aurora, 'logo-again.svg')); // a link that stays inside
  await writeFile(path.join(aurora, 'huge.png'), Buffer.alloc(2 * 1024 * 1024)); // over the 1 MB limit
  gw = await createTestGateway({ brandsDir: brands, seed: false });
});

afterAll(async () => {
  await gw.close();
  await rm(brands, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

describe('brand images', () => {
  it('never follows a link out of the brand folder (404, nothing of the file)', async () => {
    for (const url of [
      '/brands/aurora/logo.svg',
      '/brands/aurora/banner.svg',
      '/brands/aurora/oasis-logo.svg',
      '/brands/aurora/shared/passwd.svg',
    ]) {
      const res = await gw.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 404]);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(res.body).not.toContain('root:x');
    }
  });

  it('still serves the files that are really in the folder, through a link that stays inside too', async () => {
    for (const url of ['/brands/aurora/logo-dark.svg', '/brands/aurora/logo-again.svg']) {
      const res = await gw.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(res.body).toContain('<svg');
    }
  });

  it('does not serve an image over its size limit', async () => {
    const res = await gw.app.inject({ url: '/brands/aurora/huge.png' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('serves an SVG without scripts, handlers, foreignObject or outside references, sandboxed', async () => {
    const res = await gw.app.inject({ url: '/brands/aurora/hostile.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['content-security-policy']).toBe(imageContentSecurityPolicy);
    expect(imageContentSecurityPolicy).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const svg = res.body;
    for (const gone of [
      /<script/i,
      /alert/,
      /\son\w+=/i,
      /foreignObject/i,
      /iframe/i,
      /attacker\.example/,
      /javascript:/i,
    ]) {
      expect([String(gone), gone.test(svg)]).toEqual([String(gone), false]);
    }
    // What draws the picture stays: shapes, gradients, in-document references, text, styles.
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('viewBox="0 0 10 10"');
    expect(svg).toContain('<rect width="10" height="10" fill="url(#g)"');
    expect(svg).toContain('<stop offset="0" stop-color="#fff"');
    expect(svg).toContain('<use href="#g"');
    expect(svg).toContain('<text x="1" y="8">Aurora</text>');
    expect(svg).toContain('rect { fill: #9b1b1b; }');
  });
});
