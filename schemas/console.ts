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

// ---------------------------------------------------------------- paths
/** Every console call lives under this prefix; the session cookie's Path is consolePath. */
export const consoleApiPrefix = '/console/api/';
export const consolePath = '/console';

export const consolePaths = {
  captcha: '/console/api/captcha',
  /** POST signs in, DELETE signs out (the session is revoked on the server). */
  session: '/console/api/session',
  me: '/console/api/me',
  /** The merchants the signed-in staff member holds a grant on (every merchant for an all-merchant grant). */
  merchants: '/console/api/merchants',
  staff: '/console/api/staff',
  staffDisable: '/console/api/staff/:id/disable',
  audit: '/console/api/audit',
  auditCsv: '/console/api/audit.csv',
  merchantModules: '/console/api/merchants/:merchant/modules',
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

export const auditActions = ['staff.sign-in', 'staff.sign-in-failed', 'staff.sign-out', 'staff.create', 'staff.disable', 'modules.publish'] as const;
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
