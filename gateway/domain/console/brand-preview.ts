/**
 * The live brand preview (issue 18, docs/decisions/055): the real player bundle, in a sandboxed
 * frame on a host of its own (<id>.<preview domain>), rendering a merchant's brand draft before
 * it is published.
 *
 * Opening one (merchants.read) stores a row holding hashes only and answers the frame's first
 * address: the host label (128 random bits) and a one-time ticket (256 bits, 60 s). The frame's
 * first request trades the ticket for a partitioned, HttpOnly cookie key; from then on every
 * request of that host must carry the key, the staff session that opened the preview must still
 * live, the staff member must still read the merchant, and the merchant's draft must still be
 * the one the preview was opened on. Otherwise the preview has ended, on every instance at once.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Brand } from '../../../schemas/brand';
import { createBrandPreviewRepository, type BrandPreviewRecord, type PreviewPalette } from '../../db/brand/brand-preview-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { LoadedBrand } from '../brand/brand-files';
import type { LiveBrandRegistry } from '../brand/live-brands';
import { randomToken, sameHex, sha256Hex } from '../identity/secure-tokens';
import { Refusal } from '../refusal';
import { capabilityRoles, type BrandPreviewAnswer } from '../../../schemas/console';
import { previewableBrand, roleOrRefuse } from './merchant-brand';
import type { ConsoleServices } from './console-services';

/** How long a preview lives (at most: never past its staff session) and how long its ticket may wait. */
export const previewLifetimeMs = 15 * 60_000;
export const previewTicketMs = 60_000;
/** The cookie holding the preview's key on its own host. */
export const previewCookie = 'portico_preview';
/** The frame's first address: /__preview/<ticket>. */
export const previewExchangePath = /^\/__preview\/([A-Za-z0-9_-]{43})$/;
const labelPattern = /^[0-9a-f]{32}$/;

export interface PreviewDeps {
  console: ConsoleServices;
  registry: LiveBrandRegistry;
  brandsDir: string;
  /** The preview domain (PREVIEW_DOMAIN; console.localhost outside production), or null: no preview. */
  previewDomain: string | null;
}

/** JSON with object keys sorted: the same brand gives the same hash whichever store it came from. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const draftHashOf = (brand: Record<string, unknown>): string => sha256Hex(canonicalJson(brand));

/** The port part of a Host header ("" when none). */
function portOf(host: string): string {
  const m = /:(\d{1,5})$/.exec(host);
  return m ? `:${m[1]}` : '';
}

export async function openBrandPreview(
  d: PreviewDeps,
  actor: StaffSessionRecord,
  merchant: string,
  palette: PreviewPalette,
  consoleOrigin: { protocol: string; host: string },
): Promise<BrandPreviewAnswer> {
  const c = d.console;
  await roleOrRefuse(c.db, actor, 'merchants.read', merchant);
  if (d.previewDomain === null) throw new Refusal(503, 'PREVIEW_UNAVAILABLE');
  const brand = await previewableBrand(d, c.db, merchant);
  if (brand === null) throw new Refusal(404, 'UNKNOWN_MERCHANT');
  const now = new Date(c.now());
  // A host label: lower-case hex, since host names ignore case.
  const label = randomBytes(16).toString('hex');
  const ticket = randomToken(32);
  const expiresAt = new Date(Math.min(now.getTime() + previewLifetimeMs, actor.absoluteExpiresAt.getTime()));
  const repo = createBrandPreviewRepository(c.db);
  // Old previews are forgotten as new ones open: no timer, nothing another instance must run.
  await repo.sweep(now);
  await repo.create({
    idHash: sha256Hex(label),
    ticketHash: sha256Hex(ticket),
    merchant,
    staffId: actor.staffId,
    staffSessionHash: actor.tokenHash,
    draftHash: draftHashOf(brand),
    palette,
    consoleOrigin: `${consoleOrigin.protocol}://${consoleOrigin.host}`,
    now,
    ticketExpiresAt: new Date(Math.min(now.getTime() + previewTicketMs, expiresAt.getTime())),
    expiresAt,
  });
  return {
    url: `${consoleOrigin.protocol}://${label}.${d.previewDomain}${portOf(consoleOrigin.host)}/__preview/${ticket}`,
    expiresAt: expiresAt.toISOString(),
    palette,
  };
}

/** The preview host label of a host name under the preview domain, or null for any other host. */
export function previewLabelOf(hostname: string | null, previewDomain: string | null): string | null {
  if (!hostname || !previewDomain) return null;
  const suffix = `.${previewDomain}`;
  if (!hostname.endsWith(suffix)) return null;
  return hostname.slice(0, -suffix.length);
}

/** The live preview of a host label, or 410 PREVIEW_ENDED. */
export async function findPreview(d: PreviewDeps, label: string): Promise<BrandPreviewRecord> {
  if (!labelPattern.test(label)) throw new Refusal(410, 'PREVIEW_ENDED');
  const found = await createBrandPreviewRepository(d.console.db).findLive(sha256Hex(label), new Date(d.console.now()));
  if (!found) throw new Refusal(410, 'PREVIEW_ENDED');
  return found;
}

/** Trades the frame's ticket for the cookie key (once, on any instance); 410 PREVIEW_ENDED otherwise. */
export async function exchangeTicket(d: PreviewDeps, label: string, ticket: string): Promise<string> {
  const key = randomToken(32);
  const ok = await createBrandPreviewRepository(d.console.db).exchange(sha256Hex(label), sha256Hex(ticket), sha256Hex(key), new Date(d.console.now()));
  if (!ok) throw new Refusal(410, 'PREVIEW_ENDED');
  return key;
}

/**
 * The brand a preview request is answered with, after every check: the key of its cookie, its
 * staff session alive, the staff member still reading the merchant, the draft unchanged.
 */
export async function previewBrandFor(d: PreviewDeps, preview: BrandPreviewRecord, key: string | undefined): Promise<LoadedBrand> {
  const c = d.console;
  if (typeof key !== 'string' || preview.keyHash === null || !sameHex(sha256Hex(key), preview.keyHash)) throw new Refusal(403, 'PREVIEW_ENDED');
  const session = await c.sessions.findLive(preview.staffSessionHash, new Date(c.now()));
  if (!session || session.staffId !== preview.staffId) throw new Refusal(403, 'PREVIEW_ENDED');
  if (!(await c.staff.roleFor(preview.staffId, capabilityRoles['merchants.read'], preview.merchant))) throw new Refusal(403, 'PREVIEW_ENDED');
  const brand = await previewableBrand(d, c.db, preview.merchant);
  if (brand === null) throw new Refusal(410, 'PREVIEW_ENDED');
  if (draftHashOf(brand) !== preview.draftHash) throw new Refusal(409, 'PREVIEW_STALE');
  const draft = brand as unknown as Brand;
  return {
    ok: true,
    merchant: preview.merchant,
    dir: path.join(d.brandsDir, preview.merchant),
    brand: { ...draft, theme: { ...draft.theme, defaultMode: preview.palette } },
    modules: {},
    registerRules: {},
  };
}
