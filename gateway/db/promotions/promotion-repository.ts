/**
 * Promotions, members' entries and their images, daily sign-ins (migration 054). Plain SQL on
 * both databases; int8 columns are read through Number() (exact below 2^53).
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

type Trx = Kysely<Database>;

export interface PromotionTexts {
  [lang: string]: { title: string; body: string } | undefined;
}

export interface PromotionRecord {
  merchant: string;
  id: string;
  kind: 'apply' | 'checkin';
  startsAt: Date;
  endsAt: Date | null;
  currency: string;
  bonusMinor: number;
  wagerMultiplier: number;
  texts: PromotionTexts;
}

export type EntryState = 'joined' | 'applying' | 'rejected' | 'issued' | 'claimed';

export interface EntryRecord {
  id: string;
  promotionId: string;
  memberId: string;
  state: EntryState;
  remark: string | null;
  decisionNote: string | null;
  appliedAt: Date | null;
  images: number;
}

interface PromotionRow {
  merchant: string;
  id: string;
  kind: 'apply' | 'checkin';
  starts_at: Date;
  ends_at: Date | null;
  currency: string;
  bonus_minor: string | number;
  wager_multiplier: number;
  texts: PromotionTexts | string;
}

interface EntryRow {
  id: string;
  promotion_id: string;
  member_id: string;
  state: EntryState;
  remark: string | null;
  decision_note: string | null;
  applied_at: Date | null;
  images: string | number;
}

const toPromotion = (r: PromotionRow): PromotionRecord => ({
  merchant: r.merchant,
  id: r.id,
  kind: r.kind,
  startsAt: new Date(r.starts_at),
  endsAt: r.ends_at ? new Date(r.ends_at) : null,
  currency: r.currency,
  bonusMinor: Number(r.bonus_minor),
  wagerMultiplier: r.wager_multiplier,
  texts: typeof r.texts === 'string' ? (JSON.parse(r.texts) as PromotionTexts) : r.texts,
});

const toEntry = (r: EntryRow): EntryRecord => ({
  id: r.id,
  promotionId: r.promotion_id,
  memberId: r.member_id,
  state: r.state,
  remark: r.remark,
  decisionNote: r.decision_note,
  appliedAt: r.applied_at ? new Date(r.applied_at) : null,
  images: Number(r.images),
});

const entryColumns = sql`e.id, e.promotion_id, e.member_id, e.state, e.remark, e.decision_note, e.applied_at,
  (select count(*) from promotion_entry_images i where i.entry_id = e.id) as images`;

export const promotionRepository = {
  async list(db: Trx, merchant: string): Promise<PromotionRecord[]> {
    const { rows } = await sql<PromotionRow>`select * from promotions where merchant = ${merchant} order by position, id`.execute(db);
    return rows.map(toPromotion);
  },
  async find(db: Trx, merchant: string, id: string): Promise<PromotionRecord | null> {
    const { rows } = await sql<PromotionRow>`select * from promotions where merchant = ${merchant} and id = ${id}`.execute(db);
    return rows[0] ? toPromotion(rows[0]) : null;
  },
  async insertIfAbsent(db: Trx, p: PromotionRecord, position: number): Promise<void> {
    await sql`insert into promotions (merchant, id, kind, starts_at, ends_at, currency, bonus_minor, wager_multiplier, position, texts)
      values (${p.merchant}, ${p.id}, ${p.kind}, ${p.startsAt}, ${p.endsAt}, ${p.currency}, ${p.bonusMinor}, ${p.wagerMultiplier}, ${position}, ${JSON.stringify(p.texts)}::jsonb)
      on conflict (merchant, id) do nothing`.execute(db);
  },
  async entriesOf(db: Trx, merchant: string, memberId: string): Promise<EntryRecord[]> {
    const { rows } = await sql<EntryRow>`select ${entryColumns} from promotion_entries e where e.merchant = ${merchant} and e.member_id = ${memberId}`.execute(db);
    return rows.map(toEntry);
  },
  /** The member's entry, locked until the caller's transaction ends when `lock`. */
  async entry(db: Trx, merchant: string, promotionId: string, memberId: string, lock = false): Promise<EntryRecord | null> {
    const { rows } = lock
      ? await sql<EntryRow>`select e.id, e.promotion_id, e.member_id, e.state, e.remark, e.decision_note, e.applied_at, 0 as images
          from promotion_entries e where e.merchant = ${merchant} and e.promotion_id = ${promotionId} and e.member_id = ${memberId} for update`.execute(db)
      : await sql<EntryRow>`select ${entryColumns} from promotion_entries e
          where e.merchant = ${merchant} and e.promotion_id = ${promotionId} and e.member_id = ${memberId}`.execute(db);
    return rows[0] ? toEntry(rows[0]) : null;
  },
  /** Inserts the joined entry unless one exists; true when this call inserted it. */
  async join(db: Trx, merchant: string, promotionId: string, memberId: string, at: Date): Promise<boolean> {
    const { rows } = await sql<{ id: string }>`insert into promotion_entries (merchant, promotion_id, member_id, state, joined_at)
      values (${merchant}, ${promotionId}, ${memberId}, 'joined', ${at})
      on conflict (promotion_id, member_id, merchant) do nothing returning id`.execute(db);
    return rows.length > 0;
  },
  async apply(db: Trx, entryId: string, remark: string, imageShas: string[], at: Date): Promise<void> {
    await sql`update promotion_entries set state = 'applying', remark = ${remark}, applied_at = ${at}, decision_note = null, decided_at = null, decided_by = null where id = ${entryId}`.execute(db);
    await sql`delete from promotion_entry_images where entry_id = ${entryId}`.execute(db);
    for (const [i, sha] of imageShas.entries()) {
      await sql`insert into promotion_entry_images (entry_id, position, sha256) values (${entryId}, ${i + 1}, ${sha})`.execute(db);
    }
  },
  /**
   * Decides an application under review: a conditional update (state still 'applying'), so of two
   * deciders only one moves it; true when this call did. `by`: the staff member (null: dev call).
   */
  async decide(db: Trx, entryId: string, state: 'issued' | 'rejected', note: string | null, at: Date, by: string | null = null): Promise<boolean> {
    const { rows } = await sql<{ id: string }>`update promotion_entries set state = ${state}, decision_note = ${note}, decided_at = ${at}, decided_by = ${by}
      where id = ${entryId} and state = 'applying' returning id`.execute(db);
    return rows.length > 0;
  },
  async markClaimed(db: Trx, entryId: string, at: Date): Promise<void> {
    await sql`update promotion_entries set state = 'claimed', claimed_at = ${at} where id = ${entryId}`.execute(db);
  },
  async image(db: Trx, merchant: string, promotionId: string, memberId: string, position: number): Promise<{ contentType: string; body: Uint8Array } | null> {
    const { rows } = await sql<{ content_type: string; body: Uint8Array }>`select m.content_type, m.body from promotion_entries e
      join promotion_entry_images i on i.entry_id = e.id join member_images m on m.sha256 = i.sha256
      where e.merchant = ${merchant} and e.promotion_id = ${promotionId} and e.member_id = ${memberId} and i.position = ${position}`.execute(db);
    return rows[0] ? { contentType: rows[0].content_type, body: rows[0].body } : null;
  },
  async signedDays(db: Trx, promotionId: string, memberId: string): Promise<{ total: number; last: string | null }> {
    const { rows } = await sql<{ total: string | number; last: string | null }>`select count(*) as total, max(day)::text as last
      from promotion_checkins where promotion_id = ${promotionId} and member_id = ${memberId}`.execute(db);
    return { total: Number(rows[0]?.total ?? 0), last: rows[0]?.last ?? null };
  },
  /** Records today's sign-in unless recorded; true when this call recorded it. */
  async signIn(db: Trx, merchant: string, promotionId: string, memberId: string, day: string, at: Date): Promise<boolean> {
    const { rows } = await sql<{ day: string }>`insert into promotion_checkins (merchant, promotion_id, member_id, day, signed_at)
      values (${merchant}, ${promotionId}, ${memberId}, ${day}::date, ${at}) on conflict do nothing returning day::text`.execute(db);
    return rows.length > 0;
  },
};
