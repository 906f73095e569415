/**
 * The operator console's content calls (issue 18, docs/decisions/048-console-content.md):
 * announcements (notices PL, home notices H, promotions PR), the popup (PU, with its audience
 * A/B/F), banners per group with their uploaded image, help articles and content pages. One
 * contract for the gateway (gateway/routes/console/console-content.routes.ts) and the console.
 *
 * Texts are per language ({ "EN": "…", "CN": "…" }) in the merchant's supportLanguages, the
 * brand's default language always among them. Titles are plain text; contents are HTML the
 * gateway sanitises (gateway/domain/content/html-sanitiser.ts) before it stores them. A draft
 * lives in the console until it is published; the preview call answers the sanitised HTML
 * without writing anything.
 */
import type { LinkageType, PopupExecution } from './content';

/** Text per language code. */
export type ContentTexts = Record<string, string>;

export const contentLimits = {
  /** A title, per language (plain text). */
  titleMax: 200,
  /** An HTML content, per language, as sent and as stored after sanitising. */
  contentMax: 20_000,
  /** An uploaded banner image: PNG, decoded and re-encoded (bytes of the file as sent). */
  imageMaxBytes: 1024 * 1024,
  /** The re-encoded image the gateway stores (the media table's limit, migration 051). */
  storedImageMaxBytes: 1024 * 1024,
  /** Banner image sides in pixels. */
  imageMaxWidth: 2560,
  imageMaxHeight: 1440,
  /** Sections of one content page. */
  sectionsMax: 30,
} as const;

export const slugPattern = '^[a-z0-9][a-z0-9-]{0,63}$';
export const pageIdPattern = '^[a-z0-9][a-z0-9-]{0,39}$';
export const bannerGroupPattern = '^w_[a-z0-9_]{1,40}$';

/** Notices and promotions; the popup (PU) has its own calls. */
export const noticeTypes = ['PL', 'H', 'PR'] as const;
export type NoticeType = (typeof noticeTypes)[number];
export const contentRowPlatforms = ['ALL', 'W', 'M'] as const;
export type ContentRowPlatform = (typeof contentRowPlatforms)[number];

interface Scheduled {
  /** ISO 8601; shown from this instant. */
  startAt: string;
  /** ISO 8601, after startAt; null: no end. */
  endAt: string | null;
  /** false: kept but not shown to players. */
  enabled: boolean;
  sort: number;
}

/** A notice, home notice or promotion as written (PUT) or created (POST, with slug). */
export interface AnnouncementFields extends Scheduled {
  type: NoticeType;
  /** Null for notices; promotions may name their kind. */
  promotionType: string | null;
  platform: ContentRowPlatform;
  title: ContentTexts;
  content: ContentTexts;
}

/** The popup (§3 Popup announcement): execution A logged-in members, B anonymous visitors, F first login. */
export interface PopupFields extends Scheduled {
  execution: PopupExecution;
  promotionType: string | null;
  platform: ContentRowPlatform;
  title: ContentTexts;
  content: ContentTexts;
}

export interface BannerFields extends Scheduled {
  groupName: string;
  /** Plain text per language: the image's alternative text. */
  title: ContentTexts;
  /** An uploaded image's path (/lgw/media/<sha256>.png) or the banner's current one. */
  imagePath: string;
  linkageType: LinkageType;
  linkTarget: string | null;
  platform: ContentRowPlatform;
}

export interface HelpArticleFields {
  category: string;
  title: ContentTexts;
  content: ContentTexts;
  sort: number;
  enabled: boolean;
}

export interface ContentSectionFields {
  key: string;
  title: ContentTexts;
  content: ContentTexts;
}

/** A whole content page: its sections in order replace the stored ones. */
export interface ContentPageFields {
  title: ContentTexts;
  enabled: boolean;
  sections: ContentSectionFields[];
}

export type WithSlug<T> = T & { slug: string };
export type Stored<T> = WithSlug<T> & { updatedAt: string };

export interface AnnouncementList {
  items: Stored<AnnouncementFields>[];
}
export interface PopupList {
  items: Stored<PopupFields>[];
}
export interface BannerList {
  items: (Stored<BannerFields> & { imageWidth: number; imageHeight: number })[];
}
export interface HelpCategory {
  slug: string;
  title: ContentTexts;
}
export interface HelpList {
  categories: HelpCategory[];
  items: Stored<HelpArticleFields>[];
}
export interface ContentPageList {
  items: (ContentPageFields & { page: string; updatedAt: string })[];
}

/** POST banner-images: the re-encoded image, stored and addressable. */
export interface BannerImageUploaded {
  path: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ContentPreviewFields {
  texts: ContentTexts;
}

/** The HTML exactly as it would be stored and served to players. */
export interface ContentPreviewAnswer {
  texts: ContentTexts;
}

/** The languages content of the merchant is written in: its supportLanguages, the default first. */
export interface ContentLanguages {
  defaultLang: string;
  supportLanguages: string[];
}

/** DELETE: what was removed. */
export interface ContentDeleted {
  deleted: string;
}
