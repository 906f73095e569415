import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { AnnouncementResponse } from '../../schemas/content';
import type { Envelope } from '../../schemas/envelope';
import { createAnnouncementRepository, type AnnouncementRecord } from '../db/content/announcement-repository';
import { withContentTables } from '../db/content/content-tables';
import { describeEachDatabase } from '../test-support/databases';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const hour = 3_600_000;

function notice(slug: string, over: Partial<AnnouncementRecord> = {}): AnnouncementRecord {
  return {
    slug,
    type: 'PL',
    execution: null,
    promotionType: null,
    platform: 'ALL',
    title: { EN: `Title ${slug}` },
    content: { EN: `<p>Body ${slug}</p>` },
    sort: 100,
    startAt: new Date(Date.now() - hour),
    endAt: null,
    ...over,
  };
}

describeEachDatabase('announcements', (database) => {
  let gw: TestGateway;
  const get = async (merchant: string, query: string) => {
    const res = await gw.app.inject({ url: `${apiPaths.announcements}?${query}`, headers: { merchant } });
    return { res, value: res.json<Envelope<AnnouncementResponse>>().value as AnnouncementResponse };
  };
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  it('answers banners, notices, popups and promotions in the requested language', async () => {
    const { res, value } = await get('aurora', 'lang=EN&platform=W');
    expect(res.statusCode).toBe(200);
    expect(value.lang).toBe('EN');
    expect(value.banners.filter((b) => b.groupName === 'w_home')).toHaveLength(4);
    for (const g of ['w_login', 'w_register', 'w_forget']) expect(value.banners.filter((b) => b.groupName === g)).toHaveLength(1);
    for (const b of value.banners) {
      expect(b).toMatchObject({ lang: 'EN', url: expect.stringMatching(/^\/lgw\/media\/[0-9a-f]{64}\.svg$/) });
      expect(b.width).toBeGreaterThan(0);
      expect(b.height).toBeGreaterThan(0);
      expect(b.linkTarget === null).toBe(b.linkageType === 'NONE');
    }
    expect(value.notices.map((n) => n.type).sort()).toEqual(['H', 'PL']);
    expect(value.notices.find((n) => n.type === 'PL')?.title).toMatch(/maintenance/i);
    expect(value.promotion).toHaveLength(1);
    expect(value.popup).toMatchObject({ pageNum: 1, pageSize: 8, total: 3, totalPages: 1 });
    expect(value.popup.content.map((p) => p.execution).sort()).toEqual(['A', 'B', 'F']);
    expect(JSON.stringify(value)).not.toMatch(/<script|javascript:|\son\w+=/i);
    const cn = await get('aurora', 'lang=CN');
    expect(cn.value.notices.every((n) => n.lang === 'CN' && /[\u4e00-\u9fff]/.test(n.title))).toBe(true);
  });

  it('filters by type, audience (execution) and banner group', async () => {
    const pu = (await get('tigerbay', 'lang=EN&types=PU')).value;
    expect([pu.banners, pu.notices, pu.promotion]).toEqual([[], [], []]);
    expect(pu.popup.total).toBe(3);
    const anon = (await get('tigerbay', 'lang=EN&types=PU&execution=B')).value.popup.content;
    expect(anon.map((p) => [p.execution, p.promotionType])).toEqual([['B', 'WELCOME']]);
    const member = (await get('tigerbay', 'lang=EN&types=PU&execution=A,F')).value.popup.content;
    expect(member.map((p) => p.execution).sort()).toEqual(['A', 'F']);
    const forget = (await get('tigerbay', 'lang=EN&types=B&groups=w_forget')).value.banners;
    expect(forget.map((b) => b.groupName)).toEqual(['w_forget']);
    const home = (await get('tigerbay', 'lang=EN&types=B,H&groups=w_home')).value;
    expect(home.banners.map((b) => b.width)).toEqual([1200, 1200, 1200, 1200]);
    expect(home.notices.map((n) => n.type)).toEqual(['H']);
  });

  it('falls back to the brand default language; a text only in one language reaches only it', async () => {
    const th = (await get('tigerbay', 'lang=TH')).value;
    expect(th.notices.every((n) => n.lang === 'TH')).toBe(true);
    const unsupported = (await get('tigerbay', 'lang=TW')).value;
    expect(unsupported.lang).toBe('TW');
    expect(unsupported.notices.every((n) => n.lang === 'EN')).toBe(true);
    expect((await get('aurora', 'lang=JA')).value.notices.every((n) => n.lang === 'TW')).toBe(true);

    await createAnnouncementRepository(gw.database.db).insertAnnouncements('tigerbay', [
      notice('vi-only', { title: { VI: 'Chỉ tiếng Việt' }, content: { VI: '<p>Nội dung</p>' } }),
    ]);
    const ids = async (lang: string) => (await get('tigerbay', `lang=${lang}&types=PL`)).value.notices.map((n) => n.id);
    expect(await ids('VI')).toContain('vi-only');
    expect(await ids('EN')).not.toContain('vi-only');
    expect(await ids('TH')).not.toContain('vi-only');
  });

  it('shows a row only inside its time window and on its platform', async () => {
    const now = Date.now();
    await createAnnouncementRepository(gw.database.db).insertAnnouncements('oasis', [
      notice('future', { startAt: new Date(now + hour) }),
      notice('expired', { startAt: new Date(now - 2 * hour), endAt: new Date(now - hour) }),
      notice('current', { startAt: new Date(now - 2 * hour), endAt: new Date(now + hour) }),
      notice('mobile-only', { platform: 'M' }),
    ]);
    const ids = async (q: string) => (await get('oasis', q)).value.notices.map((n) => n.id);
    const web = await ids('lang=EN&types=PL');
    expect(web).toContain('current');
    expect(web).not.toContain('future');
    expect(web).not.toContain('expired');
    expect(web).not.toContain('mobile-only');
    expect(await ids('lang=EN&types=PL&platform=M')).toContain('mobile-only');
  });

  it('pages popups by 8 and carries each popup execution', async () => {
    const extra = Array.from({ length: 10 }, (_, i) =>
      notice(`popup-${String(i).padStart(2, '0')}`, { type: 'PU', execution: 'B', sort: 200 + i }),
    );
    await createAnnouncementRepository(gw.database.db).insertAnnouncements('aurora', extra);
    const page = async (n: number) => (await get('aurora', `lang=EN&types=PU&execution=B&pageNum=${n}`)).value.popup;
    const first = await page(1);
    expect(first).toMatchObject({ pageNum: 1, pageSize: 8, total: 11, totalPages: 2 });
    expect(first.content).toHaveLength(8);
    expect(first.content[0]?.id).toBe('welcome-popup');
    const second = await page(2);
    expect(second.content.map((p) => p.id)).toEqual(['popup-07', 'popup-08', 'popup-09']);
    expect(second.content.every((p) => p.execution === 'B')).toBe(true);
    expect((await page(3)).content).toEqual([]);
  });

  it('stores HTML sanitised on the way in', async () => {
    await createAnnouncementRepository(gw.database.db).insertAnnouncements('oasis', [
      notice('hostile', { content: { EN: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">a</a><img src=x onerror=alert(1)></p>' } }),
    ]);
    const row = await withContentTables(gw.database.db)
      .selectFrom('announcements')
      .select('content')
      .where('merchant', '=', 'oasis')
      .where('slug', '=', 'hostile')
      .executeTakeFirstOrThrow();
    expect(row.content.EN).toBe('<p>Hi<a>a</a><img src="x" alt="" /></p>');
  });
});
