/**
 * Content pages per merchant (migration 003): /join, /sponsor1..3, /seamless, home extras,
 * terms, privacy, responsible gaming … each an ordered list of sections. Section contents are
 * sanitised on the way in; reads return enabled pages with their sections in order.
 */
import type { Kysely } from 'kysely';
import { sanitiseTexts } from '../../domain/content/html-sanitiser';
import { insertedCount, textsJson, withContentTables, type Texts } from './content-tables';
import type { Database } from '../database';

export interface ContentSectionRecord {
  key: string;
  title: Texts;
  /** HTML per language. */
  content: Texts;
  sort: number;
}

export interface ContentPageRecord {
  page: string;
  title: Texts;
  sections: ContentSectionRecord[];
}

export interface ContentPageRepository {
  /** Every enabled page of the merchant, by page id. */
  list(merchant: string): Promise<Map<string, ContentPageRecord>>;
  /** Inserts pages and sections the merchant does not have; returns how many rows. */
  insertMissing(merchant: string, pages: readonly ContentPageRecord[]): Promise<number>;
}

export function createContentPageRepository(core: Kysely<Database>): ContentPageRepository {
  const db = withContentTables(core);
  return {
    async list(merchant) {
      const pages = await db
        .selectFrom('content_pages')
        .select(['page', 'title'])
        .where('merchant', '=', merchant)
        .where('enabled', '=', true)
        .execute();
      const sections = await db
        .selectFrom('content_sections')
        .select(['page', 'key', 'title', 'content', 'sort'])
        .where('merchant', '=', merchant)
        .orderBy('sort')
        .orderBy('key')
        .execute();
      const out = new Map<string, ContentPageRecord>(pages.map((p) => [p.page, { page: p.page, title: p.title, sections: [] }]));
      for (const s of sections) {
        out.get(s.page)?.sections.push({ key: s.key, title: s.title, content: s.content, sort: s.sort });
      }
      return out;
    },
    async insertMissing(merchant, pages) {
      if (pages.length === 0) return 0;
      const p = await db
        .insertInto('content_pages')
        .values(pages.map((page) => ({ merchant, page: page.page, title: textsJson(page.title) })))
        .onConflict((oc) => oc.columns(['merchant', 'page']).doNothing())
        .executeTakeFirst();
      const sectionRows = pages.flatMap((page) =>
        page.sections.map((s) => ({
          merchant,
          page: page.page,
          key: s.key,
          title: textsJson(s.title),
          content: textsJson(sanitiseTexts(s.content)),
          sort: s.sort,
        })),
      );
      const s = sectionRows.length
        ? await db
            .insertInto('content_sections')
            .values(sectionRows)
            .onConflict((oc) => oc.columns(['merchant', 'page', 'key']).doNothing())
            .executeTakeFirst()
        : undefined;
      return insertedCount(p) + insertedCount(s);
    },
  };
}
