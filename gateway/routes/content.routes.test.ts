import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import { contentPageIds, type AnnouncementResponse, type ContentPageResponse, type HelpCenterResponse } from '../../schemas/content';
import type { Envelope } from '../../schemas/envelope';
import { withContentTables } from '../db/content/content-tables';
import { loadBrands, type LoadedBrand } from '../domain/brand/brand-files';
import { imageContentSecurityPolicy } from '../http/security-headers';
import { describeEachDatabase } from '../test-support/databases';
import { createTestGateway, demoBrandsDir, type TestGateway } from '../test-support/test-gateway';

const demo = (await loadBrands(demoBrandsDir)).filter((b): b is LoadedBrand => b.ok);
const pagePath = (page: string, query: string) => `${apiPaths.contentPage.replace(':page', page)}?${query}`;

describeEachDatabase('help centre, content pages and images', (database) => {
  let gw: TestGateway;
  const get = async <T>(merchant: string, url: string) => {
    const res = await gw.app.inject({ url, headers: { merchant } });
    return { res, body: res.json<Envelope<T>>() };
  };
  const help = async (merchant: string, lang: string) =>
    (await get<HelpCenterResponse>(merchant, `${apiPaths.helpCenter}?lang=${lang}&device=WEB`)).body.value as HelpCenterResponse;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  it('help centre: categories with articles in every supported language', async () => {
    for (const entry of demo) {
      for (const lang of entry.brand.supportLanguages) {
        const value = await help(entry.merchant, lang);
        expect(value.lang).toBe(lang);
        expect(value.categories.map((c) => c.id)).toEqual(['deposits', 'withdrawals', 'account', 'responsible-gaming']);
        for (const c of value.categories) {
          expect([entry.merchant, lang, c.lang]).toEqual([entry.merchant, lang, lang]);
          expect(c.articles.length).toBeGreaterThanOrEqual(2);
          for (const a of c.articles) {
            expect(a.lang).toBe(lang);
            expect(a.content).toMatch(/^<(p|ul|ol)>/);
            expect(a.content).not.toMatch(/\{[a-zA-Z]+\}|<script/);
          }
        }
      }
    }
  });

  it('help centre: a missing translation falls back to the brand default language', async () => {
    await sql`update help_articles set title = title - 'CN', content = content - 'CN'
              where merchant = 'aurora' and slug = 'withdraw-time'`.execute(gw.database.db);
    const value = await help('aurora', 'CN');
    const articles = value.categories.flatMap((c) => c.articles);
    expect(articles.find((a) => a.id === 'withdraw-time')?.lang).toBe('TW');
    expect(articles.filter((a) => a.id !== 'withdraw-time').every((a) => a.lang === 'CN')).toBe(true);
    expect((await help('oasis', 'JA')).categories.every((c) => c.lang === 'EN' && c.articles.every((a) => a.lang === 'EN'))).toBe(true);
  });

  it('content pages: every seeded page in every supported language, brand-named and filled', async () => {
    for (const entry of demo) {
      for (const lang of entry.brand.supportLanguages) {
        for (const page of contentPageIds) {
          const { res, body } = await get<ContentPageResponse>(entry.merchant, pagePath(page, `lang=${lang}`));
          expect([entry.merchant, page, lang, res.statusCode]).toEqual([entry.merchant, page, lang, 200]);
          const value = body.value as ContentPageResponse;
          expect(value.sections.length).toBeGreaterThan(0);
          expect(value.sections.every((s) => s.lang === lang)).toBe(true);
          expect(JSON.stringify(value)).not.toMatch(/\{(brand|age|depositSeconds)\}|<script/);
        }
      }
    }
    const join = (await get<ContentPageResponse>('tigerbay', pagePath('join', 'lang=EN'))).body.value as ContentPageResponse;
    expect(join.sections.map((s) => s.key)).toEqual(['intro', 'member-statistics', 'member-game-detail', 'member-reports', 'platform-cost-detail']);
    expect(join.sections[0]?.title).toContain('Tiger Bay');
    expect(join.rebates).toEqual([]);
  });

  it('home extras: app download text and the rebate table of offered game types', async () => {
    const home = (await get<ContentPageResponse>('aurora', pagePath('home', 'lang=EN'))).body.value as ContentPageResponse;
    expect(home.sections.map((s) => s.key)).toEqual(['app-download', 'rebates', 'service']);
    expect(home.sections[2]?.content).toContain('60 seconds');
    expect(home.rebates).toEqual([
      { gameType: 'RNG', rate: 1.2 },
      { gameType: 'LIVE', rate: 0.8 },
      { gameType: 'FISH', rate: 1 },
      { gameType: 'SPORTS', rate: 1 },
      { gameType: 'ESPORTS', rate: 1 },
      { gameType: 'ELOTT', rate: 1 },
      { gameType: 'LOTT', rate: 1 },
    ]);
  });

  it('an unknown or disabled page is a 404 envelope', async () => {
    const unknown = await get(`aurora`, pagePath('nope', 'lang=EN'));
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.body).toEqual({ success: false, value: null, message: 'error.not_found', code: 'NOT_FOUND' });
    const db = withContentTables(gw.database.db);
    await db.updateTable('content_pages').set({ enabled: false }).where('merchant', '=', 'oasis').where('page', '=', 'sponsor3').execute();
    expect((await get('oasis', pagePath('sponsor3', 'lang=EN'))).res.statusCode).toBe(404);
    expect((await get('aurora', pagePath('sponsor3', 'lang=EN'))).res.statusCode).toBe(200);
  });

  it('serves every banner image: its stated size, at most 15 KB, immutable and sandboxed', async () => {
    for (const entry of demo) {
      const a = (await get<AnnouncementResponse>(entry.merchant, `${apiPaths.announcements}?lang=${entry.brand.defaultLang}&types=B`)).body.value as AnnouncementResponse;
      expect(a.banners.length).toBe(7);
      for (const b of a.banners) {
        const res = await gw.app.inject({ url: b.url });
        expect([b.url, res.statusCode]).toEqual([b.url, 200]);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers['content-security-policy']).toBe(imageContentSecurityPolicy);
        expect(res.rawPayload.length).toBeLessThanOrEqual(15 * 1024);
        expect(res.body).toContain(`width="${b.width}" height="${b.height}"`);
        expect(res.body).not.toMatch(/<script|\son\w+=|href=|url\((?!#)/i);
      }
    }
  });

  it('refuses unknown or malformed image names', async () => {
    const a = (await get<AnnouncementResponse>('aurora', `${apiPaths.announcements}?lang=EN&types=B`)).body.value as AnnouncementResponse;
    const svg = a.banners[0]?.url ?? '';
    for (const [url, status] of [
      [svg.replace(/\.svg$/, '.png'), 404],
      [`/lgw/media/${'0'.repeat(64)}.svg`, 404],
      ['/lgw/media/abc.svg', 400],
      ['/lgw/media/../../package.json', 404],
    ] as const) {
      const res = await gw.app.inject({ url });
      expect([url, res.statusCode]).toEqual([url, status]);
      expect(res.json().success).toBe(false);
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });
});
