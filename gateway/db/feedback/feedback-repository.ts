/** Members' feedback and its images (migration 054 member_feedback, member_feedback_images). */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

type Trx = Kysely<Database>;

export interface FeedbackRecord {
  id: string;
  content: string;
  createdAt: Date;
  images: number;
}

export const feedbackRepository = {
  async insert(db: Trx, merchant: string, memberId: string, content: string, imageShas: string[], at: Date): Promise<string> {
    const { rows } = await sql<{ id: string }>`insert into member_feedback (merchant, member_id, content, created_at)
      values (${merchant}, ${memberId}, ${content}, ${at}) returning id`.execute(db);
    const id = rows[0]?.id;
    if (!id) throw new Error('feedback insert returned no id');
    for (const [i, sha] of imageShas.entries()) {
      await sql`insert into member_feedback_images (feedback_id, position, sha256) values (${id}, ${i + 1}, ${sha})`.execute(db);
    }
    return id;
  },
  /** The member's feedback, newest first (at most `limit`). */
  async list(db: Trx, memberId: string, limit: number): Promise<FeedbackRecord[]> {
    const { rows } = await sql<{ id: string; content: string; created_at: Date; images: string | number }>`
      select f.id, f.content, f.created_at, (select count(*) from member_feedback_images i where i.feedback_id = f.id) as images
      from member_feedback f where f.member_id = ${memberId} order by f.created_at desc, f.id limit ${limit}`.execute(db);
    return rows.map((r) => ({ id: r.id, content: r.content, createdAt: new Date(r.created_at), images: Number(r.images) }));
  },
  async image(db: Trx, memberId: string, feedbackId: string, position: number): Promise<{ contentType: string; body: Uint8Array } | null> {
    const { rows } = await sql<{ content_type: string; body: Uint8Array }>`select m.content_type, m.body from member_feedback f
      join member_feedback_images i on i.feedback_id = f.id join member_images m on m.sha256 = i.sha256
      where f.member_id = ${memberId} and f.id = ${feedbackId} and i.position = ${position}`.execute(db);
    return rows[0] ? { contentType: rows[0].content_type, body: rows[0].body } : null;
  },
};
