import { describe, expect, it } from 'vitest';
import type { Brand } from '../../../schemas/brand';
import type { AnnouncementRecord } from '../../db/content/announcement-repository';
import { buildAnnouncements, type AnnouncementQuery } from './announcement-query';
import { pickLanguage } from '../localise';

const brand = { defaultLang: 'EN' } as Brand;
const now = new Date('2030-06-01T12:00:00.000Z');
const query: AnnouncementQuery = { lang: 'CN', platform: 'W', types: ['PL'], executions: null, groups: null, pageNum: 1 };

function row(slug: string, startAt: string, endAt: string | null): AnnouncementRecord {
  return {
    slug,
    type: 'PL',
    execution: null,
    promotionType: null,
    platform: 'W',
    title: { EN: 'T', CN: '标题' },
    content: { EN: '<p>c</p>', CN: '<p>内容</p>' },
    sort: 0,
    startAt: new Date(startAt),
    endAt: endAt === null ? null : new Date(endAt),
  };
}

describe('buildAnnouncements', () => {
  it('windows rows as [start, end)', () => {
    const rows = [
      row('starts-now', '2030-06-01T12:00:00.000Z', null),
      row('ends-now', '2030-06-01T00:00:00.000Z', '2030-06-01T12:00:00.000Z'),
      row('ends-later', '2030-06-01T00:00:00.000Z', '2030-06-01T12:00:00.001Z'),
    ];
    const answer = buildAnnouncements({ banners: [], announcements: rows }, query, brand, now);
    expect(answer.notices.map((n) => n.id)).toEqual(['starts-now', 'ends-later']);
    expect(answer.notices[0]).toMatchObject({ title: '标题', lang: 'CN', startDateStr: '2030-06-01T12:00:00.000Z', endDateStr: null });
  });
});

describe('pickLanguage', () => {
  const ctx = { requested: 'VI', fallback: 'EN' } as const;
  it('takes the requested language, else the default, else nothing; title and content together', () => {
    expect(pickLanguage(ctx, { VI: 'a', EN: 'b' })).toBe('VI');
    expect(pickLanguage(ctx, { VI: '  ', EN: 'b' })).toBe('EN');
    expect(pickLanguage(ctx, { VI: 'a', EN: 'b' }, { EN: 'c' })).toBe('EN');
    expect(pickLanguage(ctx, { TH: 'a' })).toBeNull();
  });
});
