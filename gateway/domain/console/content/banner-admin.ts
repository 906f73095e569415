/**
 * Banners per group in the console (docs/decisions/048; §3 Announcement response banners): the
 * group (w_home, w_login, w_register, w_forget or another w_<name>), the image (one uploaded
 * through banner-image-upload.ts, or the banner's current one), the alternative text per
 * language, what a click opens and the schedule. The image's size is read from the media row,
 * never taken from the author.
 */
import type { BannerFields, BannerList, ContentDeleted, Stored, WithSlug } from '../../../../schemas/console-content';
import { mediaFile, mediaPrefix } from '../../../db/content/media-repository';
import { textsJson, type ContentDb } from '../../../db/content/content-tables';
import { fieldRefusal, Refusal } from '../../refusal';
import { changeContent, contentReader, type ContentActor, type ContentContext } from './content-change';
import { checkSchedule, checkTitles } from './content-texts';

type BannerItem = BannerList['items'][number];

const columns = ['slug', 'group_name', 'title', 'image_path', 'image_width', 'image_height', 'linkage_type', 'link_target', 'platform', 'sort', 'start_at', 'end_at', 'enabled', 'updated_at'] as const;
type Row = {
  slug: string;
  group_name: string;
  title: Record<string, string>;
  image_path: string;
  image_width: number;
  image_height: number;
  linkage_type: BannerFields['linkageType'];
  link_target: string | null;
  platform: BannerFields['platform'];
  sort: number;
  start_at: Date;
  end_at: Date | null;
  enabled: boolean;
  updated_at: Date;
};

function itemOf(r: Row): BannerItem {
  return {
    slug: r.slug,
    groupName: r.group_name,
    title: r.title,
    imagePath: r.image_path,
    imageWidth: r.image_width,
    imageHeight: r.image_height,
    linkageType: r.linkage_type,
    linkTarget: r.link_target,
    platform: r.platform,
    sort: r.sort,
    startAt: r.start_at.toISOString(),
    endAt: r.end_at ? r.end_at.toISOString() : null,
    enabled: r.enabled,
    updatedAt: r.updated_at.toISOString(),
  };
}

function auditedOf(item: BannerItem): Record<string, unknown> {
  const { updatedAt: _u, slug: _s, ...rest } = item;
  return rest;
}

async function find(db: ContentDb, merchant: string, slug: string, lock: boolean): Promise<Row | undefined> {
  let q = db.selectFrom('banners').select(columns).where('merchant', '=', merchant).where('slug', '=', slug);
  if (lock) q = q.forUpdate();
  return q.executeTakeFirst();
}

export async function listBanners(ctx: ContentContext, actor: ContentActor, merchant: string): Promise<BannerItem[]> {
  const { db } = await contentReader(ctx, actor.staff, merchant);
  const rows = await db.selectFrom('banners').select(columns).where('merchant', '=', merchant).orderBy('group_name').orderBy('sort').orderBy('slug').execute();
  return rows.map(itemOf);
}

/** The image's size: from the media row of an uploaded image, or the banner's current image kept. */
async function imageOf(db: ContentDb, path: string, current: Row | undefined): Promise<{ width: number; height: number }> {
  if (current && current.image_path === path) return { width: current.image_width, height: current.image_height };
  const [, sha] = path.startsWith(mediaPrefix) ? (mediaFile.exec(path.slice(mediaPrefix.length)) ?? []) : [];
  const media = sha ? await db.selectFrom('media').select(['width', 'height']).where('sha256', '=', sha).executeTakeFirst() : undefined;
  if (!media) throw fieldRefusal('IMAGE_UNKNOWN', 'imagePath', 'unknown-image', 'error.image_unknown');
  return media;
}

function checkLink(f: BannerFields): void {
  const ok =
    f.linkageType === 'NONE'
      ? f.linkTarget === null
      : f.linkTarget !== null &&
        (f.linkageType === 'URL'
          ? /^https:\/\/[^\s]+$/.test(f.linkTarget)
          : f.linkageType === 'ROUTE'
            ? /^\/([A-Za-z0-9][^\s]*)?$/.test(f.linkTarget)
            : /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(f.linkTarget));
  if (!ok) throw fieldRefusal('VALIDATION_FAILED', 'linkTarget', 'link-invalid', 'error.validation_failed');
}

export async function saveBanner(ctx: ContentContext, actor: ContentActor, merchant: string, input: WithSlug<BannerFields>, mode: 'create' | 'replace'): Promise<Stored<BannerFields>> {
  return changeContent(ctx, actor, merchant, async ({ trx, langs, at }) => {
    const title = checkTitles(input.title, 'title', langs);
    const { start, end } = checkSchedule(input.startAt, input.endAt);
    checkLink(input);
    const current = await find(trx, merchant, input.slug, true);
    if (mode === 'create' && current) throw new Refusal(409, 'CONTENT_SLUG_TAKEN', [{ path: '/slug', reason: 'taken', message: 'error.content_slug_taken' }]);
    if (mode === 'replace' && !current) throw new Refusal(404, 'NOT_FOUND');
    const image = await imageOf(trx, input.imagePath, current);
    const values = {
      group_name: input.groupName,
      title: textsJson(title),
      image_path: input.imagePath,
      image_width: image.width,
      image_height: image.height,
      linkage_type: input.linkageType,
      link_target: input.linkTarget,
      platform: input.platform,
      sort: input.sort,
      start_at: start,
      end_at: end,
      enabled: input.enabled,
      updated_at: at,
    };
    const row = current
      ? await trx.updateTable('banners').set(values).where('merchant', '=', merchant).where('slug', '=', input.slug).returning(columns).executeTakeFirstOrThrow()
      : await trx.insertInto('banners').values({ ...values, merchant, slug: input.slug, created_at: at }).returning(columns).executeTakeFirstOrThrow();
    const saved = itemOf(row);
    return { action: 'content.publish', target: `banner:${input.slug}`, before: current ? auditedOf(itemOf(current)) : null, after: auditedOf(saved), answer: saved };
  });
}

export async function deleteBanner(ctx: ContentContext, actor: ContentActor, merchant: string, slug: string): Promise<ContentDeleted> {
  return changeContent(ctx, actor, merchant, async ({ trx }) => {
    const current = await find(trx, merchant, slug, true);
    if (!current) throw new Refusal(404, 'NOT_FOUND');
    await trx.deleteFrom('banners').where('merchant', '=', merchant).where('slug', '=', slug).execute();
    return { action: 'content.delete', target: `banner:${slug}`, before: auditedOf(itemOf(current)), after: null, answer: { deleted: slug } };
  });
}
