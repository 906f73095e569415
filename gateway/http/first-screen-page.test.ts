import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { FirstScreenData } from '../../schemas/first-screen';
import { activityQuery, bannerGroupQuery, firstScreenElementId, homeBannersQuery, promotionsQuery } from '../../schemas/first-screen';
import { promotionPaths, type PromotionListAnswer } from '../../schemas/promotions';
import { describeEachDatabase } from '../test-support/databases';
import { fakeDist, must, removeDir } from '../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { scriptSafeJson } from './first-screen-page';

const ip = '203.0.113.44';

function dataOf(html: string): FirstScreenData | null {
  const match = new RegExp(`<script type="application/json" id="${firstScreenElementId}">(.*?)</script>`).exec(html);
  return match?.[1] ? (JSON.parse(match[1]) as FirstScreenData) : null;
}

async function page(app: FastifyInstance, url: string, merchant: string | null, headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { ...(merchant ? { merchant } : {}), ...headers }, remoteAddress: ip });
}

async function api(app: FastifyInstance, url: string, merchant: string): Promise<unknown> {
  return (await app.inject({ url, headers: { merchant }, remoteAddress: ip })).json();
}

describe('scriptSafeJson', () => {
  it('keeps data that would end the script element or break JavaScript parsers inert', () => {
    const text = scriptSafeJson({ title: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(text).not.toContain('</script');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ title: '</script><script>alert(1)</script>', line: '\u2028' });
  });
});

/** A Vite build manifest in the fake dist: both catalogues, plus the given modules. */
async function writeManifest(dist: string, modules: Record<string, unknown>): Promise<void> {
  await fs.mkdir(path.join(dist, '.vite'));
  await fs.writeFile(
    path.join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'locales/TW.json': { file: 'assets/TW-1.js' },
      'locales/EN.json': { file: 'assets/EN-1.js' },
      'locales/TW.json?area=later': { file: 'assets/TW-later-1.js' },
      'locales/EN.json?area=later': { file: 'assets/EN-later-1.js' },
      ...modules,
    }),
  );
}

describeEachDatabase('the page carries the first screen', (database) => {
  let gw: TestGateway;
  let dist = '';
  beforeAll(async () => {
    dist = await fakeDist();
    await writeManifest(dist, {
      'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', imports: ['_shared.js'], isDynamicEntry: true },
      '_shared.js': { file: 'assets/shared-1.js' },
      'src/app/chunks/promotions.tsx': { file: 'assets/promotions-1.js', imports: ['_shared.js'], isDynamicEntry: true },
      'src/app/chunks/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['_shared.js'], isDynamicEntry: true },
    });
    gw = await createTestGateway({ database: database(), distDir: dist });
  });
  afterAll(async () => {
    await gw.close();
    await removeDir(dist);
  });

  it('home: the permission, vendor menus and banners answers as the API gives them, the banner preloaded', async () => {
    const res = await page(gw.app, '/', 'aurora');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache, private');
    const data = dataOf(res.body);
    expect(data?.permission).toEqual(await api(gw.app, apiPaths.permission, 'aurora'));
    expect(data?.vendorMenus).toEqual(await api(gw.app, apiPaths.gameMenus, 'aurora'));
    const lang = data?.homeBanners?.lang ?? 'EN';
    const banners = await api(gw.app, `${apiPaths.announcements}?${new URLSearchParams(homeBannersQuery(lang)).toString()}`, 'aurora');
    expect(data?.homeBanners?.answer).toEqual(banners);
    const first = (banners as { value: { banners: { url: string }[] } }).value.banners[0]?.url;
    expect(first).toBeTruthy();
    expect(res.body).toContain(`<link rel="preload" as="image" href="${first}" fetchpriority="high" data-first-screen>`);
    // The logo (the largest paint where content comes later, e.g. /rng) starts with the page.
    const rng = await page(gw.app, '/rng', 'aurora');
    expect(rng.body).toMatch(/<link rel="preload" as="image" href="\/brands\/aurora\/logo(-dark)?\.svg" fetchpriority="high" data-first-screen>/);
    // The visitor's own address is in it, so it is never one visitor's page served to another.
    expect((data?.permission as { value: { location: { ip: string } } }).value.location.ip).toBe(ip);
  });

  it('preloads the default language catalogue and, on home, the home page chunk with its imports', async () => {
    const home = await page(gw.app, '/home', 'aurora');
    const other = await page(gw.app, '/promotions', 'aurora');
    const lang = dataOf(home.body)?.homeBanners?.lang;
    expect(home.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${lang}-1.js" data-first-screen>`);
    expect(home.body).toContain('href="/assets/home-page-1.js"');
    expect(home.body).toContain('href="/assets/shared-1.js"');
    expect(other.body).toContain(`href="/assets/${lang}-1.js"`);
    expect(other.body).not.toContain('home-page-1.js');
    // Other pages get the menus, not home's banners.
    const data = dataOf(other.body);
    expect(data?.vendorMenus).toBeTruthy();
    expect(data?.homeBanners).toBeUndefined();
  });

  it("pages beyond home and /rng preload the catalogue's later slice and their own code (decision 060); home and /rng do not", async () => {
    const lang = must(dataOf((await page(gw.app, '/promotions', 'aurora')).body)?.promotions).lang;
    const preloaded = (body: string) => [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" data-first-screen>/g)].map((m) => m[1]);
    expect(preloaded((await page(gw.app, '/promotions', 'aurora')).body)).toEqual(
      expect.arrayContaining([`/assets/${lang}-1.js`, `/assets/${lang}-later-1.js`, '/assets/promotions-1.js', '/assets/shared-1.js']),
    );
    // A page without a chunk of its own named here still gets the slice its code will wait for.
    expect(preloaded((await page(gw.app, '/pointMall', 'aurora')).body)).toContain(`/assets/${lang}-later-1.js`);
    // A guarded address: a guest (no signed-in hint) gets the login screen's code, a member none.
    expect(preloaded((await page(gw.app, '/pointMall', 'aurora')).body)).toEqual(expect.arrayContaining(['/assets/login-page-1.js', '/assets/shared-1.js']));
    expect(preloaded((await page(gw.app, '/pointMall', 'aurora', { cookie: 'signed-in=1' })).body)).not.toContain('/assets/login-page-1.js');
    for (const address of ['/', '/home', '/rng']) {
      const body = (await page(gw.app, address, 'aurora')).body;
      expect(preloaded(body)).toContain(`/assets/${lang}-1.js`);
      expect(body).not.toContain('-later-1.js');
    }
  });

  it("a returning player's language (the app's lang cookie) is preloaded and its banners seeded, when the brand offers it", async () => {
    const brand = JSON.parse(await fs.readFile(path.resolve('brands/aurora/brand.json'), 'utf8')) as { defaultLang: string; supportLanguages: string[] };
    // The fake build's manifest has the EN and TW catalogues; aurora offers EN beside its default.
    const chosen = must(brand.supportLanguages.find((code) => code !== brand.defaultLang && code === 'EN'), 'aurora offering EN beside its default');
    const home = await page(gw.app, '/', 'aurora', { cookie: `lang=${chosen}` });
    expect(dataOf(home.body)?.homeBanners?.lang).toBe(chosen);
    expect(home.body).toContain(`<link rel="modulepreload" crossorigin href="/assets/${chosen}-1.js" data-first-screen>`);
    expect(home.body).not.toContain(`/assets/${brand.defaultLang}-1.js`);
    expect(home.headers.vary).toContain('cookie');
    // A language the brand does not offer (or nonsense) is ignored: the default's.
    for (const cookie of ['lang=AR', 'lang=<x>', 'lang=']) {
      const other = await page(gw.app, '/', 'aurora', { cookie });
      expect(dataOf(other.body)?.homeBanners?.lang).toBe(brand.defaultLang);
    }
  });

  it('/promotions carries the promotions answer of the default language', async () => {
    const data = dataOf((await page(gw.app, '/promotions', 'aurora')).body);
    const lang = must(data?.promotions).lang;
    const query = new URLSearchParams(promotionsQuery(lang)).toString();
    expect(data?.promotions?.answer).toEqual(await api(gw.app, `${apiPaths.announcements}?${query}`, 'aurora'));
  });

  it("/promotions carries the activity centre's list as a guest sees it, its first banner preloaded", async () => {
    const body = (await page(gw.app, '/promotions', 'aurora')).body;
    const activity = must(dataOf(body)?.activity);
    const answer = await api(gw.app, `${promotionPaths.list}?${new URLSearchParams(activityQuery(activity.lang)).toString()}`, 'aurora');
    expect(activity.answer).toEqual(answer);
    const first = must((answer as { value: PromotionListAnswer }).value.items[0], 'a seeded promotion');
    expect(first.state).toBeDefined();
    expect(body).toContain(`<link rel="preload" as="image" href="${first.bannerUrl.replace(/&/g, '&amp;')}" fetchpriority="high" data-first-screen>`);
    // Home does not ask for it.
    expect(dataOf((await page(gw.app, '/', 'aurora')).body)?.activity).toBeUndefined();
  });

  it("the login screen's banner is in the page where a guest sees the form, its image preloaded unless the signed-in hint says a member", async () => {
    const login = (await page(gw.app, '/login', 'aurora')).body;
    const seeded = must(dataOf(login)?.loginBanners);
    const answer = await api(gw.app, `${apiPaths.announcements}?${new URLSearchParams(bannerGroupQuery('w_login', seeded.lang)).toString()}`, 'aurora');
    expect(seeded.answer).toEqual(answer);
    const first = must((answer as { value: { banners: { url: string; groupName: string }[] } }).value.banners.find((b) => b.groupName === 'w_login'), 'a seeded login banner');
    expect(login).toContain(`<link rel="preload" as="image" href="${first.url}" fetchpriority="high" data-first-screen>`);
    const pointMall = (await page(gw.app, '/pointMall', 'aurora')).body;
    expect(dataOf(pointMall)?.loginBanners?.answer).toEqual(answer);
    expect(pointMall).toContain(`<link rel="preload" as="image" href="${first.url}"`);
    const member = (await page(gw.app, '/pointMall', 'aurora', { cookie: 'signed-in=1' })).body;
    expect(dataOf(member)?.loginBanners?.answer).toEqual(answer);
    expect(member).not.toContain(`href="${first.url}"`);
    expect(dataOf((await page(gw.app, '/promotions', 'aurora')).body)?.loginBanners).toBeUndefined();
  });

  it('each brand gets its own answers', async () => {
    const aurora = dataOf((await page(gw.app, '/', 'aurora')).body);
    const oasis = dataOf((await page(gw.app, '/', 'oasis')).body);
    const merchantOf = (d: FirstScreenData | null) => (d?.permission as { value: { info: { merchant: string } } }).value.info.merchant;
    expect(merchantOf(aurora)).toBe('aurora');
    expect(merchantOf(oasis)).toBe('oasis');
  });

  it('a merchant under maintenance: the permission answer only (the maintenance page needs nothing else)', async () => {
    const { db } = gw.database;
    await db.updateTable('merchants').set({ status: 1, maintenance_end: null }).where('code', '=', 'tigerbay').execute();
    try {
      const data = dataOf((await page(gw.app, '/', 'tigerbay')).body);
      expect((data?.permission as { value: { status: number } }).value.status).toBe(1);
      expect(data?.vendorMenus).toBeUndefined();
      expect(data?.homeBanners).toBeUndefined();
    } finally {
      await db.updateTable('merchants').set({ status: 0 }).where('code', '=', 'tigerbay').execute();
    }
  });

  it('an unknown merchant gets the plain page (the browser shows the failure and its retry)', async () => {
    const res = await page(gw.app, '/', 'no-such-brand');
    expect(res.statusCode).toBe(200);
    expect(dataOf(res.body)).toBeNull();
    expect(res.body).not.toContain('modulepreload');
  });

  it('goes out brotli-compressed when the browser accepts it', async () => {
    const res = await page(gw.app, '/', 'aurora', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(dataOf(html)?.permission).toBeTruthy();
  });

  it('a new build under a running gateway is served at the next page', async () => {
    const file = path.join(dist, 'index.html');
    const before = await fs.readFile(file, 'utf8');
    try {
      await fs.writeFile(file, before.replace('app-abc123', 'app-def456'));
      const later = new Date(Date.now() + 5000);
      await fs.utimes(file, later, later);
      expect((await page(gw.app, '/', 'aurora')).body).toContain('app-def456');
    } finally {
      await fs.writeFile(file, before);
    }
  });
});

describeEachDatabase('the still first paint on phones', (database) => {
  const phone = { 'sec-ch-ua-mobile': '?1' };
  const desktop = { 'sec-ch-ua-mobile': '?0' };
  const viteIndex =
    '<!doctype html><html><head><title>t</title>' +
    '<script type="module" crossorigin src="/assets/app-abc123.js"></script>\n' +
    '<link rel="modulepreload" crossorigin href="/assets/react-1.js">\n' +
    '</head><body><div id="root"><div class="boot-loader" aria-hidden="true"></div></div></body></html>';
  let gw: TestGateway;
  let dist = '';
  beforeAll(async () => {
    dist = await fakeDist();
    await fs.writeFile(path.join(dist, 'index.html'), viteIndex);
    await writeManifest(dist, {
      'src/features/home/home-page.tsx': { file: 'assets/home-page-1.js', isDynamicEntry: true },
      'src/app/still/loader.ts': { file: 'assets/still-loader-1.js', isEntry: true },
    });
    gw = await createTestGateway({ database: database(), distDir: dist });
  });
  afterAll(async () => {
    await gw.close();
    await removeDir(dist);
  });

  const loaderOf = (html: string) =>
    /<script type="module" crossorigin src="\/assets\/still-loader-1\.js" data-app-entry="([^"]*)" data-app-preload="([^"]*)"><\/script>/.exec(html);

  it('home on a phone: the header and first banner before any script; the code starts from the loader', async () => {
    const res = await page(gw.app, '/', 'aurora', phone);
    expect(res.headers.vary).toContain('sec-ch-ua-mobile');
    const data = dataOf(res.body);
    const first = (data?.homeBanners?.answer as { value: { banners: { url: string }[] } }).value.banners[0]?.url;
    expect(res.body).toMatch(new RegExp(`<div id="still" dir="ltr" aria-hidden="true" data-first-screen>.*<img src="${first}"[^>]*data-still-hero>`));
    expect(res.body).toContain('<div id="root" data-under-still>');
    const loader = must(loaderOf(res.body), 'the loader script');
    expect(loader[1]).toBe('/assets/app-abc123.js');
    expect((loader[2] ?? "").split(' ')).toEqual(expect.arrayContaining(['/assets/react-1.js', `/assets/${data?.homeBanners?.lang}-1.js`, '/assets/home-page-1.js']));
    // The app's entry and preloads are no longer named by the HTML itself.
    expect(res.body).not.toContain('<script type="module" crossorigin src="/assets/app-abc123.js">');
    expect(res.body).not.toContain('rel="modulepreload"');
    // The data the app boots from is there as on any page.
    expect(data?.vendorMenus).toBeTruthy();
  });

  it('another page on a phone: the header alone, its logo the image the loader waits for', async () => {
    const res = await page(gw.app, '/rng', 'aurora', { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36' });
    expect(res.body).toMatch(/<img class="still-logo" src="\/brands\/aurora\/logo\.svg" alt="" height="40" data-still-hero>/);
    expect(res.body).not.toContain('still-banner"');
    expect(loaderOf(res.body)).not.toBeNull();
  });

  it("/rng and /down on a phone: the page's first words from the catalogue (a guest's my-games prompt on /rng; a member's still has the title alone)", async () => {
    const res = await page(gw.app, '/rng', 'oasis', phone);
    const catalogue = JSON.parse(await fs.readFile(path.resolve('locales/EN.json'), 'utf8')) as Record<string, string>;
    expect(res.body).toContain(
      `<div class="still-words" lang="en" data-still-words="EN"><div><p class="still-h1">${catalogue.con_rng}</p><p class="still-count"></p></div>` +
        `<div class="still-games" data-still-guest><p class="still-h2">${catalogue['mygames.title']}</p>` +
        `<div class="still-notice"><p class="still-muted">${catalogue['mygames.sign_in']}</p><span class="still-link">${catalogue.w_login}</span></div></div></div>`,
    );
    // The language the visitor chose (cookie) is the one written, right to left in Arabic.
    const arabic = await page(gw.app, '/rng', 'oasis', { ...phone, cookie: 'lang=AR' });
    const ar = JSON.parse(await fs.readFile(path.resolve('locales/AR.json'), 'utf8')) as Record<string, string>;
    expect(arabic.body).toContain('<div id="still" dir="rtl"');
    expect(arabic.body).toContain(`<div class="still-words" lang="ar" data-still-words="AR"><div><p class="still-h1">${ar.con_rng}</p>`);
    expect(arabic.body).toContain(`<p class="still-muted">${ar['mygames.sign_in']}</p>`);
    // Arabic words wait for the self-hosted Arabic face (regular), which comes with the page.
    expect(arabic.body).toMatch(/@font-face\{font-family:"Noto Sans Arabic";font-style:normal;font-weight:400;font-display:block;src:local\("Noto Sans Arabic"\),url\((\/fonts\/arabic\/noto-sans-arabic-arabic-400-normal\.woff2\?v=[^)]+)\)/);
    const faceUrl = /url\((\/fonts\/arabic\/[^)]+)\)/.exec(arabic.body)?.[1] ?? '';
    expect(arabic.body).toContain(`<link rel="preload" as="font" type="font/woff2" href="${faceUrl}" crossorigin data-first-screen>`);
    expect(arabic.body).toContain('.still-words{font-family:"Noto Sans Arabic",');
    expect(arabic.body).not.toContain('font-weight:700;font-display:block');
    // A brand whose stack names the face after system-ui (tigerbay, Thai): the words' stack puts it first.
    const thai = await page(gw.app, '/down', 'tigerbay', { ...phone, cookie: 'lang=TH' });
    expect(thai.body).toMatch(/\.still-words\{font-family:"Noto Sans Thai", system-ui,/);
    expect((await gw.app.inject({ method: 'GET', url: faceUrl })).statusCode).toBe(200);
    expect(res.body).not.toContain('@font-face');
    const member = await page(gw.app, '/rng', 'oasis', { ...phone, cookie: 'signed-in=1' });
    expect(member.body).toContain(`<p class="still-h1">${catalogue.con_rng}</p>`);
    expect(member.body).not.toContain('class="still-games"');
    // /down writes its title (with the brand's name) and lead.
    const down = await page(gw.app, '/down', 'oasis', phone);
    const oasis = must(gw.app.gateway.registry.get('oasis'));
    if (!oasis.ok) throw new Error('oasis should load');
    expect(down.body).toContain(
      `<div class="still-words" lang="en" data-still-words="EN"><p class="still-h1">${catalogue['download.title']?.replace('{brand}', oasis.brand.name)}</p>` +
        `<p class="still-muted still-lead">${catalogue['download.lead']}</p></div>`,
    );
    // Other pages write no words.
    expect((await page(gw.app, '/sports', 'oasis', phone)).body).not.toContain('class="still-words"');
  });

  it("/promotions on a phone: the first activity's card and banner under wordless title space, the banner the image the loader waits for", async () => {
    const res = await page(gw.app, '/promotions', 'aurora', phone);
    const first = must(dataOf(res.body)?.activity?.answer as { value: PromotionListAnswer } | undefined).value.items[0];
    const url = must(first, 'a seeded promotion').bannerUrl;
    expect(res.body).toContain(
      `<div class="still-page"><div class="still-title"></div><div class="still-heading"></div><div class="still-card"><img src="${url}" alt="" width="640" height="240" fetchpriority="high" data-still-hero></div></div>`,
    );
    expect(res.body).not.toMatch(/<img class="still-logo"[^>]*data-still-hero/);
    expect(loaderOf(res.body)).not.toBeNull();
  });

  it("a guarded address on a phone: a guest's still draws the login banner; the signed-in hint leaves the header alone", async () => {
    const loginStill = (url: string) =>
      `<div class="still-login" data-still-guest><img src="${url}" alt="" width="720" height="270" fetchpriority="high" data-still-hero></div>`;
    const guest = await page(gw.app, '/pointMall', 'aurora', phone);
    const answer = must(dataOf(guest.body)?.loginBanners, 'the login banners').answer as { value: { banners: { url: string }[] } };
    const url = must(answer.value.banners[0], 'a seeded login banner').url;
    expect(guest.body).toContain(loginStill(url));
    expect(guest.body).toContain(`<link rel="preload" as="image" href="${url}"`);
    expect(guest.body).not.toMatch(/<img class="still-logo"[^>]*data-still-hero/);

    const member = await page(gw.app, '/pointMall', 'aurora', { ...phone, cookie: 'signed-in=1' });
    expect(member.body).not.toContain('class="still-login"');
    expect(member.body).not.toContain(`<link rel="preload" as="image" href="${url}"`);
    expect(member.body).toMatch(/<img class="still-logo"[^>]*data-still-hero>/);
    // /login is the login screen whoever asks.
    expect((await page(gw.app, '/login', 'aurora', { ...phone, cookie: 'signed-in=1' })).body).toContain(loginStill(url));
  });

  it('a desktop browser gets the plain page: the entry and its preloads in the HTML, no still', async () => {
    const res = await page(gw.app, '/', 'aurora', desktop);
    expect(res.body).not.toContain('id="still"');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-abc123.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/react-1.js">');
    expect(dataOf(res.body)?.permission).toBeTruthy();
  });

  it("the still page opens ICU before its first paint with one inline script, the page's policy allowing exactly that script; other pages allow none (decision 067)", async () => {
    const still = await page(gw.app, '/', 'aurora', phone);
    const inline = [...still.body.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('Intl.NumberFormat');
    // After the still's markup (so the still is parsed first), before the app's root.
    expect(still.body.indexOf('<script>')).toBeGreaterThan(still.body.indexOf('<div id="still"'));
    expect(still.body.indexOf('<script>')).toBeLessThan(still.body.indexOf('<div id="root"'));
    const hash = `'sha256-${createHash('sha256').update(inline[0] ?? '').digest('base64')}'`;
    const scriptSrc = (csp: unknown) => String(csp).split('; ').find((d) => d.startsWith('script-src'));
    expect(scriptSrc(still.headers['content-security-policy'])).toBe(`script-src 'self' ${hash}`);
    const plain = await page(gw.app, '/', 'aurora', desktop);
    expect(plain.body).not.toContain('<script>');
    expect(scriptSrc(plain.headers['content-security-policy'])).toBe("script-src 'self'");
    // The API's answers keep the strict policy.
    const answer = await gw.app.inject({ url: `${apiPaths.permission}?merchant=aurora` });
    expect(scriptSrc(answer.headers['content-security-policy'])).toBe("script-src 'self'");
  });

  it('the theme the player chose (cookie) is the one painted', async () => {
    const brand = must(gw.app.gateway.registry.get('aurora'));
    if (!brand.ok) throw new Error('aurora should load');
    const res = await page(gw.app, '/', 'aurora', { ...phone, cookie: 'theme=dark' });
    expect(res.body).toContain(`#still{background:${brand.brand.theme.dark.background};color:${brand.brand.theme.dark.text}}`);
    expect(res.body).not.toContain('prefers-color-scheme: dark){#still');
  });

  it('a merchant under maintenance or blocked gets no still (the app shows its status page)', async () => {
    const { db } = gw.database;
    await db.updateTable('merchants').set({ status: 1, maintenance_end: null }).where('code', '=', 'tigerbay').execute();
    try {
      const res = await page(gw.app, '/', 'tigerbay', phone);
      expect(res.body).not.toContain('id="still"');
      expect(res.body).toContain('<script type="module" crossorigin src="/assets/app-abc123.js">');
    } finally {
      await db.updateTable('merchants').set({ status: 0 }).where('code', '=', 'tigerbay').execute();
    }
  });
});
