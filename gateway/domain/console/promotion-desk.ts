/**
 * The console's promotion review desk (issue 19, docs/decisions/057): one merchant's activity
 * applications for staff holding promotions.review there (decided in SQL from staff_grants),
 * one application with its remark, its images (bytes from member_images, for staff only), and
 * the decision. Deciding is decideApplication (promotion-service.ts) — the very function the
 * development call uses — with the staff member recorded and the audit row appended inside the
 * same transaction, so a refused or lost decision leaves no audit row and a decision never
 * lacks one.
 */
import type { Transaction } from 'kysely';
import { langCodes, type LangCode } from '../../../schemas/languages';
import { applicationStatuses, type ApplicationDetail, type ApplicationSummary } from '../../../schemas/console-promotions';
import { queueDefaultPageSize, type QueuePage, type QueueQuery } from '../../../schemas/console-money';
import { appendAudit } from '../../db/console/audit-repository';
import type { StaffSessionRecord } from '../../db/console/staff-session-repository';
import type { Database } from '../../db/database';
import { applicationQueue, type ApplicationRow } from '../../db/promotions/application-queue-repository';
import type { ClientInfo } from '../identity/session-service';
import { formatMinor } from '../payments/payment-amount';
import { minorDigitsOf } from '../payments/payment-settings';
import { decideApplication, type PromotionDeps } from '../promotions/promotion-service';
import { Refusal } from '../refusal';
import type { ConsoleServices } from './console-services';
import { roleOn } from './money-desk';
import { cursorOf, pageOfSlice } from './money-queues';

export interface ReviewActor {
  session: StaffSessionRecord;
  client: ClientInfo;
}

/** The promotion's title in the merchant's default language, else English, else any, else its id. */
function titleOf(row: ApplicationRow, lang: LangCode | null): string {
  for (const l of [lang, 'EN' as LangCode, ...langCodes]) {
    const t = l ? row.texts[l] : undefined;
    if (t) return t.title;
  }
  return row.promotionId;
}

function summaryOf(row: ApplicationRow, lang: LangCode | null): ApplicationSummary {
  return {
    id: row.id,
    memberId: row.memberId,
    account: row.account,
    promotionId: row.promotionId,
    promotionTitle: titleOf(row, lang),
    status: row.status,
    bonus: formatMinor(row.bonusMinor, minorDigitsOf(row.currency)),
    currency: row.currency,
    appliedAt: row.appliedAt.toISOString(),
    images: row.images,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedBy,
  };
}

const detailOf = (row: ApplicationRow, lang: LangCode | null): ApplicationDetail => ({ ...summaryOf(row, lang), remark: row.remark, decisionNote: row.decisionNote });

export async function applicationList(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, lang: LangCode | null, q: QueueQuery): Promise<QueuePage<ApplicationSummary>> {
  await roleOn(c, actor.staffId, 'promotions.review', merchant);
  const status = applicationStatuses.find((s) => s === q.status) ?? null;
  const slice = await applicationQueue.list(c.db, merchant, status, cursorOf(q), q.pageSize ?? queueDefaultPageSize);
  return pageOfSlice({ items: slice.items.map((r) => summaryOf(r, lang)), next: slice.next });
}

async function applicationOf(c: ConsoleServices, merchant: string, id: string): Promise<ApplicationRow> {
  const row = await applicationQueue.find(c.db, merchant, id);
  if (!row) throw new Refusal(404, 'NOT_FOUND');
  return row;
}

export async function applicationDetail(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, lang: LangCode | null, id: string): Promise<ApplicationDetail> {
  await roleOn(c, actor.staffId, 'promotions.review', merchant);
  return detailOf(await applicationOf(c, merchant, id), lang);
}

/** An image of this merchant's application: its type and bytes, or 404. */
export async function applicationImage(c: ConsoleServices, actor: StaffSessionRecord, merchant: string, id: string, position: number): Promise<{ contentType: string; body: Uint8Array }> {
  await roleOn(c, actor.staffId, 'promotions.review', merchant);
  const image = await applicationQueue.image(c.db, merchant, id, position);
  if (!image) throw new Refusal(404, 'NOT_FOUND');
  return image;
}

/**
 * Approve (→ issued: the member claims the bonus) or reject with the reason the member reads.
 * 409 APPLICATION_DECIDED when it is no longer under review — also for the slower of two
 * concurrent deciders, who writes nothing.
 */
export async function decideReview(
  c: ConsoleServices,
  deps: PromotionDeps,
  actor: ReviewActor,
  merchant: string,
  lang: LangCode | null,
  id: string,
  decision: 'approve' | 'reject',
  reason: string | null,
): Promise<ApplicationDetail> {
  const role = await roleOn(c, actor.session.staffId, 'promotions.review', merchant);
  const found = await applicationOf(c, merchant, id);
  if (found.status !== 'applying') throw new Refusal(409, 'APPLICATION_DECIDED');
  const note = decision === 'reject' ? reason : null;
  await decideApplication(deps, merchant, found.memberId, found.promotionId, decision, note, {
    staffId: actor.session.staffId,
    within: async (trx) => {
      await appendAudit(trx as Transaction<Database>, c.box, {
        at: deps.now(),
        staffId: actor.session.staffId,
        staffName: actor.session.username,
        role,
        merchant,
        ip: actor.client.ip,
        action: decision === 'approve' ? 'promotions.approve' : 'promotions.reject',
        target: id,
        before: { status: 'applying' },
        after: {
          status: decision === 'approve' ? 'issued' : 'rejected',
          member: found.account,
          promotion: found.promotionId,
          bonus: `${formatMinor(found.bonusMinor, minorDigitsOf(found.currency))} ${found.currency}`,
          ...(note ? { reason: note } : {}),
        },
      });
    },
  });
  return detailOf(await applicationOf(c, merchant, id), lang);
}
