/**
 * Help-centre articles in the console (docs/decisions/048; §7 helpCenter): each in one of the
 * merchant's categories, with a title and an HTML content per language. Categories are listed
 * for the picker; they are seeded and kept as they are (editing them is left for later).
 */
import type { ContentDeleted, HelpArticleFields, HelpList, Stored, WithSlug } from '../../../../schemas/console-content';
import { textsJson, type ContentDb } from '../../../db/content/content-tables';
import { fieldRefusal, Refusal } from '../../refusal';
import { changeContent, contentReader, type ContentActor, type ContentContext } from './content-change';
import { checkContents, checkTitles } from './content-texts';

const columns = ['slug', 'category', 'title', 'content', 'sort', 'enabled', 'updated_at'] as const;
type Row = { slug: string; category: string; title: Record<string, string>; content: Record<string, string>; sort: number; enabled: boolean; updated_at: Date };

function itemOf(r: Row): Stored<HelpArticleFields> {
  return { slug: r.slug, category: r.category, title: r.title, content: r.content, sort: r.sort, enabled: r.enabled, updatedAt: r.updated_at.toISOString() };
}

function auditedOf(item: Stored<HelpArticleFields>): Record<string, unknown> {
  const { updatedAt: _u, slug: _s, ...rest } = item;
  return rest;
}

async function find(db: ContentDb, merchant: string, slug: string): Promise<Row | undefined> {
  return db.selectFrom('help_articles').select(columns).where('merchant', '=', merchant).where('slug', '=', slug).forUpdate().executeTakeFirst();
}

export async function listHelp(ctx: ContentContext, actor: ContentActor, merchant: string): Promise<HelpList> {
  const { db } = await contentReader(ctx, actor.staff, merchant);
  const categories = await db.selectFrom('help_categories').select(['slug', 'title']).where('merchant', '=', merchant).orderBy('sort').orderBy('slug').execute();
  const rows = await db.selectFrom('help_articles').select(columns).where('merchant', '=', merchant).orderBy('category').orderBy('sort').orderBy('slug').execute();
  return { categories, items: rows.map(itemOf) };
}

export async function saveHelpArticle(ctx: ContentContext, actor: ContentActor, merchant: string, input: WithSlug<HelpArticleFields>, mode: 'create' | 'replace'): Promise<Stored<HelpArticleFields>> {
  return changeContent(ctx, actor, merchant, async ({ trx, langs, at }) => {
    const title = checkTitles(input.title, 'title', langs);
    const content = checkContents(input.content, 'content', langs);
    const category = await trx.selectFrom('help_categories').select('slug').where('merchant', '=', merchant).where('slug', '=', input.category).executeTakeFirst();
    if (!category) throw fieldRefusal('CONTENT_CATEGORY_UNKNOWN', 'category', 'unknown-category', 'error.content_category_unknown');
    const current = await find(trx, merchant, input.slug);
    if (mode === 'create' && current) throw new Refusal(409, 'CONTENT_SLUG_TAKEN', [{ path: '/slug', reason: 'taken', message: 'error.content_slug_taken' }]);
    if (mode === 'replace' && !current) throw new Refusal(404, 'NOT_FOUND');
    const values = { category: input.category, title: textsJson(title), content: textsJson(content), sort: input.sort, enabled: input.enabled, updated_at: at };
    const row = current
      ? await trx.updateTable('help_articles').set(values).where('merchant', '=', merchant).where('slug', '=', input.slug).returning(columns).executeTakeFirstOrThrow()
      : await trx.insertInto('help_articles').values({ ...values, merchant, slug: input.slug, created_at: at }).returning(columns).executeTakeFirstOrThrow();
    const saved = itemOf(row);
    return { action: 'content.publish', target: `help:${input.slug}`, before: current ? auditedOf(itemOf(current)) : null, after: auditedOf(saved), answer: saved };
  });
}

export async function deleteHelpArticle(ctx: ContentContext, actor: ContentActor, merchant: string, slug: string): Promise<ContentDeleted> {
  return changeContent(ctx, actor, merchant, async ({ trx }) => {
    const current = await find(trx, merchant, slug);
    if (!current) throw new Refusal(404, 'NOT_FOUND');
    await trx.deleteFrom('help_articles').where('merchant', '=', merchant).where('slug', '=', slug).execute();
    return { action: 'content.delete', target: `help:${slug}`, before: auditedOf(itemOf(current)), after: null, answer: { deleted: slug } };
  });
}
