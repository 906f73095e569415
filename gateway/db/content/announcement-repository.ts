/**
 * Banners and announcements per merchant (migration 003; §3 "Announcement response").
 * Writes sanitise every HTML content on the way in (domain/html-sanitiser.ts), so the table
 * only ever holds clean markup; reads return enabled rows, the time window is applied by the
 * caller (rows are cached and "now" moves).
 */
import type { Kysely } from 'kysely';
import type { LinkageType, PopupExecution } from '../../../schemas/content';
import { sanitiseTexts } from '../../domain/content/html-sanitiser';
import { insertedCount, textsJson, withContentTables, type RowPlatform, type Texts } from './content-tables';
import type { Database } from '../database';

export interface BannerRecord {
  slug: string;
  groupName: string;
  /** Plain text per language. */
  title: Texts;
  imagePath: string;
  imageWidth: number;
  imageHeight: number;
  linkageType: LinkageType;
  linkTarget: string | null;
  platform: RowPlatform;
  sort: number;
  startAt: Date;
  endAt: Date | null;
}

export type StoredAnnouncementType = 'PL' | 'PU' | 'PR' | 'H';

export interface AnnouncementRecord {
  slug: string;
  type: StoredAnnouncementType;
  execution: PopupExecution | null;
  promotionType: string | null;
  platform: RowPlatform;
  title: Texts;
  /** HTML per language (sanitised when written). */
  content: Texts;
  sort: number;
  startAt: Date;
  endAt: Date | null;
}

export interface AnnouncementRepository {
  listBanners(merchant: string): Promise<BannerRecord[]>;
  listAnnouncements(merchant: string): Promise<AnnouncementRecord[]>;
  /** Inserts banners the merchant does not have (by slug); returns how many. */
  insertBanners(merchant: string, rows: readonly BannerRecord[]): Promise<number>;
  /** Inserts announcements the merchant does not have (by slug), content sanitised; returns how many. */
  insertAnnouncements(merchant: string, rows: readonly AnnouncementRecord[]): Promise<number>;
}

export function createAnnouncementRepository(core: Kysely<Database>): AnnouncementRepository {
  const db = withContentTables(core);
  return {
    async listBanners(merchant) {
      const rows = await db
        .selectFrom('banners')
        .selectAll()
        .where('merchant', '=', merchant)
        .where('enabled', '=', true)
        .orderBy('group_name')
        .orderBy('sort')
        .orderBy('slug')
        .execute();
      return rows.map((r) => ({
        slug: r.slug,
        groupName: r.group_name,
        title: r.title,
        imagePath: r.image_path,
        imageWidth: r.image_width,
        imageHeight: r.image_height,
        linkageType: r.linkage_type,
        linkTarget: r.link_target,
        platform: r.platform,
        sort: r.sort,
        startAt: r.start_at,
        endAt: r.end_at,
      }));
    },
    async listAnnouncements(merchant) {
      const rows = await db
        .selectFrom('announcements')
        .selectAll()
        .where('merchant', '=', merchant)
        .where('enabled', '=', true)
        // Agent-only announcements are read by the agent centre (gateway/db/agent/team-reads.ts).
        .where('audience', '=', 'all')
        .orderBy('sort')
        .orderBy('start_at', 'desc')
        .orderBy('slug')
        .execute();
      return rows.map((r) => ({
        slug: r.slug,
        type: r.type,
        execution: r.execution,
        promotionType: r.promotion_type,
        platform: r.platform,
        title: r.title,
        content: r.content,
        sort: r.sort,
        startAt: r.start_at,
        endAt: r.end_at,
      }));
    },
    async insertBanners(merchant, rows) {
      if (rows.length === 0) return 0;
      const result = await db
        .insertInto('banners')
        .values(
          rows.map((b) => ({
            merchant,
            slug: b.slug,
            group_name: b.groupName,
            title: textsJson(b.title),
            image_path: b.imagePath,
            image_width: b.imageWidth,
            image_height: b.imageHeight,
            linkage_type: b.linkageType,
            link_target: b.linkTarget,
            platform: b.platform,
            sort: b.sort,
            start_at: b.startAt,
            end_at: b.endAt,
          })),
        )
        .onConflict((oc) => oc.columns(['merchant', 'slug']).doNothing())
        .executeTakeFirst();
      return insertedCount(result);
    },
    async insertAnnouncements(merchant, rows) {
      if (rows.length === 0) return 0;
      const result = await db
        .insertInto('announcements')
        .values(
          rows.map((a) => ({
            merchant,
            slug: a.slug,
            type: a.type,
            execution: a.execution,
            promotion_type: a.promotionType,
            platform: a.platform,
            title: textsJson(a.title),
            content: textsJson(sanitiseTexts(a.content)),
            sort: a.sort,
            start_at: a.startAt,
            end_at: a.endAt,
          })),
        )
        .onConflict((oc) => oc.columns(['merchant', 'slug']).doNothing())
        .executeTakeFirst();
      return insertedCount(result);
    },
  };
}
