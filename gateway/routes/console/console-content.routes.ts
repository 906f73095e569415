/**
 * The console's content calls (issue 18, docs/decisions/048): announcements, the popup,
 * banners and their images, help articles, content pages and the preview, per merchant.
 * Reads need content.read, writes content.publish (owner, operator, content on the merchant),
 * decided in SQL; every write is one transaction with its audit row, and players see it on their
 * next load: this instance forgets the merchant's cached content at once, every other within
 * configCacheMs (1 s).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { consolePaths } from '../../../schemas/console';
import type { AnnouncementFields, BannerFields, ContentPageFields, HelpArticleFields, PopupFields, WithSlug } from '../../../schemas/console-content';
import { deleteAnnouncement, listAnnouncements, saveAnnouncement, type AnnouncementKind } from '../../domain/console/content/announcement-admin';
import { deleteBanner, listBanners, saveBanner } from '../../domain/console/content/banner-admin';
import { uploadBannerImage } from '../../domain/console/content/banner-image-upload';
import type { ContentActor, ContentContext } from '../../domain/console/content/content-change';
import { contentLanguages, previewContent } from '../../domain/console/content/content-preview';
import { deleteHelpArticle, listHelp, saveHelpArticle } from '../../domain/console/content/help-admin';
import { deletePage, listPages, savePage } from '../../domain/console/content/page-admin';
import { clientOf, requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { consoleResponses, merchantParamsSchema } from './console.schemas';
import * as s from './console-content.schemas';

const tags = ['console'];
const readers = '(owner, operator, content of the merchant)';

function contextOf(app: FastifyInstance): ContentContext {
  return {
    console: app.console,
    languagesOf(merchant) {
      const entry = app.gateway.registry.get(merchant);
      return entry?.ok ? { defaultLang: entry.brand.defaultLang, supportLanguages: entry.brand.supportLanguages } : null;
    },
    published: (merchant) => app.gateway.content.invalidate(merchant),
  };
}

const actorOf = (request: FastifyRequest): ContentActor => ({ staff: staffOf(request), client: clientOf(request) });
const paramsOf = (request: FastifyRequest) => request.params as { merchant: string; slug: string; page: string };

function announcementRoutes(app: FastifyInstance, ctx: ContentContext, kind: AnnouncementKind): void {
  const [listPath, itemPath] = kind === 'popup' ? [consolePaths.popups, consolePaths.popup] : [consolePaths.announcements, consolePaths.announcement];
  const [createBody, replaceBody, item, listAnswer] =
    kind === 'popup' ? [s.popupCreateBody, s.popupReplaceBody, s.popupAnswer, s.popupListAnswer] : [s.noticeCreateBody, s.noticeReplaceBody, s.noticeAnswer, s.noticeListAnswer];
  const what = kind === 'popup' ? 'popup announcements (PU, audience A/B/F)' : 'notices, home notices and promotions (PL, H, PR)';
  type Fields = AnnouncementFields | PopupFields;

  app.get(listPath, {
    onRequest: requireStaff,
    schema: { tags, summary: `A merchant's ${what} ${readers}`, params: merchantParamsSchema, response: consoleResponses(listAnswer) },
    handler: async (request) => ok({ items: await listAnnouncements(ctx, actorOf(request), kind, paramsOf(request).merchant) }),
  });
  app.post(listPath, {
    onRequest: requireStaff,
    schema: { tags, summary: `Publish a new one of the ${what}; audited`, params: merchantParamsSchema, body: createBody, response: consoleResponses(item) },
    handler: async (request) => ok(await saveAnnouncement(ctx, actorOf(request), kind, paramsOf(request).merchant, request.body as WithSlug<Fields>, 'create')),
  });
  app.put(itemPath, {
    onRequest: requireStaff,
    schema: { tags, summary: `Publish a change to one of the ${what}; audited with the diff`, params: s.merchantSlugParams, body: replaceBody, response: consoleResponses(item) },
    handler: async (request) => {
      const { merchant, slug } = paramsOf(request);
      return ok(await saveAnnouncement(ctx, actorOf(request), kind, merchant, { ...(request.body as Fields), slug }, 'replace'));
    },
  });
  app.delete(itemPath, {
    onRequest: requireStaff,
    schema: { tags, summary: `Delete one of the ${what}; audited`, params: s.merchantSlugParams, response: consoleResponses(s.deletedAnswer) },
    handler: async (request) => ok(await deleteAnnouncement(ctx, actorOf(request), kind, paramsOf(request).merchant, paramsOf(request).slug)),
  });
}

export const consoleContentRoutes: FastifyPluginAsync = async (app) => {
  const ctx = contextOf(app);
  announcementRoutes(app, ctx, 'notice');
  announcementRoutes(app, ctx, 'popup');

  app.get(consolePaths.banners, {
    onRequest: requireStaff,
    schema: { tags, summary: `A merchant's banners by group ${readers}`, params: merchantParamsSchema, response: consoleResponses(s.bannerListAnswer) },
    handler: async (request) => ok({ items: await listBanners(ctx, actorOf(request), paramsOf(request).merchant) }),
  });
  app.post(consolePaths.banners, {
    onRequest: requireStaff,
    schema: { tags, summary: 'Publish a new banner; audited', params: merchantParamsSchema, body: s.bannerCreateBody, response: consoleResponses(s.bannerAnswer) },
    handler: async (request) => ok(await saveBanner(ctx, actorOf(request), paramsOf(request).merchant, request.body as WithSlug<BannerFields>, 'create')),
  });
  app.put(consolePaths.banner, {
    onRequest: requireStaff,
    schema: { tags, summary: 'Publish a change to a banner; audited with the diff', params: s.merchantSlugParams, body: s.bannerReplaceBody, response: consoleResponses(s.bannerAnswer) },
    handler: async (request) => {
      const { merchant, slug } = paramsOf(request);
      return ok(await saveBanner(ctx, actorOf(request), merchant, { ...(request.body as BannerFields), slug }, 'replace'));
    },
  });
  app.delete(consolePaths.banner, {
    onRequest: requireStaff,
    schema: { tags, summary: 'Delete a banner; audited', params: s.merchantSlugParams, response: consoleResponses(s.deletedAnswer) },
    handler: async (request) => ok(await deleteBanner(ctx, actorOf(request), paramsOf(request).merchant, paramsOf(request).slug)),
  });
  app.post(consolePaths.bannerImages, {
    onRequest: requireStaff,
    bodyLimit: s.bannerImageBodyLimit,
    schema: {
      tags,
      summary: 'Upload a banner image: a PNG (base64, ≤ 1 MiB, ≤ 2560 × 1440) decoded and re-encoded; audited',
      description: 'Not a PNG, corrupt, interlaced or not 8-bit, or too many pixels: 400 IMAGE_INVALID. Too many bytes: 413 PAYLOAD_TOO_LARGE.',
      params: merchantParamsSchema,
      body: s.bannerImageBody,
      response: consoleResponses(s.imageUploadedAnswer),
    },
    handler: async (request) => ok(await uploadBannerImage(ctx, actorOf(request), paramsOf(request).merchant, (request.body as { image: string }).image)),
  });

  app.get(consolePaths.help, {
    onRequest: requireStaff,
    schema: { tags, summary: `A merchant's help categories and articles ${readers}`, params: merchantParamsSchema, response: consoleResponses(s.helpListAnswer) },
    handler: async (request) => ok(await listHelp(ctx, actorOf(request), paramsOf(request).merchant)),
  });
  app.post(consolePaths.help, {
    onRequest: requireStaff,
    schema: { tags, summary: 'Publish a new help article; audited', params: merchantParamsSchema, body: s.helpCreateBody, response: consoleResponses(s.helpAnswer) },
    handler: async (request) => ok(await saveHelpArticle(ctx, actorOf(request), paramsOf(request).merchant, request.body as WithSlug<HelpArticleFields>, 'create')),
  });
  app.put(consolePaths.helpArticle, {
    onRequest: requireStaff,
    schema: { tags, summary: 'Publish a change to a help article; audited with the diff', params: s.merchantSlugParams, body: s.helpReplaceBody, response: consoleResponses(s.helpAnswer) },
    handler: async (request) => {
      const { merchant, slug } = paramsOf(request);
      return ok(await saveHelpArticle(ctx, actorOf(request), merchant, { ...(request.body as HelpArticleFields), slug }, 'replace'));
    },
  });
  app.delete(consolePaths.helpArticle, {
    onRequest: requireStaff,
    schema: { tags, summary: 'Delete a help article; audited', params: s.merchantSlugParams, response: consoleResponses(s.deletedAnswer) },
    handler: async (request) => ok(await deleteHelpArticle(ctx, actorOf(request), paramsOf(request).merchant, paramsOf(request).slug)),
  });

  app.get(consolePaths.pages, {
    onRequest: requireStaff,
    schema: { tags, summary: `A merchant's content pages with their sections ${readers}`, params: merchantParamsSchema, response: consoleResponses(s.pageListAnswer) },
    handler: async (request) => ok({ items: await listPages(ctx, actorOf(request), paramsOf(request).merchant) }),
  });
  app.put(consolePaths.contentPage, {
    onRequest: requireStaff,
    schema: { tags, summary: 'Publish a content page whole (created, or its sections replaced); audited with the diff', params: s.merchantPageParams, body: s.pageBody, response: consoleResponses(s.pageAnswer) },
    handler: async (request) => ok(await savePage(ctx, actorOf(request), paramsOf(request).merchant, paramsOf(request).page, request.body as ContentPageFields)),
  });
  app.delete(consolePaths.contentPage, {
    onRequest: requireStaff,
    schema: { tags, summary: 'Delete a content page and its sections; audited', params: s.merchantPageParams, response: consoleResponses(s.deletedAnswer) },
    handler: async (request) => ok(await deletePage(ctx, actorOf(request), paramsOf(request).merchant, paramsOf(request).page)),
  });

  app.get(consolePaths.contentLanguages, {
    onRequest: requireStaff,
    schema: { tags, summary: `The languages the merchant's content is written in, the default first ${readers}`, params: merchantParamsSchema, response: consoleResponses(s.languagesAnswer) },
    handler: async (request) => ok(await contentLanguages(ctx, actorOf(request), paramsOf(request).merchant)),
  });

  app.post(consolePaths.contentPreview, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: `A draft's HTML as players would get it: checked and sanitised, written nowhere ${readers}`,
      params: merchantParamsSchema,
      body: s.previewBody,
      response: consoleResponses(s.previewAnswer),
    },
    handler: async (request) => ok(await previewContent(ctx, actorOf(request), paramsOf(request).merchant, (request.body as { texts: Record<string, string> }).texts)),
  });
};
