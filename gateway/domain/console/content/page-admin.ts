/**
 * Content pages in the console (docs/decisions/048): /join, /sponsor1..3, /seamless, home
 * extras, terms … (migration 003), each a title and ordered sections with an HTML content per
 * language. A page is published whole: PUT writes the page and replaces its sections (their
 * order is the list's), so what the author previewed is exactly what players get.
 */
import type { ContentDeleted, ContentPageFields, ContentPageList } from '../../../../schemas/console-content';
import { textsJson, type ContentDb } from '../../../db/content/content-tables';
import { fieldRefusal, Refusal } from '../../refusal';
import { changeContent, contentReader, type ContentActor, type ContentContext } from './content-change';
import { checkContents, checkTitles } from './content-texts';

type PageItem = ContentPageList['items'][number];

async function readPages(db: ContentDb, merchant: string, page: string | null, lock: boolean): Promise<PageItem[]> {
  let pq = db.selectFrom('content_pages').select(['page', 'title', 'enabled', 'updated_at']).where('merchant', '=', merchant).orderBy('page');
  if (page !== null) pq = pq.where('page', '=', page);
  if (lock) pq = pq.forUpdate();
  const pages = await pq.execute();
  let sq = db.selectFrom('content_sections').select(['page', 'key', 'title', 'content']).where('merchant', '=', merchant).orderBy('page').orderBy('sort').orderBy('key');
  if (page !== null) sq = sq.where('page', '=', page);
  const sections = await sq.execute();
  return pages.map((p) => ({
    page: p.page,
    title: p.title,
    enabled: p.enabled,
    updatedAt: p.updated_at.toISOString(),
    sections: sections.filter((s) => s.page === p.page).map((s) => ({ key: s.key, title: s.title, content: s.content })),
  }));
}

function auditedOf(item: PageItem): Record<string, unknown> {
  const { updatedAt: _u, page: _p, ...rest } = item;
  return rest;
}

export async function listPages(ctx: ContentContext, actor: ContentActor, merchant: string): Promise<PageItem[]> {
  const { db } = await contentReader(ctx, actor.staff, merchant);
  return readPages(db, merchant, null, false);
}

/** Creates or replaces the page with exactly these sections. */
export async function savePage(ctx: ContentContext, actor: ContentActor, merchant: string, page: string, input: ContentPageFields): Promise<PageItem> {
  return changeContent(ctx, actor, merchant, async ({ trx, langs, at }) => {
    const title = checkTitles(input.title, 'title', langs);
    const keys = new Set<string>();
    const sections = input.sections.map((s, i) => {
      if (keys.has(s.key)) throw fieldRefusal('VALIDATION_FAILED', `sections/${i}/key`, 'duplicate', 'error.validation_failed');
      keys.add(s.key);
      // A section may be a picture or a table only: its title may be empty, its content must be there.
      const sectionTitle = Object.values(s.title).some((t) => t.trim() !== '') ? checkTitles(s.title, `sections/${i}/title`, langs) : {};
      return { key: s.key, title: sectionTitle, content: checkContents(s.content, `sections/${i}/content`, langs), sort: (i + 1) * 10 };
    });
    const [current] = await readPages(trx, merchant, page, true);
    if (current) {
      await trx.updateTable('content_pages').set({ title: textsJson(title), enabled: input.enabled, updated_at: at }).where('merchant', '=', merchant).where('page', '=', page).execute();
      await trx.deleteFrom('content_sections').where('merchant', '=', merchant).where('page', '=', page).execute();
    } else {
      await trx.insertInto('content_pages').values({ merchant, page, title: textsJson(title), enabled: input.enabled, created_at: at, updated_at: at }).execute();
    }
    if (sections.length > 0) {
      await trx
        .insertInto('content_sections')
        .values(sections.map((s) => ({ merchant, page, key: s.key, title: textsJson(s.title), content: textsJson(s.content), sort: s.sort, created_at: at, updated_at: at })))
        .execute();
    }
    const [saved] = await readPages(trx, merchant, page, false);
    if (!saved) throw new Refusal(500, 'INTERNAL');
    return { action: 'content.publish', target: `page:${page}`, before: current ? auditedOf(current) : null, after: auditedOf(saved), answer: saved };
  });
}

export async function deletePage(ctx: ContentContext, actor: ContentActor, merchant: string, page: string): Promise<ContentDeleted> {
  return changeContent(ctx, actor, merchant, async ({ trx }) => {
    const [current] = await readPages(trx, merchant, page, true);
    if (!current) throw new Refusal(404, 'NOT_FOUND');
    await trx.deleteFrom('content_pages').where('merchant', '=', merchant).where('page', '=', page).execute();
    return { action: 'content.delete', target: `page:${page}`, before: auditedOf(current), after: null, answer: { deleted: page } };
  });
}
