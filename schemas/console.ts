/**
 * The operator console's calls (issue 18, docs/decisions/040-operator-console-foundation.md):
 * staff sign-in, the signed-in staff member, staff accounts, the audit log and the first
 * published change (whitelabel modules per merchant). One contract for the gateway
 * (gateway/routes/console/) and the console's browser entry.
 *
 * Access: staff are not members. Every call but the captcha and sign-in needs the staff session
 * cookie (HttpOnly, SameSite=Strict, Path=/console, Secure in production): without it 401
 * UNAUTHORIZED — a player's Bearer token counts for nothing here. Every state-changing call
 * (POST, PUT, PATCH, DELETE) also needs the session's CSRF token in the X-CSRF-Token header
 * (403 CSRF_INVALID without it, or from another origin). A call outside the staff member's
 * roles or merchants answers 403 FORBIDDEN and reads or writes nothing.
 */
import type { LangCode } from './languages';
import type { RegisterRules } from './register-rules';

// ---------------------------------------------------------------- paths
/** Every console call lives under this prefix; the session cookie's Path is consolePath. */
export const consoleApiPrefix = '/console/api/';
export const consolePath = '/console';

export const consolePaths = {
  captcha: '/console/api/captcha',
  /** POST signs in, DELETE signs out (the session is revoked on the server). */
  session: '/console/api/session',
  me: '/console/api/me',
  /**
   * GET: the merchants the signed-in staff member holds a grant on (every merchant for an
   * all-merchant grant). POST: onboard a new merchant (merchants.onboard on every merchant).
   */
  merchants: '/console/api/merchants',
  staff: '/console/api/staff',
  staffDisable: '/console/api/staff/:id/disable',
  audit: '/console/api/audit',
  auditCsv: '/console/api/audit.csv',
  merchantModules: '/console/api/merchants/:merchant/modules',
  /** Registration field rules of a merchant (decision 046). */
  merchantRegisterRules: '/console/api/merchants/:merchant/register-rules',
  /** Maintenance (now or scheduled) and region restriction of a merchant (decision 046). */
  merchantStatus: '/console/api/merchants/:merchant/status',
  /** Every merchant the staff member may read (merchants.read), with its status and brand state. */
  merchantDirectory: '/console/api/merchant-directory',
  merchantBrand: '/console/api/merchants/:merchant/brand',
  merchantBrandDraft: '/console/api/merchants/:merchant/brand/draft',
  merchantBrandPublish: '/console/api/merchants/:merchant/brand/publish',
  /** POST multipart: one image (field `file`, form field `kind`: logo, logoDark or favicon). */
  merchantBrandAssets: '/console/api/merchants/:merchant/brand/assets',
  /** GET: the merchant's brand folder as a tar download (merchants.read), what `npm run console -- export` writes. */
  merchantBrandExport: '/console/api/merchants/:merchant/brand/export',
  /** POST { palette }: a live preview of the brand draft in the real player bundle (decision 055). */
  merchantBrandPreview: '/console/api/merchants/:merchant/brand/preview',
  // Content (schemas/console-content.ts, docs/decisions/048).
  announcements: '/console/api/merchants/:merchant/announcements',
  announcement: '/console/api/merchants/:merchant/announcements/:slug',
  popups: '/console/api/merchants/:merchant/popup',
  popup: '/console/api/merchants/:merchant/popup/:slug',
  banners: '/console/api/merchants/:merchant/banners',
  banner: '/console/api/merchants/:merchant/banners/:slug',
  bannerImages: '/console/api/merchants/:merchant/banner-images',
  help: '/console/api/merchants/:merchant/help',
  helpArticle: '/console/api/merchants/:merchant/help/:slug',
  pages: '/console/api/merchants/:merchant/pages',
  contentPage: '/console/api/merchants/:merchant/pages/:page',
  contentPreview: '/console/api/merchants/:merchant/content-preview',
  contentLanguages: '/console/api/merchants/:merchant/content-languages',
} as const;

export const staffCookie = 'portico_staff';
export const csrfHeader = 'x-csrf-token';

// ---------------------------------------------------------------- roles
export const staffRoles = ['owner', 'operator', 'product', 'finance', 'support', 'content'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What each capability needs: one of these roles, on the merchant concerned (or on every merchant). */
export const capabilityRoles = {
  /** List, create and disable staff accounts (within the owner's merchants). */
  'staff.manage': ['owner'],
  'audit.read': ['owner', 'operator'],
  'modules.read': ['owner', 'operator', 'product'],
  'modules.publish': ['owner', 'operator', 'product'],
  'rules.read': ['owner', 'operator', 'product'],
  'rules.publish': ['owner', 'operator', 'product'],
  'status.read': ['owner', 'operator', 'product'],
  'status.publish': ['owner', 'operator', 'product'],
  /** Deposit and withdrawal queues, receipt disputes (docs/decisions/047). */
  'money.read': ['owner', 'finance'],
  /** Approve or reject a pending withdrawal, resolve a receipt dispute. */
  'money.decide': ['owner', 'finance'],
  /** Manual balance adjustments with a reason. */
  'money.adjust': ['owner', 'finance'],
  /** Search members, their profile, ledger and login history. */
  'players.read': ['owner', 'operator', 'support'],
  /** Lock and unlock, reset the authenticator, force a password change. */
  'players.act': ['owner', 'operator', 'support'],
  /** See a merchant's brand (draft and published) and its place in the merchants list. */
  'merchants.read': ['owner', 'operator', 'product'],
  /** Onboard a new merchant (a grant on every merchant), edit a brand draft and upload its images. */
  'merchants.onboard': ['owner', 'operator'],
  /** Publish a brand draft: players get it on every instance within the config cache time. */
  'brand.publish': ['owner', 'operator'],
  /** Announcements, popups, banners, help articles and content pages (docs/decisions/048). */
  'content.read': ['owner', 'operator', 'content'],
  'content.publish': ['owner', 'operator', 'content'],
  /**
   * The promotion review desk (docs/decisions/057): read activity applications (remark, images)
   * and approve or reject them. Operators run the merchant's promotions day to day; finance
   * answers for the bonus money an approval releases; support (who talks to the player asking),
   * content and product do not decide rewards.
   */
  'promotions.review': ['owner', 'operator', 'finance'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Capability = keyof typeof capabilityRoles;

/** One role on one merchant, or (merchant null) on every merchant, those onboarded later too. */
export interface StaffGrant {
  role: StaffRole;
  merchant: string | null;
}

// ---------------------------------------------------------------- sign-in and me
export interface StaffSignInFields {
  username: string;
  password: string;
  /** The authenticator's 6-digit code (RFC 6238). */
  code: string;
  captchaId?: string;
  captcha?: string;
}

export interface StaffMe {
  id: string;
  username: string;
  grants: StaffGrant[];
  /** Merchants the staff member may act on; null when every merchant (a grant with merchant null). */
  merchants: string[] | null;
  capabilities: Capability[];
}

/** Sign-in and me: the staff member, the session's CSRF token and when the session ends at the latest. */
export interface StaffSessionAnswer {
  staff: StaffMe;
  csrfToken: string;
  expiresAt: string;
  idleExpiresAt: string;
}

/** GET merchants: codes, sorted; the console's merchant picker offers these. */
export interface StaffMerchantsAnswer {
  merchants: string[];
}

// ---------------------------------------------------------------- staff accounts
export interface StaffSummary {
  id: string;
  username: string;
  enabled: boolean;
  createdAt: string;
  grants: StaffGrant[];
}

export interface StaffCreateFields {
  username: string;
  /** At least 12 characters, not a common password, not the username. */
  password: string;
  grants: StaffGrant[];
}

/** The new account and its authenticator secret, shown this once (hand it to the staff member). */
export interface StaffCreated {
  staff: StaffSummary;
  totpSecret: string;
  otpauthUri: string;
}

// ---------------------------------------------------------------- audit log
export interface AuditEntry {
  seq: number;
  at: string;
  staffId: string | null;
  staffName: string;
  role: StaffRole | null;
  merchant: string | null;
  ip: string;
  action: string;
  target: string | null;
  /** The changed parts only: before and after. */
  before: unknown;
  after: unknown;
}

export interface AuditQuery {
  merchant?: string;
  staffId?: string;
  action?: string;
  /** ISO 8601 instants; from inclusive, to exclusive. */
  from?: string;
  to?: string;
  /** Paging: rows with seq below this (the previous page's nextBefore). */
  before?: number;
  pageSize?: number;
}

export interface AuditPage {
  items: AuditEntry[];
  /** Pass as `before` for the next (older) page; null at the end. */
  nextBefore: number | null;
}

export const auditActions = [
  'staff.sign-in',
  'staff.sign-in-failed',
  'staff.sign-out',
  'staff.create',
  'staff.disable',
  'modules.publish',
  'rules.publish',
  'status.publish',
  'money.withdrawal-approve',
  'money.withdrawal-reject',
  'money.dispute-resolve',
  'money.adjust',
  'players.lock',
  'players.unlock',
  'players.reset-authenticator',
  'players.force-password-change',
  'merchant.onboard',
  'brand.draft',
  'brand.publish',
  'brand.asset',
  'content.publish',
  'content.delete',
  'content.upload',
  'promotions.approve',
  'promotions.reject',
] as const;
export type AuditAction = (typeof auditActions)[number];
export const auditDefaultPageSize = 50;
export const auditMaxPageSize = 200;
/** The CSV export's row cap (newest first); narrow the filter for more. */
export const auditCsvMaxRows = 10_000;

// ---------------------------------------------------------------- modules
export interface MerchantModulesAnswer {
  merchant: string;
  /** modId -> stored switch (a missing switch is off). */
  switches: Record<string, boolean>;
  /** What players get: on only when the module and every ancestor are on. */
  flags: Record<string, boolean>;
}

export interface ModulesPublishFields {
  /** The switches to change, modId -> enabled; others stay as they are. */
  changes: Record<string, boolean>;
}

// ---------------------------------------------------------------- registration rules (decision 046)
export interface MerchantRegisterRulesAnswer {
  merchant: string;
  /** The rules players get (§3 "Registration field rule"); an absent field is off. */
  rules: RegisterRules;
}

export interface RegisterRulesPublishFields {
  /** The whole rule set: fields left out are removed (off). */
  rules: RegisterRules;
}

/** The longest acceptedPattern published (the brand checker's limit too). */
export const acceptedPatternMaxLength = 500;

// ---------------------------------------------------------------- system status (decision 046)

export interface MaintenanceSetting {
  /** now: maintenance from publishing on; scheduled: from `start`. */
  mode: 'now' | 'scheduled';
  /** ISO 8601; required when scheduled, null when now. */
  start: string | null;
  /** ISO 8601, after start (and after now); null: until lifted. */
  end: string | null;
  /** Language code (one with a catalogue: EN CN TW TH VI AR) -> the message players see on the maintenance page. */
  message: Partial<Record<LangCode, string>>;
}

export interface RegionRestriction {
  /** ISO 3166-1 alpha-2 codes of countries refused (the edge's country, decision 031). */
  countries: string[];
  /** IPv4 and IPv6 ranges in CIDR notation (a bare address is one host). */
  ranges: string[];
}

export interface MerchantStatusSettings {
  /** null: no maintenance. */
  maintenance: MaintenanceSetting | null;
  region: RegionRestriction;
}

export interface MerchantStatusAnswer extends MerchantStatusSettings {
  merchant: string;
  /** What a visitor from nowhere restricted sees right now: 0 normal, 1 maintenance, 2 restricted everywhere. */
  status: 0 | 1 | 2;
}

export type StatusPublishFields = MerchantStatusSettings;
/** At most this many countries and this many ranges. */
export const regionMaxEntries = 500;
// ---------------------------------------------------------------- merchants and brands (decision 045)
/** Where players' brand of a merchant comes from: its folder (the seed) or a publish from the console. */
export type BrandSource = 'folder' | 'console' | 'none';

export interface MerchantListItem {
  code: string;
  name: string | null;
  /** §4 system status: 0 normal, 1 maintenance, 2 closed. */
  status: number;
  source: BrandSource;
  /** Publishes from the console so far (0: never). */
  version: number;
  publishedAt: string | null;
  /** A draft differs from what players get. */
  hasDraft: boolean;
}

export interface MerchantListAnswer {
  merchants: MerchantListItem[];
}

/** One problem the brand checker found, at a JSON pointer into the request body (/brand/theme/light/primary). */
export interface BrandFieldProblem {
  path: string;
  /** "brand-check" (the checker's own), or "domain-taken". */
  reason: string;
  /** The checker's message (English, as `npm run brand -- check` prints it). */
  message: string;
  hint: string;
  /** A one-click fix the checker suggests (a colour that reaches the contrast), if any. */
  fix?: { path: string; value: string };
}

export interface MerchantBrandAnswer {
  merchant: string;
  source: BrandSource;
  version: number;
  publishedAt: string | null;
  /** The draft when there is one, else what players get. */
  brand: Record<string, unknown>;
  /** Whether `brand` is an unpublished draft. */
  isDraft: boolean;
  /** The images uploaded from the console (names usable as theme.logo, logoDark, favicon). */
  assets: string[];
}

export interface BrandDraftFields {
  brand: Record<string, unknown>;
}

export interface MerchantOnboardFields {
  code: string;
  brand: Record<string, unknown>;
}

export const brandAssetKinds = ['logo', 'logoDark', 'favicon'] as const;
export type BrandAssetKind = (typeof brandAssetKinds)[number];
/** Largest upload: an SVG or a picture for a logo or favicon. */
export const brandAssetMaxBytes = 512 * 1024;

export const previewPalettes = ['light', 'dark'] as const;
export type PreviewPaletteName = (typeof previewPalettes)[number];

export interface BrandPreviewFields {
  palette: PreviewPaletteName;
}

/** A live preview: the frame's first address (one use, within a minute) and when the preview ends. */
export interface BrandPreviewAnswer {
  url: string;
  expiresAt: string;
  palette: PreviewPaletteName;
}

export interface BrandAssetAnswer {
  /** The stored image's name: set it as theme.<kind> in the draft (the answer's brand has it set). */
  name: string;
  contentType: 'image/svg+xml' | 'image/png';
  bytes: number;
  brand: MerchantBrandAnswer;
}
