/**
 * Portal content as the gateway answers it and the browser reads it: vendor menus (§3 "Game
 * vendor card"), announcements (§3 "Popup announcement", "Announcement response"; §7
 * MCSFE_getListAnnouncements), the help centre (§7 helpCenter) and content pages (/join,
 * /sponsor1..3, /seamless, home extras, terms, privacy, responsible gaming). Pure types and
 * constants; the gateway's route schemas (gateway/routes/*.schemas.ts) follow them.
 *
 * Texts: every `title` is plain text (render it as text); every `content` is HTML that the
 * gateway stored sanitised and the browser sanitises again (DOMPurify) before rendering.
 * Every localised item carries `lang`, the language its text is actually in: the requested
 * one, or the brand's default language when the requested one has no text.
 */
import type { GameCategory } from './brand';
import type { VendorCard } from './compile-navigation';
import type { LangCode } from './languages';

/** §9: the announcement popup list is paged by 8. */
export const popupPageSize = 8;

/** §7 announcement types: B banners, PL player notices, PU popups, PR promotions, H home notices. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** §3 popup audience: A logged-in members, B anonymous visitors, F first login. */
export const popupExecutions = ['A', 'B', 'F'] as const;
export type PopupExecution = (typeof popupExecutions)[number];

/** Platforms of the announcement call (§7: W is the web). M is kept for a mobile app. */
export const contentPlatforms = ['W', 'M'] as const;
export type ContentPlatform = (typeof contentPlatforms)[number];

/** Help-centre devices (§7: WEB). */
export const helpDevices = ['WEB'] as const;
export type HelpDevice = (typeof helpDevices)[number];

/**
 * What a banner click opens (§2.3 "opens a linked target"): NONE nothing; URL an https:// address
 * (new tab); ROUTE an in-app path such as /promotions; GAME a vendor nodeId from the game menus.
 */
export const linkageTypes = ['NONE', 'URL', 'ROUTE', 'GAME'] as const;
export type LinkageType = (typeof linkageTypes)[number];

/** Banner groups the product uses (§2.3, §2.5, §3); operators may add others named w_<name>. */
export const bannerGroups = ['w_home', 'w_login', 'w_register', 'w_forget'] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/** Content pages seeded for every brand; operators may add pages with other ids. */
export const contentPageIds = [
  'home',
  'join',
  'sponsor1',
  'sponsor2',
  'sponsor3',
  'seamless',
  'point-mall',
  'terms',
  'privacy',
  'responsible-gaming',
] as const;
export type ContentPageId = (typeof contentPageIds)[number];

/** Limits of §9 the browser applies to the vendor lists. */
export const homeCasinoMaxVendors = 10;

// ---- Vendor menus: GET /lgw/games/game_menus, GET /wps/relay/GCSGAME_gameVendor ----

export interface VendorMenuItem extends VendorCard {
  maintenance: boolean;
  /** Icon URL: a generated SVG under /lgw/icons/vendor/, or an operator-set path or https URL. */
  iconUrl: string;
  /** Order inside the game type (ascending). */
  sort: number;
}

/** Vendors ordered by the navigation's category order, then sort, then display name. */
export interface VendorMenuResponse {
  vendors: VendorMenuItem[];
}

// ---- Announcements: GET /wps/relay/MCSFE_getListAnnouncements ----

export interface Banner {
  id: string;
  groupName: string;
  /** Plain text: the image's alt text and an optional caption. */
  title: string;
  /** Image URL (§3 Banner url). */
  url: string;
  /** Intrinsic image size in px, so the page reserves the space (no layout shift). */
  width: number;
  height: number;
  linkageType: LinkageType;
  /** https URL (URL), in-app path (ROUTE), vendor nodeId (GAME); null for NONE. */
  linkTarget: string | null;
  lang: LangCode;
}

interface AnnouncementBase {
  id: string;
  title: string;
  /** Sanitised HTML. */
  content: string;
  /** ISO 8601 (UTC); the browser shows it in the player's time zone. */
  startDateStr: string;
  endDateStr: string | null;
  lang: LangCode;
}

export interface Notice extends AnnouncementBase {
  /** PL player notice or H home (marquee) notice. */
  type: 'PL' | 'H';
}

export interface PopupAnnouncement extends AnnouncementBase {
  execution: PopupExecution;
  promotionType: string | null;
}

export interface Promotion extends AnnouncementBase {
  promotionType: string | null;
}

export interface PopupPage {
  content: PopupAnnouncement[];
  /** 1-based. */
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
}

/** Types that were not requested come back empty (the shape never changes). */
export interface AnnouncementResponse {
  /** The requested language. */
  lang: LangCode;
  banners: Banner[];
  notices: Notice[];
  popup: PopupPage;
  promotion: Promotion[];
}

// ---- Help centre: GET /wps/system/helpCenter?lang=..&device=WEB ----

export interface HelpArticle {
  id: string;
  title: string;
  content: string;
  lang: LangCode;
}

export interface HelpCategory {
  id: string;
  title: string;
  lang: LangCode;
  articles: HelpArticle[];
}

export interface HelpCenterResponse {
  lang: LangCode;
  categories: HelpCategory[];
}

// ---- Content pages: GET /wps/system/content/:page?lang=.. ----

export interface ContentSection {
  key: string;
  title: string;
  content: string;
  lang: LangCode;
}

/** §9 displayed rebate rate of a game type the merchant offers, in percent. */
export interface RebateRate {
  gameType: GameCategory;
  rate: number;
}

export interface ContentPageResponse {
  page: string;
  lang: LangCode;
  title: string;
  sections: ContentSection[];
  /** Filled for the home page (rebate table); empty elsewhere. */
  rebates: RebateRate[];
}
