/**
 * A merchant's system status from the console (§4 "System status", docs/decisions/046):
 * maintenance now (status 1 until lifted; the end is the one announced) or scheduled (a window,
 * start to end, while the status is 0), with a message per language; and the region restriction
 * by country and IP range (CIDR, IPv4 and IPv6). Checked before anything is read (end after start
 * and after now, valid ranges), written with its audit row in one transaction; an unchanged
 * publish writes nothing. A status 2 set outside the console (restricted everywhere) is shown
 * and is lifted by the next publish.
 */
import type { MaintenanceSetting, MerchantStatusAnswer, MerchantStatusSettings, StatusPublishFields } from '../../../schemas/console';
import type { FieldProblem } from '../../../schemas/envelope';
import type { SystemStatus } from '../../../schemas/permission';
import { appendAudit } from '../../db/console/audit-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { Db } from '../../db/database';
import { canonicalRange, parseRange } from '../brand/region-ranges';
import { inScheduledMaintenance } from '../brand/visitor-status';
import type { ClientInfo } from '../identity/session-service';
import { Refusal } from '../refusal';
import { diffOf } from './audit-chain';
import type { ConsoleServices } from './console-services';
import { allowPublish, allowRead } from './merchant-change';

type Reader = Pick<Db, 'selectFrom'>;

interface StoredStatus {
  status: SystemStatus;
  start: Date | null;
  end: Date | null;
  message: Record<string, string>;
  countries: string[];
  ranges: string[];
}

async function storedOf(db: Reader, merchant: string): Promise<StoredStatus> {
  const row = await db
    .selectFrom('merchants')
    .select(['status', 'maintenance_start', 'maintenance_end', 'maintenance_message', 'region_countries', 'region_ranges'])
    .where('code', '=', merchant)
    .executeTakeFirstOrThrow();
  return { status: row.status, start: row.maintenance_start, end: row.maintenance_end, message: row.maintenance_message, countries: row.region_countries, ranges: row.region_ranges };
}

function settingsOf(s: StoredStatus): MerchantStatusSettings {
  let maintenance: MaintenanceSetting | null = null;
  if (s.status === 1) maintenance = { mode: 'now', start: null, end: s.end?.toISOString() ?? null, message: s.message };
  else if (s.start !== null) maintenance = { mode: 'scheduled', start: s.start.toISOString(), end: s.end?.toISOString() ?? null, message: s.message };
  return { maintenance, region: { countries: s.countries, ranges: s.ranges } };
}

function answerOf(merchant: string, s: StoredStatus, now: number): MerchantStatusAnswer {
  const scheduled = inScheduledMaintenance({ status: s.status, maintenanceStart: s.start, maintenanceEnd: s.end }, now);
  return { merchant, status: scheduled ? 1 : s.status, ...settingsOf(s) };
}

const problem = (path: string, reason: string): FieldProblem => ({ path, reason, message: `console.status.problem.${reason.replace(/-/g, '_')}` });

/** The settings as stored (canonical ranges, sorted countries), or the field problems. */
export function normaliseStatus(fields: StatusPublishFields, now: number): { stored: StoredStatus; problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const m = fields.maintenance;
  const start = m?.start ? new Date(m.start) : null;
  const end = m?.end ? new Date(m.end) : null;
  if (m?.mode === 'scheduled' && start === null) problems.push(problem('/maintenance/start', 'start-missing'));
  if (m?.mode === 'now' && start !== null) problems.push(problem('/maintenance/start', 'start-with-now'));
  if (end !== null && start !== null && end.getTime() <= start.getTime()) problems.push(problem('/maintenance/end', 'end-before-start'));
  else if (end !== null && end.getTime() <= now) problems.push(problem('/maintenance/end', 'end-past'));
  const ranges: string[] = [];
  fields.region.ranges.forEach((text, i) => {
    const parsed = parseRange(text);
    if (parsed === null) problems.push(problem(`/region/ranges/${i}`, 'cidr-invalid'));
    else ranges.push(canonicalRange(parsed));
  });
  const message = Object.fromEntries(Object.entries(m?.message ?? {}).filter(([, text]) => text.trim() !== '').sort(([a], [b]) => a.localeCompare(b)));
  return {
    problems,
    stored: {
      status: m?.mode === 'now' ? 1 : 0,
      start: m?.mode === 'scheduled' ? start : null,
      end: m ? end : null,
      message: m ? message : {},
      countries: [...new Set(fields.region.countries)].sort(),
      ranges: [...new Set(ranges)],
    },
  };
}

export async function readStatus(c: ConsoleServices, actor: StaffSessionRecord, merchant: string): Promise<MerchantStatusAnswer> {
  await allowRead(c, actor, 'status.read', merchant);
  return answerOf(merchant, await storedOf(c.db, merchant), c.now());
}

const auditView = (s: StoredStatus) => ({ status: s.status, ...settingsOf(s) });

export async function publishStatus(c: ConsoleServices, actor: StaffSessionRecord, client: ClientInfo, merchant: string, fields: StatusPublishFields): Promise<MerchantStatusAnswer> {
  const now = c.now();
  const { stored: next, problems } = normaliseStatus(fields, now);
  if (problems.length > 0) throw new Refusal(400, 'VALIDATION_FAILED', problems);
  const at = new Date(now);
  const published = await c.db.transaction().execute(async (trx) => {
    const role = await allowPublish(trx, actor, 'status.publish', merchant);
    const current = await storedOf(trx, merchant);
    const diff = diffOf(auditView(current), auditView(next));
    if (Object.keys(diff.after).length === 0) return current;
    await trx
      .updateTable('merchants')
      .set({
        status: next.status,
        maintenance_start: next.start,
        maintenance_end: next.end,
        maintenance_message: JSON.stringify(next.message),
        region_countries: JSON.stringify(next.countries),
        region_ranges: JSON.stringify(next.ranges),
        updated_at: at,
      })
      .where('code', '=', merchant)
      .execute();
    await appendAudit(trx, c.box, { at, staffId: actor.staffId, staffName: actor.username, role, merchant, ip: client.ip, action: 'status.publish', target: merchant, before: diff.before, after: diff.after });
    return next;
  });
  return answerOf(merchant, published, now);
}
