/**
 * How every console content change is made (docs/decisions/048), the way module publish does it
 * (040): in one transaction, the role allowing content.publish on the merchant decided in SQL
 * from the grants (403 before anything else, so another merchant's staff learn nothing), the
 * merchant checked, the change written and its audit row (the changed fields before and after)
 * appended; a change that changes nothing writes nothing and no row. Reads check content.read.
 */
import type { Transaction } from 'kysely';
import { capabilityRoles, type AuditAction, type StaffRole } from '../../../../schemas/console';
import { appendAudit } from '../../../db/console/audit-repository';
import { createStaffRepository } from '../../../db/console/staff-repository';
import type { StaffSessionRecord } from '../../../db/console/staff-session-repository';
import { withContentTables, type ContentDb } from '../../../db/content/content-tables';
import type { Database, Db } from '../../../db/database';
import type { ClientInfo } from '../../identity/session-service';
import { Refusal } from '../../refusal';
import { diffOf } from '../audit-chain';
import type { ConsoleServices } from '../console-services';
import type { MerchantLanguages } from './content-texts';

/** What a content call needs beyond the console's services: the merchant's languages (null: no loaded brand). */
export interface ContentContext {
  console: ConsoleServices;
  languagesOf(merchant: string): MerchantLanguages | null;
  /** Forgets the merchant's cached content on this instance (others expire within configCacheMs). */
  published(merchant: string): void;
}

export interface ContentActor {
  staff: StaffSessionRecord;
  client: ClientInfo;
}

async function merchantExists(db: Pick<Db, 'selectFrom'>, merchant: string): Promise<boolean> {
  return (
    (await db.selectFrom('merchants').select('code').where('code', '=', merchant).executeTakeFirst()) !==
    undefined
  );
}

function languagesOrRefuse(ctx: ContentContext, merchant: string): MerchantLanguages {
  const langs = ctx.languagesOf(merchant);
  if (!langs) throw new Refusal(404, 'UNKNOWN_MERCHANT');
  return langs;
}

/** content.read on the merchant, then the merchant: its content tables to read from and its languages. */
export async function contentReader(
  ctx: ContentContext,
  actor: StaffSessionRecord,
  merchant: string,
): Promise<{ db: ContentDb; langs: MerchantLanguages }> {
  const c = ctx.console;
  if (!(await c.staff.roleFor(actor.staffId, capabilityRoles['content.read'], merchant)))
    throw new Refusal(403, 'FORBIDDEN');
  if (!(await merchantExists(c.db, merchant))) throw new Refusal(404, 'UNKNOWN_MERCHANT');
  return { db: withContentTables(c.db), langs: languagesOrRefuse(ctx, merchant) };
}

/** One audited change: the fields changed before and after (a flat record each; null when created or deleted). */
export interface ContentEdit<T> {
  action: Extract<AuditAction, `content.${string}`>;
  /** e.g. "announcement:welcome". */
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  answer: T;
}

export interface ChangeScope {
  trx: ContentDb;
  langs: MerchantLanguages;
  at: Date;
}

/**
 * Runs `write` in a transaction after the content.publish check; `write` returns the edit to
 * audit. An edit whose before and after are equal is not audited (nothing changed).
 */
export async function changeContent<T>(
  ctx: ContentContext,
  actor: ContentActor,
  merchant: string,
  write: (scope: ChangeScope) => Promise<ContentEdit<T>>,
): Promise<T> {
  const c = ctx.console;
  const at = new Date(c.now());
  const answer = await c.db
    .transaction()
    .execute(async (trx: Transaction<Database>) => {
      const role: StaffRole | null = await createStaffRepository(trx).roleFor(
        actor.staff.staffId,
        capabilityRoles['content.publish'],
        merchant,
      );
      if (!role) throw new Refusal(403, 'FORBIDDEN');
      if (!(await merchantExists(trx, merchant))) throw new Refusal(404, 'UNKNOWN_MERCHANT');
      const langs = languagesOrRefuse(ctx, merchant);
      const edit = await write({ trx: withContentTables(trx), langs, at });
      const diff = diffOf(edit.before ?? {}, edit.after ?? {});
      if (Object.keys(diff.after).length === 0 && edit.before !== null && edit.after !== null)
        return edit.answer;
      await appendAudit(trx, c.box, {
        at,
        staffId: actor.staff.staffId,
        staffName: actor.staff.username,
        role,
        merchant,
        ip: actor.client.ip,
        action: edit.action,
        target: edit.target,
        before: edit.before === null ? null : diff.before,
        after: edit.after === null ? null : diff.after,
      });
      return edit.answer;
    })
    .catch((error: unknown) => {
      // Two authors creating one slug at once: the second insert meets the first's key.
      if (isUniqueViolation(error))
        throw new Refusal(409, 'CONTENT_SLUG_TAKEN', [
          { path: '/slug', reason: 'taken', message: 'error.content_slug_taken' },
        ]);
      throw error;
    });
  ctx.published(merchant);
  return answer;
}

/** A unique-key violation (PostgreSQL 23505), on either database. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
