/**
 * The announcement answer (§3 "Announcement response", §7 MCSFE_getListAnnouncements) from a
 * merchant's cached rows: only the requested types, rows of the requested platform (or ALL),
 * inside their time window [start, end), with text in the requested language or else the
 * brand's default (domain/localise.ts); popups optionally filtered by audience (execution) and
 * paged by 8 (§9). Audience filtering with the session state stays in the browser (§4); the
 * execution filter lets it ask only for its audience, so pages are full. Pure.
 */
import type { Brand } from '../../../schemas/brand';
import {
  popupPageSize,
  type AnnouncementResponse,
  type AnnouncementType,
  type Banner,
  type ContentPlatform,
  type Notice,
  type PopupAnnouncement,
  type PopupExecution,
  type Promotion,
} from '../../../schemas/content';
import type { LangCode } from '../../../schemas/languages';
import type { AnnouncementRecord, BannerRecord } from '../../db/content/announcement-repository';
import type { AnnouncementData } from './content-sources';
import { pickLanguage, textIn, type LocaliseContext } from '../localise';

/** Most rows one list returns (notices, promotions, banners); popups are paged instead. */
export const announcementListLimit = 100;

export interface AnnouncementQuery {
  lang: LangCode;
  platform: ContentPlatform;
  types: readonly AnnouncementType[];
  /** Popup audiences to include; null for all. */
  executions: readonly PopupExecution[] | null;
  /** Banner groups to include; null for all. */
  groups: readonly string[] | null;
  /** 1-based popup page. */
  pageNum: number;
}

interface Windowed {
  platform: string;
  startAt: Date;
  endAt: Date | null;
}

function visible(row: Windowed, platform: ContentPlatform, now: Date): boolean {
  const t = now.getTime();
  return (row.platform === 'ALL' || row.platform === platform) && row.startAt.getTime() <= t && (row.endAt === null || row.endAt.getTime() > t);
}

function banner(row: BannerRecord, ctx: LocaliseContext): Banner | null {
  const lang = pickLanguage(ctx, row.title);
  if (lang === null) return null;
  return {
    id: row.slug,
    groupName: row.groupName,
    title: textIn(row.title, lang),
    url: row.imagePath,
    width: row.imageWidth,
    height: row.imageHeight,
    linkageType: row.linkageType,
    linkTarget: row.linkTarget,
    lang,
  };
}

interface Localised {
  id: string;
  title: string;
  content: string;
  startDateStr: string;
  endDateStr: string | null;
  lang: LangCode;
}

function localised(row: AnnouncementRecord, ctx: LocaliseContext): Localised | null {
  const lang = pickLanguage(ctx, row.title, row.content);
  if (lang === null) return null;
  return {
    id: row.slug,
    title: textIn(row.title, lang),
    content: textIn(row.content, lang),
    startDateStr: row.startAt.toISOString(),
    endDateStr: row.endAt?.toISOString() ?? null,
    lang,
  };
}

function collect<T>(rows: readonly AnnouncementRecord[], make: (row: AnnouncementRecord, base: Localised) => T, ctx: LocaliseContext): T[] {
  return rows.flatMap((row) => {
    const base = localised(row, ctx);
    return base ? [make(row, base)] : [];
  });
}

export function buildAnnouncements(data: AnnouncementData, query: AnnouncementQuery, brand: Brand, now: Date): AnnouncementResponse {
  const ctx: LocaliseContext = { requested: query.lang, fallback: brand.defaultLang };
  const wants = new Set<AnnouncementType>(query.types);
  const live = data.announcements.filter((a) => wants.has(a.type) && visible(a, query.platform, now));
  const ofType = (type: AnnouncementType) => live.filter((a) => a.type === type);

  const banners = wants.has('B')
    ? data.banners
        .filter((b) => visible(b, query.platform, now) && (query.groups === null || query.groups.includes(b.groupName)))
        .flatMap((b) => banner(b, ctx) ?? [])
    : [];
  const notices = collect(live.filter((a) => a.type === 'PL' || a.type === 'H'), (row, base): Notice => ({ ...base, type: row.type === 'H' ? 'H' : 'PL' }), ctx);
  const popups = collect(
    ofType('PU').filter((a) => a.execution !== null && (query.executions === null || query.executions.includes(a.execution))),
    (row, base): PopupAnnouncement => ({ ...base, execution: row.execution ?? 'A', promotionType: row.promotionType }),
    ctx,
  );
  const promotion = collect(ofType('PR'), (row, base): Promotion => ({ ...base, promotionType: row.promotionType }), ctx);

  const start = (query.pageNum - 1) * popupPageSize;
  return {
    lang: query.lang,
    banners: banners.slice(0, announcementListLimit),
    notices: notices.slice(0, announcementListLimit),
    popup: {
      content: popups.slice(start, start + popupPageSize),
      pageNum: query.pageNum,
      pageSize: popupPageSize,
      total: popups.length,
      totalPages: Math.ceil(popups.length / popupPageSize),
    },
    promotion: promotion.slice(0, announcementListLimit),
  };
}
