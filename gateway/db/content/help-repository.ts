/**
 * Help centre per merchant (migration 003; §7 helpCenter): categories and their articles.
 * Article contents are sanitised on the way in; reads return enabled rows in display order.
 */
import type { Kysely } from 'kysely';
import { sanitiseTexts } from '../../domain/content/html-sanitiser';
import { insertedCount, textsJson, withContentTables, type Texts } from './content-tables';
import type { Database } from '../database';

export interface HelpCategoryRecord {
  slug: string;
  title: Texts;
  sort: number;
}

export interface HelpArticleRecord {
  slug: string;
  category: string;
  title: Texts;
  /** HTML per language. */
  content: Texts;
  sort: number;
}

export interface HelpData {
  categories: HelpCategoryRecord[];
  articles: HelpArticleRecord[];
}

export interface HelpRepository {
  list(merchant: string): Promise<HelpData>;
  /** Inserts categories and articles the merchant does not have (by slug); returns how many rows. */
  insertMissing(merchant: string, data: HelpData): Promise<number>;
}

export function createHelpRepository(core: Kysely<Database>): HelpRepository {
  const db = withContentTables(core);
  return {
    async list(merchant) {
      const categories = await db
        .selectFrom('help_categories')
        .select(['slug', 'title', 'sort'])
        .where('merchant', '=', merchant)
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('slug')
        .execute();
      const articles = await db
        .selectFrom('help_articles')
        .select(['slug', 'category', 'title', 'content', 'sort'])
        .where('merchant', '=', merchant)
        .where('enabled', '=', true)
        .orderBy('sort')
        .orderBy('slug')
        .execute();
      return { categories, articles };
    },
    async insertMissing(merchant, data) {
      let inserted = 0;
      if (data.categories.length > 0) {
        const r = await db
          .insertInto('help_categories')
          .values(data.categories.map((c) => ({ merchant, slug: c.slug, title: textsJson(c.title), sort: c.sort })))
          .onConflict((oc) => oc.columns(['merchant', 'slug']).doNothing())
          .executeTakeFirst();
        inserted += insertedCount(r);
      }
      if (data.articles.length > 0) {
        const r = await db
          .insertInto('help_articles')
          .values(
            data.articles.map((a) => ({
              merchant,
              slug: a.slug,
              category: a.category,
              title: textsJson(a.title),
              content: textsJson(sanitiseTexts(a.content)),
              sort: a.sort,
            })),
          )
          .onConflict((oc) => oc.columns(['merchant', 'slug']).doNothing())
          .executeTakeFirst();
        inserted += insertedCount(r);
      }
      return inserted;
    },
  };
}
