/**
 * The console's promotion review desk in the database (migrations 054, 062; docs/decisions/057):
 * one merchant's activity applications (entries with applied_at), newest first, keyset-paged by
 * (applied_at, id) so a page never repeats or skips a row while members apply; one application;
 * one of its images. The merchant is always a bound of the query; the caller has checked the
 * staff member's role on it.
 */
import { sql, type Kysely } from 'kysely';
import type { ApplicationStatus } from '../../../schemas/console-promotions';
import type { Keyset, QueueSlice } from '../console/money-queue-repository';
import type { Database } from '../database';
import type { PromotionTexts } from './promotion-repository';

export interface ApplicationRow {
  id: string;
  memberId: string;
  account: string;
  promotionId: string;
  texts: PromotionTexts;
  status: ApplicationStatus;
  bonusMinor: number;
  currency: string;
  appliedAt: Date;
  images: number;
  decidedAt: Date | null;
  decidedBy: string | null;
  remark: string;
  decisionNote: string | null;
}

interface Row {
  id: string;
  member_id: string;
  account: string;
  promotion_id: string;
  texts: PromotionTexts | string;
  state: ApplicationStatus;
  bonus_minor: string | number;
  currency: string;
  applied_at: Date;
  at_text: string;
  images: string | number;
  decided_at: Date | null;
  decided_by: string | null;
  remark: string | null;
  decision_note: string | null;
}

const toApplication = (r: Row): ApplicationRow => ({
  id: r.id,
  memberId: r.member_id,
  account: r.account,
  promotionId: r.promotion_id,
  texts: typeof r.texts === 'string' ? (JSON.parse(r.texts) as PromotionTexts) : r.texts,
  status: r.state,
  bonusMinor: Number(r.bonus_minor),
  currency: r.currency,
  appliedAt: new Date(r.applied_at),
  images: Number(r.images),
  decidedAt: r.decided_at ? new Date(r.decided_at) : null,
  decidedBy: r.decided_by,
  remark: r.remark ?? '',
  decisionNote: r.decision_note,
});

const columns = sql`e.id, e.member_id, m.account, e.promotion_id, p.texts, e.state, p.bonus_minor, p.currency, e.applied_at,
  e.applied_at::text as at_text, (select count(*) from promotion_entry_images i where i.entry_id = e.id) as images,
  e.decided_at, s.username as decided_by, e.remark, e.decision_note`;
const joins = sql`from promotion_entries e join members m on m.id = e.member_id
  join promotions p on p.merchant = e.merchant and p.id = e.promotion_id left join staff s on s.id = e.decided_by`;

export const applicationQueue = {
  async list(db: Kysely<Database>, merchant: string, status: ApplicationStatus | null, cursor: Keyset | null, limit: number): Promise<QueueSlice<ApplicationRow>> {
    const { rows } = await sql<Row>`select ${columns} ${joins}
      where e.merchant = ${merchant} and e.applied_at is not null ${status ? sql`and e.state = ${status}` : sql``}
      ${cursor ? sql`and (e.applied_at, e.id) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : sql``}
      order by e.applied_at desc, e.id desc limit ${limit + 1}`.execute(db);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { items: page.map(toApplication), next: rows.length > limit && last ? { at: last.at_text, id: last.id } : null };
  },
  /** The merchant's application, or null (unknown, another merchant's, or joined without applying). */
  async find(db: Kysely<Database>, merchant: string, id: string): Promise<ApplicationRow | null> {
    const { rows } = await sql<Row>`select ${columns} ${joins} where e.merchant = ${merchant} and e.id = ${id} and e.applied_at is not null`.execute(db);
    return rows[0] ? toApplication(rows[0]) : null;
  },
  async image(db: Kysely<Database>, merchant: string, id: string, position: number): Promise<{ contentType: string; body: Uint8Array } | null> {
    const { rows } = await sql<{ content_type: string; body: Uint8Array }>`select m.content_type, m.body from promotion_entries e
      join promotion_entry_images i on i.entry_id = e.id join member_images m on m.sha256 = i.sha256
      where e.merchant = ${merchant} and e.id = ${id} and i.position = ${position}`.execute(db);
    return rows[0] ? { contentType: rows[0].content_type, body: rows[0].body } : null;
  },
};
