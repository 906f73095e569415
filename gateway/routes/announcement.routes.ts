/**
 * Announcements (§3, §7 relay MCSFE_getListAnnouncements; public, READINGS #5): banners,
 * notices, popups (paged by 8) and promotions in one answer, for a language, a platform and now.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { AnnouncementResponse, AnnouncementType, ContentPlatform, PopupExecution } from '../../schemas/content';
import type { Envelope } from '../../schemas/envelope';
import type { LangCode } from '../../schemas/languages';
import { buildAnnouncements, type AnnouncementQuery } from '../domain/content/announcement-query';
import type { ContentSources } from '../domain/content/content-sources';
import { envelopeResponses, merchantHeadersSchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant-gate';
import { announcementsQuery, announcementsSchema } from './content.schemas';

interface RawQuery {
  lang: LangCode;
  platform: ContentPlatform;
  types: string;
  execution?: string;
  groups?: string;
  pageNum: number;
}

/** The route schema has checked every list against its pattern, so the casts hold. */
function parseQuery(q: RawQuery): AnnouncementQuery {
  const list = (text: string | undefined): string[] | null => (text === undefined ? null : [...new Set(text.split(','))]);
  return {
    lang: q.lang,
    platform: q.platform,
    types: list(q.types) as AnnouncementType[],
    executions: list(q.execution) as PopupExecution[] | null,
    groups: list(q.groups),
    pageNum: q.pageNum,
  };
}

export function announcementRoutes(sources: ContentSources, now: () => Date): FastifyPluginAsync {
  return async (app) => {
    app.get(apiPaths.announcements, {
      schema: {
        tags: ['content'],
        summary: 'Banners, notices, popups and promotions (relay MCSFE_getListAnnouncements; public)',
        description:
          'Rows of the platform (or ALL) inside their time window, each text in lang or else the brand default. ' +
          'Popups carry their audience (execution A/B/F); the browser asks for its own with execution=, 8 per page.',
        headers: merchantHeadersSchema,
        querystring: announcementsQuery,
        response: envelopeResponses(announcementsSchema),
      },
      handler: async (request): Promise<Envelope<AnnouncementResponse>> => {
        const entry = merchantOf(request);
        const data = await sources.announcements.get(entry.merchant);
        return ok(buildAnnouncements(data, parseQuery(request.query as RawQuery), entry.brand, now()));
      },
    });
  };
}
