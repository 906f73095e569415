/**
 * Announcements in the console (docs/decisions/048): notices (PL), home notices (H) and
 * promotions (PR) under /announcements, and the popup (PU, with its audience A/B/F, §3) under
 * /popup — one table (migration 003), two views, so a popup is never edited as a notice. Only
 * rows for every player (audience 'all'); the agent centre's own notices stay out of reach.
 */
import type { PopupExecution } from '../../../../schemas/content';
import type { AnnouncementFields, ContentDeleted, NoticeType, PopupFields, Stored, WithSlug } from '../../../../schemas/console-content';
import type { AnnouncementsTable, ContentDb } from '../../../db/content/content-tables';
import { textsJson } from '../../../db/content/content-tables';
import { Refusal } from '../../refusal';
import { changeContent, contentReader, type ContentActor, type ContentContext } from './content-change';
import { checkContents, checkSchedule, checkTitles } from './content-texts';

export type AnnouncementKind = 'notice' | 'popup';
/** A notice's or a popup's fields (the kind says which). */
export type AnyAnnouncement = Stored<AnnouncementFields> | Stored<PopupFields>;

const typesOf: Record<AnnouncementKind, readonly AnnouncementsTable['type'][]> = { notice: ['PL', 'H', 'PR'], popup: ['PU'] };

type Row = { slug: string; type: AnnouncementsTable['type']; execution: PopupExecution | null; promotion_type: string | null; platform: 'ALL' | 'W' | 'M'; title: Record<string, string>; content: Record<string, string>; sort: number; start_at: Date; end_at: Date | null; enabled: boolean; updated_at: Date };

const columns = ['slug', 'type', 'execution', 'promotion_type', 'platform', 'title', 'content', 'sort', 'start_at', 'end_at', 'enabled', 'updated_at'] as const;

function fieldsOf(kind: AnnouncementKind, r: Row): AnyAnnouncement {
  const common = {
    slug: r.slug,
    promotionType: r.promotion_type,
    platform: r.platform,
    title: r.title,
    content: r.content,
    sort: r.sort,
    startAt: r.start_at.toISOString(),
    endAt: r.end_at ? r.end_at.toISOString() : null,
    enabled: r.enabled,
    updatedAt: r.updated_at.toISOString(),
  };
  return kind === 'popup' ? { ...common, execution: r.execution ?? 'A' } : { ...common, type: r.type as NoticeType };
}

/** The audited form: what an author sets, nothing the database adds. */
function auditedOf(f: AnyAnnouncement): Record<string, unknown> {
  const { updatedAt: _u, slug: _s, ...rest } = f;
  return rest;
}

async function find(db: ContentDb, kind: AnnouncementKind, merchant: string, slug: string, lock: boolean): Promise<Row | undefined> {
  let q = db.selectFrom('announcements').select(columns).where('merchant', '=', merchant).where('slug', '=', slug).where('audience', '=', 'all').where('type', 'in', typesOf[kind]);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function listAnnouncements(ctx: ContentContext, actor: ContentActor, kind: AnnouncementKind, merchant: string): Promise<AnyAnnouncement[]> {
  const { db } = await contentReader(ctx, actor.staff, merchant);
  const rows = await db
    .selectFrom('announcements')
    .select(columns)
    .where('merchant', '=', merchant)
    .where('audience', '=', 'all')
    .where('type', 'in', typesOf[kind])
    .orderBy('sort')
    .orderBy('start_at', 'desc')
    .orderBy('slug')
    .execute();
  return rows.map((r) => fieldsOf(kind, r));
}

function typeAndExecution(kind: AnnouncementKind, f: AnnouncementFields | PopupFields): { type: AnnouncementsTable['type']; execution: PopupExecution | null } {
  return kind === 'popup' ? { type: 'PU', execution: (f as PopupFields).execution } : { type: (f as AnnouncementFields).type, execution: null };
}

/** POST (create, slug new) or PUT (replace, slug existing). */
export async function saveAnnouncement(
  ctx: ContentContext,
  actor: ContentActor,
  kind: AnnouncementKind,
  merchant: string,
  input: WithSlug<AnnouncementFields> | WithSlug<PopupFields>,
  mode: 'create' | 'replace',
): Promise<AnyAnnouncement> {
  return changeContent(ctx, actor, merchant, async ({ trx, langs, at }) => {
    const title = checkTitles(input.title, 'title', langs);
    const content = checkContents(input.content, 'content', langs);
    const { start, end } = checkSchedule(input.startAt, input.endAt);
    const { type, execution } = typeAndExecution(kind, input);
    const current = await find(trx, kind, merchant, input.slug, true);
    if (mode === 'create' && (current || (await trx.selectFrom('announcements').select('slug').where('merchant', '=', merchant).where('slug', '=', input.slug).executeTakeFirst()))) {
      throw new Refusal(409, 'CONTENT_SLUG_TAKEN', [{ path: '/slug', reason: 'taken', message: 'error.content_slug_taken' }]);
    }
    if (mode === 'replace' && !current) throw new Refusal(404, 'NOT_FOUND');
    const values = {
      type,
      execution,
      promotion_type: input.promotionType,
      platform: input.platform,
      title: textsJson(title),
      content: textsJson(content),
      sort: input.sort,
      start_at: start,
      end_at: end,
      enabled: input.enabled,
      updated_at: at,
    };
    const row = current
      ? await trx.updateTable('announcements').set(values).where('merchant', '=', merchant).where('slug', '=', input.slug).returning(columns).executeTakeFirstOrThrow()
      : await trx.insertInto('announcements').values({ ...values, merchant, slug: input.slug, audience: 'all', created_at: at }).returning(columns).executeTakeFirstOrThrow();
    const saved = fieldsOf(kind, row);
    return {
      action: 'content.publish',
      target: `${kind}:${input.slug}`,
      before: current ? auditedOf(fieldsOf(kind, current)) : null,
      after: auditedOf(saved),
      answer: saved,
    };
  });
}

export async function deleteAnnouncement(ctx: ContentContext, actor: ContentActor, kind: AnnouncementKind, merchant: string, slug: string): Promise<ContentDeleted> {
  return changeContent(ctx, actor, merchant, async ({ trx }) => {
    const current = await find(trx, kind, merchant, slug, true);
    if (!current) throw new Refusal(404, 'NOT_FOUND');
    await trx.deleteFrom('announcements').where('merchant', '=', merchant).where('slug', '=', slug).execute();
    return { action: 'content.delete', target: `${kind}:${slug}`, before: auditedOf(fieldsOf(kind, current)), after: null, answer: { deleted: slug } };
  });
}
