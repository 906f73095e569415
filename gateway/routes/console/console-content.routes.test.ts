/**
 * Content from the console (issue 18, docs/decisions/048), on both databases: the owner and a
 * content-role staff member publish announcements, the popup, banners (with an uploaded image
 * decoded and re-encoded), help articles and content pages; players get them on their next
 * call; every change is one audit row with its diff. Bad input — a script in the HTML, a text
 * too long, a language the merchant does not support, an end before the start, an unknown
 * audience, an image too big or not a PNG — is refused with a code (or, for the script,
 * sanitised away) and writes nothing; a merchant's content staff cannot touch another's.
 */
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../../schemas/api-paths';
import { consolePaths, type AuditPage } from '../../../schemas/console';
import type { AnnouncementList, BannerImageUploaded, ContentPageList, ContentPreviewAnswer, HelpList } from '../../../schemas/console-content';
import type { AnnouncementResponse, ContentPageResponse, HelpCenterResponse } from '../../../schemas/content';
import type { Envelope } from '../../../schemas/envelope';
import { encodePngRgba } from '../../domain/png-encoder';
import { describeEachDatabase } from '../../test-support/databases';
import { addStaff, consoleCall, demoOwner, signInStaff, valueOf, type ConsoleRequest, type ConsoleSession } from '../../test-support/console-kit';
import { createTestGateway, type TestGateway } from '../../test-support/test-gateway';
import { watchWrites, type ExpectedWrite, type WriteWatch } from '../../test-support/write-watch';

const path = (template: string, params: Record<string, string>) => template.replace(/:([a-z]+)/g, (_m, k: string) => params[k] ?? '');
const aurora = { merchant: 'aurora' };
const byDesign: ExpectedWrite[] = [{ table: 'staff_sessions', op: 'UPDATE', columns: ['idle_expires_at', 'last_seen_at'], reason: "reading a session moves its idle expiry (the caller's own session)" }];

const startAt = new Date(Date.now() - 60_000).toISOString();

/** aurora: default TW, supports TW, CN, EN. */
function notice(slug: string, extra: Record<string, unknown> = {}) {
  return {
    slug,
    type: 'PL',
    promotionType: null,
    platform: 'ALL',
    title: { TW: `公告 ${slug}`, EN: `Notice ${slug}` },
    content: { TW: '<p>內容</p>', EN: '<p>Body</p>' },
    startAt,
    endAt: null,
    enabled: true,
    sort: 1,
    ...extra,
  };
}

function png(width: number, height: number, noise = false): Buffer {
  const rgba = new Uint8Array(width * height * 4);
  let seed = 7;
  for (let i = 0; i < rgba.length; i++) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    rgba[i] = noise ? seed >>> 24 : i % 4 === 3 ? 255 : (i * 7) % 256;
  }
  return encodePngRgba(width, height, rgba);
}

/** A PNG carrying a text chunk with a script and bytes after its end: both must not survive. */
function pngWithPayload(): Buffer {
  const base = png(4, 3);
  const iend = base.subarray(base.length - 12);
  const text = Buffer.from('Comment\0<script>alert(1)</script>', 'latin1');
  const head = Buffer.alloc(8);
  head.writeUInt32BE(text.length, 0);
  head.write('tEXt', 4, 'ascii');
  const crc = Buffer.alloc(4);
  // zlib's crc32 is what the decoder checks.
  crc.writeUInt32BE(crc32Of(Buffer.concat([head.subarray(4), text])), 0);
  return Buffer.concat([base.subarray(0, base.length - 12), head, text, crc, iend, Buffer.from('<html><script>x</script>')]);
}

const crc32Of = (b: Buffer) => crc32(b) >>> 0;

describeEachDatabase('console content', (database) => {
  let gw: TestGateway;
  let owner: ConsoleSession;
  let content: ConsoleSession;
  let watch: WriteWatch;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
    owner = await signInStaff(gw.app, await demoOwner(gw.app));
    content = await signInStaff(gw.app, await addStaff(gw, [{ role: 'content', merchant: 'aurora' }]));
    watch = await watchWrites(gw.database.db);
  });
  afterAll(() => gw.close());

  const call = (s: ConsoleSession, req: ConsoleRequest) => consoleCall(gw.app, s, req);
  const players = async (merchant: string, query = 'lang=EN&types=PL,PU,B') =>
    valueOf<AnnouncementResponse>(await gw.app.inject({ method: 'GET', url: `${apiPaths.announcements}?${query}`, headers: { merchant } }));
  const lastAudit = async (action: string) => (await valueOf<AuditPage>(await call(owner, { method: 'GET', url: `${consolePaths.audit}?merchant=aurora&action=${action}&pageSize=1` }))).items[0];

  /** The answer's status and code, and every write it made (the session touch aside). */
  async function refused(s: ConsoleSession, req: ConsoleRequest) {
    await watch.reset();
    const res = await call(s, req);
    const body = res.json<Envelope<unknown>>();
    return { status: res.statusCode, code: body.code, value: body.value, writes: (await watch.writes(byDesign)).map((w) => `${w.op} ${w.table}`) };
  }

  describe('announcements', () => {
    it('a content staff member publishes a notice; players get it on the next call; the audit row has the diff', async () => {
      const created = await valueOf<{ slug: string }>(await call(content, { method: 'POST', url: path(consolePaths.announcements, aurora), body: notice('console-news') }));
      expect(created.slug).toBe('console-news');
      expect((await players('aurora')).notices.map((n) => n.title)).toContain('Notice console-news');
      expect(await lastAudit('content.publish')).toMatchObject({ role: 'content', merchant: 'aurora', target: 'notice:console-news', before: null, after: { title: { TW: '公告 console-news', EN: 'Notice console-news' } } });

      const { slug: _s, ...fields } = notice('console-news', { title: { TW: '公告 更新', EN: 'Notice updated' } });
      await valueOf(await call(content, { method: 'PUT', url: path(consolePaths.announcement, { ...aurora, slug: 'console-news' }), body: fields }));
      expect((await players('aurora')).notices.map((n) => n.title)).toContain('Notice updated');
      const audit = await lastAudit('content.publish');
      expect([audit?.before, audit?.after]).toEqual([{ title: { TW: '公告 console-news', EN: 'Notice console-news' } }, { title: { TW: '公告 更新', EN: 'Notice updated' } }]);

      const list = await valueOf<AnnouncementList>(await call(content, { method: 'GET', url: path(consolePaths.announcements, aurora) }));
      expect(list.items.find((i) => i.slug === 'console-news')).toMatchObject({ type: 'PL', enabled: true });
      expect(list.items.every((i) => ['PL', 'H', 'PR'].includes(i.type))).toBe(true);

      await valueOf(await call(content, { method: 'DELETE', url: path(consolePaths.announcement, { ...aurora, slug: 'console-news' }) }));
      expect((await players('aurora')).notices.map((n) => n.title)).not.toContain('Notice updated');
      expect(await lastAudit('content.delete')).toMatchObject({ target: 'notice:console-news', after: null });
    });

    it('a script in the HTML is sanitised away before it is stored; the preview answers the same HTML and writes nothing', async () => {
      const html = '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src="https://x.test/a.png" onerror="e()"></p>';
      await watch.reset();
      const preview = await valueOf<ContentPreviewAnswer>(await call(content, { method: 'POST', url: path(consolePaths.contentPreview, aurora), body: { texts: { TW: html } } }));
      expect(await watch.writes(byDesign)).toEqual([]);
      expect(preview.texts.TW).not.toMatch(/script|onclick|onerror|javascript:/i);
      await valueOf(await call(content, { method: 'POST', url: path(consolePaths.announcements, aurora), body: notice('scripted', { content: { TW: html } }) }));
      const stored = (await players('aurora', 'lang=TW&types=PL')).notices.find((n) => n.id === 'scripted');
      expect(stored?.content).toBe(preview.texts.TW);
      expect(stored?.content).toContain('Hi');
    });

    it('bad input is refused with a code at the field, and nothing is written', async () => {
      const url = path(consolePaths.announcements, aurora);
      const long = 'x'.repeat(20_001);
      expect(await refused(content, { method: 'POST', url, body: notice('too-long', { content: { TW: long } }) })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
      expect(await refused(content, { method: 'POST', url, body: notice('too-long-title', { title: { TW: 't'.repeat(201) } }) })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
      const vi = await refused(content, { method: 'POST', url, body: notice('vietnamese', { title: { TW: '標題', VI: 'Tiêu đề' } }) });
      expect(vi).toMatchObject({ status: 400, code: 'CONTENT_LANGUAGE_UNSUPPORTED', value: [{ path: '/title/VI' }], writes: [] });
      expect(await refused(content, { method: 'POST', url, body: notice('not-a-language', { title: { XX: 'x' } }) })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
      expect(await refused(content, { method: 'POST', url, body: notice('no-default', { title: { EN: 'Only English' } }) })).toMatchObject({ status: 400, code: 'CONTENT_DEFAULT_LANGUAGE_MISSING', value: [{ path: '/title/TW' }], writes: [] });
      const now = Date.now();
      const backwards = notice('backwards', { startAt: new Date(now).toISOString(), endAt: new Date(now - 3_600_000).toISOString() });
      expect(await refused(content, { method: 'POST', url, body: backwards })).toMatchObject({ status: 400, code: 'CONTENT_SCHEDULE_INVALID', value: [{ path: '/endAt' }], writes: [] });
      expect(await refused(content, { method: 'POST', url, body: { ...notice('extra'), colour: 'red' } })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
      expect(await refused(content, { method: 'POST', url, body: notice('Bad Slug') })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
      expect(await refused(content, { method: 'POST', url, body: notice('maintenance-window') })).toMatchObject({ status: 409, code: 'CONTENT_SLUG_TAKEN', writes: [] });
      expect(await refused(content, { method: 'POST', url, body: notice('sort-text', { sort: '1' }) })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
      expect(await refused(content, { method: 'POST', url, body: notice('popup-type', { type: 'PU' }) })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
      expect(await refused(content, { method: 'DELETE', url: path(consolePaths.announcement, { ...aurora, slug: 'no-such-notice' }) })).toMatchObject({ status: 404, code: 'NOT_FOUND', writes: [] });
      expect(await refused(content, { method: 'POST', url, body: notice('no-csrf'), csrf: false })).toMatchObject({ status: 403, code: 'CSRF_INVALID', writes: [] });
    });
  });

  describe('the popup', () => {
    const popup = (slug: string, execution: string) => {
      const { type: _t, ...rest } = notice(slug, { promotionType: 'WELCOME' });
      return { ...rest, execution };
    };

    it('publishes a popup for anonymous visitors (audience B), seen by them and not by members', async () => {
      await valueOf(await call(owner, { method: 'POST', url: path(consolePaths.popups, aurora), body: popup('console-popup', 'B') }));
      const forGuests = await players('aurora', 'lang=EN&types=PU&execution=B');
      expect(forGuests.popup.content.find((p) => p.id === 'console-popup')).toMatchObject({ execution: 'B', promotionType: 'WELCOME' });
      const forMembers = await players('aurora', 'lang=EN&types=PU&execution=A');
      expect(forMembers.popup.content.map((p) => p.id)).not.toContain('console-popup');
      const list = await valueOf<AnnouncementList>(await call(owner, { method: 'GET', url: path(consolePaths.popups, aurora) }));
      expect(list.items.map((i) => i.slug)).toContain('console-popup');
      // A popup is not a notice: the notices' calls do not reach it.
      expect(await refused(owner, { method: 'DELETE', url: path(consolePaths.announcement, { ...aurora, slug: 'console-popup' }) })).toMatchObject({ status: 404, writes: [] });
    });

    it('an unknown audience is refused and nothing is written', async () => {
      expect(await refused(owner, { method: 'POST', url: path(consolePaths.popups, aurora), body: popup('audience-z', 'Z') })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
      const { execution: _e, ...noAudience } = popup('audience-none', 'A');
      expect(await refused(owner, { method: 'POST', url: path(consolePaths.popups, aurora), body: noAudience })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
    });
  });

  describe('banners', () => {
    const banner = (slug: string, imagePath: string) => ({
      slug,
      groupName: 'w_login',
      title: { TW: '橫幅', EN: 'Console banner' },
      imagePath,
      linkageType: 'ROUTE',
      linkTarget: '/promotions',
      platform: 'ALL',
      startAt: new Date(Date.now() - 60_000).toISOString(),
      endAt: null,
      enabled: true,
      sort: 5,
    });

    it('an uploaded PNG is decoded and re-encoded (its text chunk and trailing bytes gone), and a banner showing it reaches players', async () => {
      const uploaded = await valueOf<BannerImageUploaded>(await call(content, { method: 'POST', url: path(consolePaths.bannerImages, aurora), body: { image: pngWithPayload().toString('base64') } }));
      expect(uploaded).toMatchObject({ width: 4, height: 3 });
      expect(uploaded.path).toMatch(/^\/lgw\/media\/[0-9a-f]{64}\.png$/);
      const served = await gw.app.inject({ method: 'GET', url: uploaded.path });
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.includes(Buffer.from('script'))).toBe(false);
      expect(served.rawPayload.includes(Buffer.from('tEXt'))).toBe(false);

      await valueOf(await call(content, { method: 'POST', url: path(consolePaths.banners, aurora), body: banner('console-banner', uploaded.path) }));
      const seen = (await players('aurora', 'lang=EN&types=B&groups=w_login')).banners.find((b) => b.id === 'console-banner');
      expect(seen).toMatchObject({ url: uploaded.path, width: 4, height: 3, title: 'Console banner', linkageType: 'ROUTE', linkTarget: '/promotions' });
      expect(await lastAudit('content.upload')).toMatchObject({ role: 'content', after: { path: uploaded.path } });
    });

    it('an image too big, not a PNG, or never uploaded is refused with a code and nothing is written', async () => {
      const url = path(consolePaths.bannerImages, aurora);
      const tooBig = Buffer.alloc(6 * 1024 * 1024, 1).toString('base64');
      expect(await refused(content, { method: 'POST', url, body: { image: tooBig } })).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE', writes: [] });
      const manyPixels = png(2561, 10);
      expect(await refused(content, { method: 'POST', url, body: { image: manyPixels.toString('base64') } })).toMatchObject({ status: 400, code: 'IMAGE_INVALID', writes: [] });
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>').toString('base64');
      expect(await refused(content, { method: 'POST', url, body: { image: svg } })).toMatchObject({ status: 400, code: 'IMAGE_INVALID', writes: [] });
      const broken = png(8, 8);
      broken[40] = (broken[40] ?? 0) ^ 0xff;
      expect(await refused(content, { method: 'POST', url, body: { image: broken.toString('base64') } })).toMatchObject({ status: 400, code: 'IMAGE_INVALID', writes: [] });
      expect(await refused(content, { method: 'POST', url, body: { image: 'not base64!' } })).toMatchObject({ status: 400, code: 'IMAGE_INVALID', writes: [] });
      const unknownImage = banner('unknown-image', `/lgw/media/${'a'.repeat(64)}.png`);
      expect(await refused(content, { method: 'POST', url: path(consolePaths.banners, aurora), body: unknownImage })).toMatchObject({ status: 400, code: 'IMAGE_UNKNOWN', writes: [] });
      const badLink = { ...banner('bad-link', `/lgw/media/${'a'.repeat(64)}.png`), linkageType: 'URL', linkTarget: 'javascript:alert(1)' };
      expect(await refused(content, { method: 'POST', url: path(consolePaths.banners, aurora), body: badLink })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
    });

    it('a photo-like PNG of a banner size is stored within the limit', async () => {
      const photo = png(640, 200, true);
      const uploaded = await valueOf<BannerImageUploaded>(await call(owner, { method: 'POST', url: path(consolePaths.bannerImages, aurora), body: { image: photo.toString('base64') } }));
      expect(uploaded).toMatchObject({ width: 640, height: 200 });
      expect(uploaded.bytes).toBeLessThanOrEqual(1024 * 1024);
    });
  });

  describe('help articles and content pages', () => {
    it('publishes a help article in a category, and refuses an unknown category', async () => {
      const list = await valueOf<HelpList>(await call(content, { method: 'GET', url: path(consolePaths.help, aurora) }));
      const category = list.categories[0]?.slug ?? 'deposits';
      const article = { slug: 'console-help', category, title: { TW: '說明', EN: 'Console help' }, content: { TW: '<p>說明</p>', EN: '<p>Help<script>x()</script></p>' }, sort: 1, enabled: true };
      await valueOf(await call(content, { method: 'POST', url: path(consolePaths.help, aurora), body: article }));
      const centre = await valueOf<HelpCenterResponse>(await gw.app.inject({ method: 'GET', url: `${apiPaths.helpCenter}?lang=EN&device=WEB`, headers: { merchant: 'aurora' } }));
      const seen = JSON.stringify(centre);
      expect(seen).toContain('Console help');
      expect(seen).not.toContain('script');
      expect(await refused(content, { method: 'POST', url: path(consolePaths.help, aurora), body: { ...article, slug: 'orphan', category: 'no-such-category' } })).toMatchObject({ status: 400, code: 'CONTENT_CATEGORY_UNKNOWN', writes: [] });
    });

    it('publishes a content page whole; players get its sections in order', async () => {
      const page = {
        title: { TW: '加入', EN: 'Join us' },
        enabled: true,
        sections: [
          { key: 'first', title: { TW: '一', EN: 'One' }, content: { TW: '<p>一</p>', EN: '<p>First</p>' } },
          { key: 'second', title: {}, content: { TW: '<p>二</p>', EN: '<p>Second</p>' } },
        ],
      };
      await valueOf(await call(content, { method: 'PUT', url: path(consolePaths.contentPage, { ...aurora, page: 'console-join' }), body: page }));
      const answer = await valueOf<ContentPageResponse>(await gw.app.inject({ method: 'GET', url: `${path(apiPaths.contentPage, { page: 'console-join' })}?lang=EN`, headers: { merchant: 'aurora' } }));
      expect(JSON.stringify(answer)).toMatch(/First.*Second/);
      const pages = await valueOf<ContentPageList>(await call(content, { method: 'GET', url: path(consolePaths.pages, aurora) }));
      expect(pages.items.find((p) => p.page === 'console-join')?.sections.map((s) => s.key)).toEqual(['first', 'second']);
      const dup = { ...page, sections: [page.sections[0], page.sections[0]] };
      expect(await refused(content, { method: 'PUT', url: path(consolePaths.contentPage, { ...aurora, page: 'console-join' }), body: dup })).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', writes: [] });
      await valueOf(await call(content, { method: 'DELETE', url: path(consolePaths.contentPage, { ...aurora, page: 'console-join' }) }));
      const gone = await gw.app.inject({ method: 'GET', url: `${path(apiPaths.contentPage, { page: 'console-join' })}?lang=EN`, headers: { merchant: 'aurora' } });
      expect(gone.statusCode).toBe(404);
    });
  });

  it("a merchant's content staff cannot read or touch another merchant's content; nothing is read or written", async () => {
    const oasis = { merchant: 'oasis' };
    for (const req of [
      { method: 'GET', url: path(consolePaths.announcements, oasis) },
      { method: 'POST', url: path(consolePaths.announcements, oasis), body: notice('foreign', { title: { EN: 'x' }, content: { EN: '<p>x</p>' } }) },
      { method: 'DELETE', url: path(consolePaths.popup, { ...oasis, slug: 'welcome-popup' }) },
      { method: 'GET', url: path(consolePaths.banners, oasis) },
      { method: 'POST', url: path(consolePaths.bannerImages, oasis), body: { image: png(2, 2).toString('base64') } },
      { method: 'DELETE', url: path(consolePaths.helpArticle, { ...oasis, slug: 'how-to-deposit' }) },
      { method: 'PUT', url: path(consolePaths.contentPage, { ...oasis, page: 'join' }), body: { title: { EN: 'x' }, enabled: false, sections: [] } },
      { method: 'POST', url: path(consolePaths.contentPreview, oasis), body: { texts: { EN: '<p>x</p>' } } },
    ] satisfies ConsoleRequest[]) {
      expect(await refused(content, req), `${req.method} ${req.url}`).toMatchObject({ status: 403, code: 'FORBIDDEN', value: null, writes: [] });
    }
  });
});
