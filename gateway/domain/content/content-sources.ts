/**
 * Per-merchant catalogue and content, read through TTL caches (PGlite has one connection, and
 * these answers are hot and read-mostly). A database change shows once the cached copy expires
 * (the app's configCacheMs, like the other per-merchant data). Time windows are applied per
 * request on the cached rows, so a notice appears and disappears on time.
 */
import type { Db } from '../../db/database';
import { createAnnouncementRepository, type AnnouncementRecord, type BannerRecord } from '../../db/content/announcement-repository';
import { createContentPageRepository, type ContentPageRecord } from '../../db/content/content-page-repository';
import { createHelpRepository, type HelpData } from '../../db/content/help-repository';
import { createMediaRepository, type MediaRecord } from '../../db/content/media-repository';
import { createVendorRepository, type VendorRecord } from '../../db/catalogue/vendor-repository';
import { createTtlCache, type TtlCache } from '../ttl-cache';

export interface AnnouncementData {
  banners: BannerRecord[];
  announcements: AnnouncementRecord[];
}

export interface ContentSources {
  vendors: TtlCache<string, VendorRecord[]>;
  announcements: TtlCache<string, AnnouncementData>;
  help: TtlCache<string, HelpData>;
  pages: TtlCache<string, Map<string, ContentPageRecord>>;
  /** By SHA-256; media never change, so only the TTL bounds how long a miss is remembered. */
  media: TtlCache<string, MediaRecord | null>;
  /** Drops every cached copy of one merchant (or all), e.g. after an operator edit. */
  invalidate(merchant?: string): void;
}

export function createContentSources(db: Db, ttlMs: number): ContentSources {
  const vendorRepo = createVendorRepository(db);
  const announcementRepo = createAnnouncementRepository(db);
  const helpRepo = createHelpRepository(db);
  const pageRepo = createContentPageRepository(db);
  const mediaRepo = createMediaRepository(db);
  const sources = {
    vendors: createTtlCache((m: string) => vendorRepo.listEnabled(m), ttlMs),
    announcements: createTtlCache(
      async (m: string): Promise<AnnouncementData> => ({
        banners: await announcementRepo.listBanners(m),
        announcements: await announcementRepo.listAnnouncements(m),
      }),
      ttlMs,
    ),
    help: createTtlCache((m: string) => helpRepo.list(m), ttlMs),
    pages: createTtlCache((m: string) => pageRepo.list(m), ttlMs),
    media: createTtlCache((sha: string) => mediaRepo.find(sha), ttlMs),
  };
  return {
    ...sources,
    invalidate(merchant) {
      for (const cache of [sources.vendors, sources.announcements, sources.help, sources.pages]) cache.invalidate(merchant);
    },
  };
}
