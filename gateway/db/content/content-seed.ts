/**
 * Demo catalogue and content for a brand (docs/decisions/005-content-seed.md): vendor menus,
 * banners with their generated images, announcements, help centre and content pages, in every
 * supported language that has a text pack (gateway/db/seed-content/).
 *
 * Each topic is seeded once per merchant and recorded in content_seeds with its version; it
 * runs again only when its version below rises (then only absent rows are added). So running
 * the seed twice changes nothing, an operator's edits and deletions survive restarts, and two
 * gateways starting together seed a topic once (the second waits on the first one's row).
 */
import type { Kysely } from 'kysely';
import type { Brand } from '../../../schemas/brand';
import { contentPageIds } from '../../../schemas/content';
import type { BrandEntry, LoadedBrand } from '../../domain/brand/brand-files';
import { createAnnouncementRepository } from './announcement-repository';
import { createContentPageRepository, type ContentPageRecord } from './content-page-repository';
import { withContentTables } from './content-tables';
import type { Database, Db } from '../database';
import { createHelpRepository } from './help-repository';
import { createMediaRepository } from './media-repository';
import { announcementPlan, demoStart } from './seed-content/announcements';
import { bannerImageFor, bannerPlan } from './seed-content/banners';
import { helpArticlePlan, helpCategoryPlan } from './seed-content/help';
import { pageSectionOrder } from './seed-content/pages';
import { perLanguage, type PageTexts, type SeedTexts } from './seed-content/seed-texts';
import { vendorSeedFor } from './seed-content/vendors';
import { createVendorRepository } from '../catalogue/vendor-repository';

/** Raise a topic's version when its demo rows change; merchants seeded earlier then get the new rows. */
export const contentSeedVersions = { vendors: 1, banners: 1, announcements: 1, help: 1, pages: 1 } as const;
export type ContentTopic = keyof typeof contentSeedVersions;

export type ContentSeedResult = Record<ContentTopic | 'media', number>;

const emptyResult = (): ContentSeedResult => ({ vendors: 0, media: 0, banners: 0, announcements: 0, help: 0, pages: 0 });

/** True when this call should seed the topic (first time, or a newer version); records it. */
async function claimTopic(core: Kysely<Database>, merchant: string, topic: ContentTopic): Promise<boolean> {
  const version = contentSeedVersions[topic];
  const row = await withContentTables(core)
    .insertInto('content_seeds')
    .values({ merchant, topic, version })
    .onConflict((oc) =>
      oc.columns(['merchant', 'topic']).doUpdateSet({ version, seeded_at: new Date() }).where('content_seeds.version', '<', version),
    )
    .returning('topic')
    .executeTakeFirst();
  return row !== undefined;
}

async function seedBanners(db: Kysely<Database>, brand: Brand, out: ContentSeedResult): Promise<void> {
  const media = createMediaRepository(db);
  const rows = [];
  for (const plan of bannerPlan) {
    const image = bannerImageFor(brand, plan);
    const stored = await media.insert({ contentType: 'image/svg+xml', width: image.width, height: image.height, body: Buffer.from(image.svg) });
    if (stored.inserted) out.media += 1;
    rows.push({
      slug: plan.slug,
      groupName: plan.group,
      title: perLanguage(brand, (t) => t.banners[plan.slug], false),
      imagePath: stored.path,
      imageWidth: image.width,
      imageHeight: image.height,
      linkageType: plan.linkageType,
      linkTarget: plan.linkTarget,
      platform: 'ALL' as const,
      sort: plan.sort,
      startAt: demoStart,
      endAt: null,
    });
  }
  out.banners += await createAnnouncementRepository(db).insertBanners(brand.merchant, rows);
}

function announcementRows(brand: Brand) {
  return announcementPlan.map((plan) => ({
    ...plan,
    platform: 'ALL' as const,
    title: perLanguage(brand, (t) => t.announcements[plan.slug].title, false),
    content: perLanguage(brand, (t) => t.announcements[plan.slug].content, true),
    startAt: demoStart,
    endAt: null,
  }));
}

function helpData(brand: Brand) {
  return {
    categories: helpCategoryPlan.map((c) => ({ ...c, title: perLanguage(brand, (t) => t.helpCategories[c.slug], false) })),
    articles: helpArticlePlan.map((a) => ({
      ...a,
      title: perLanguage(brand, (t) => t.helpArticles[a.slug].title, false),
      content: perLanguage(brand, (t) => t.helpArticles[a.slug].content, true),
    })),
  };
}

function pageRecords(brand: Brand): ContentPageRecord[] {
  return contentPageIds.map((page) => {
    const texts = (t: SeedTexts): PageTexts<string> => t.pages[page];
    return {
      page,
      title: perLanguage(brand, (t) => texts(t).title, false),
      sections: pageSectionOrder[page].map((key, i) => ({
        key,
        sort: (i + 1) * 10,
        title: perLanguage(brand, (t) => texts(t).sections[key]?.title ?? '', false),
        content: perLanguage(brand, (t) => texts(t).sections[key]?.content ?? '', true),
      })),
    };
  });
}

/** Seeds the brand's demo catalogue and content inside the caller's transaction; returns rows inserted. */
export async function seedBrandContent(db: Kysely<Database>, entry: LoadedBrand): Promise<ContentSeedResult> {
  const { brand, merchant } = entry;
  const out = emptyResult();
  if (await claimTopic(db, merchant, 'vendors')) {
    out.vendors = await createVendorRepository(db).insertMissing(merchant, vendorSeedFor(brand));
  }
  if (await claimTopic(db, merchant, 'banners')) await seedBanners(db, brand, out);
  if (await claimTopic(db, merchant, 'announcements')) {
    out.announcements = await createAnnouncementRepository(db).insertAnnouncements(merchant, announcementRows(brand));
  }
  if (await claimTopic(db, merchant, 'help')) out.help = await createHelpRepository(db).insertMissing(merchant, helpData(brand));
  if (await claimTopic(db, merchant, 'pages')) out.pages = await createContentPageRepository(db).insertMissing(merchant, pageRecords(brand));
  return out;
}

/**
 * Seeds every loaded brand whose merchant row exists, each in its own transaction (the core
 * seed, db/seed.ts, calls seedBrandContent inside its own per-brand transaction instead).
 */
export async function seedContent(db: Db, brands: readonly BrandEntry[]): Promise<ContentSeedResult & { failed: string[] }> {
  const total = { ...emptyResult(), failed: [] as string[] };
  for (const entry of brands) {
    if (!entry.ok) continue;
    try {
      const r = await db.transaction().execute((trx) => seedBrandContent(trx, entry));
      for (const k of Object.keys(r) as (keyof ContentSeedResult)[]) total[k] += r[k];
    } catch {
      total.failed.push(entry.merchant);
    }
  }
  return total;
}
