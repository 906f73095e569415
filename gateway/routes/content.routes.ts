/**
 * Help centre (§7 GET /wps/system/helpCenter?lang=..&device=WEB), content pages
 * (GET /wps/system/content/:page?lang=.., not in §7: /join, /sponsor1..3, /seamless, home
 * extras, terms, privacy, responsible gaming) and stored images (GET /lgw/media/<sha256>.<ext>,
 * content-addressed, immutable). All public.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { ContentPageResponse, HelpCenterResponse } from '../../schemas/content';
import type { Envelope } from '../../schemas/envelope';
import type { LangCode } from '../../schemas/languages';
import { mediaFile, mediaTypes } from '../db/content/media-repository';
import { buildContentPage, buildHelpCenter } from '../domain/content/content-answers';
import type { ContentSources } from '../domain/content/content-sources';
import { buildVendorMenu, offeredCategories } from '../domain/catalogue/vendor-menu';
import { ApiError } from '../http/api-error';
import { envelopeResponses, errorEnvelopeSchema, merchantHeadersSchema } from '../http/common-schemas';
import { failure, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant-gate';
import { imageContentSecurityPolicy } from '../http/security-headers';
import { contentPageParams, contentPageQuery, contentPageSchema, helpCenterQuery, helpCenterSchema, imageResponse } from './content.schemas';
import { immutableCache } from './vendor.routes';

const tags = ['content'];

export function contentRoutes(sources: ContentSources): FastifyPluginAsync {
  return async (app) => {
    app.get(apiPaths.helpCenter, {
      schema: {
        tags,
        summary: 'Help centre: categories with articles in a language (public)',
        description: 'Each text in lang, or else the brand default language. device must be WEB (§7).',
        headers: merchantHeadersSchema,
        querystring: helpCenterQuery,
        response: envelopeResponses(helpCenterSchema),
      },
      handler: async (request): Promise<Envelope<HelpCenterResponse>> => {
        const entry = merchantOf(request);
        const { lang } = request.query as { lang: LangCode };
        return ok(buildHelpCenter(await sources.help.get(entry.merchant), lang, entry.brand));
      },
    });

    app.get(apiPaths.contentPage, {
      schema: {
        tags,
        summary: 'Content page (join, sponsor1..3, seamless, home extras, terms, privacy, responsible-gaming; public)',
        description: 'Sections in lang, or else the brand default language; the home page adds the rebate table. Unknown page: 404 NOT_FOUND.',
        headers: merchantHeadersSchema,
        params: contentPageParams,
        querystring: contentPageQuery,
        response: envelopeResponses(contentPageSchema),
      },
      handler: async (request): Promise<Envelope<ContentPageResponse>> => {
        const entry = merchantOf(request);
        const { page } = request.params as { page: string };
        const { lang } = request.query as { lang: LangCode };
        const record = (await sources.pages.get(entry.merchant)).get(page);
        const offered = page === 'home' ? offeredCategories(buildVendorMenu(entry.brand, await sources.vendors.get(entry.merchant))) : [];
        const answer = record ? buildContentPage(record, lang, entry.brand, offered) : null;
        if (!answer) throw new ApiError(404, 'NOT_FOUND');
        return ok(answer);
      },
    });

    app.get(apiPaths.media, {
      config: { merchant: 'none' },
      schema: {
        tags,
        summary: 'Stored image by content hash (banners …; immutable)',
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', pattern: mediaFile.source, description: '<sha256>.<svg|png|webp|jpg>' } },
        },
        response: { 200: imageResponse, '4xx': errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const [, sha, ext] = mediaFile.exec((request.params as { file: string }).file) ?? [];
        const media = sha ? await sources.media.get(sha) : null;
        if (!media || mediaTypes[media.contentType] !== ext) return reply.code(404).send(failure('NOT_FOUND'));
        const charset = media.contentType === 'image/svg+xml' ? '; charset=utf-8' : '';
        reply.header('content-type', `${media.contentType}${charset}`);
        reply.header('cache-control', immutableCache);
        reply.header('content-security-policy', imageContentSecurityPolicy);
        return reply.send(Buffer.from(media.body));
      },
    });
  };
}
