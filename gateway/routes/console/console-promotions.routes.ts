/**
 * The promotion review desk (issue 19, docs/decisions/057; promotions.review: owner, operator,
 * finance of the merchant): activity applications newest first, one with its remark, its images
 * (staff only, from member_images, nosniff, never cached) and approve / reject-with-reason.
 * Deciding twice — a retry, a second staff member, another instance — answers 409
 * APPLICATION_DECIDED and changes nothing.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Envelope } from '../../../schemas/envelope';
import type { QueuePage, QueueQuery } from '../../../schemas/console-money';
import { consolePromotionPaths, type ApplicationDetail, type ApplicationRejectFields, type ApplicationSummary } from '../../../schemas/console-promotions';
import type { LangCode } from '../../../schemas/languages';
import { applicationDetail, applicationImage, applicationList, decideReview, type ReviewActor } from '../../domain/console/promotion-desk';
import { clientOf, requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { identityErrorSchema } from '../identity.schemas';
import { promotionDeps } from '../promotions/promotion.routes';
import { consoleResponses, merchantParamsSchema } from './console.schemas';
import {
  applicationDetailSchema,
  applicationImageParamsSchema,
  applicationPageSchema,
  applicationParamsSchema,
  applicationQuerySchema,
  applicationRejectBodySchema,
} from './console-promotions.schemas';

const tags = ['console'];
const who = '(owner, operator, finance)';

function actorOf(request: FastifyRequest): ReviewActor {
  return { session: staffOf(request), client: clientOf(request) };
}

/** Titles in the merchant's default language (the one its promotions are surely written in). */
function langOf(app: FastifyInstance, merchant: string): LangCode | null {
  const entry = app.gateway.registry.get(merchant);
  return entry?.ok ? entry.brand.defaultLang : null;
}

export const consolePromotionRoutes: FastifyPluginAsync = async (app) => {
  const deps = promotionDeps(app);

  app.get(consolePromotionPaths.applications, {
    onRequest: requireStaff,
    schema: { tags, summary: `A merchant's activity applications, newest first, keyset-paged ${who}`, params: merchantParamsSchema, querystring: applicationQuerySchema, response: consoleResponses(applicationPageSchema) },
    handler: async (request): Promise<Envelope<QueuePage<ApplicationSummary>>> => {
      const { merchant } = request.params as { merchant: string };
      return ok(await applicationList(app.console, staffOf(request), merchant, langOf(app, merchant), request.query as QueueQuery));
    },
  });

  app.get(consolePromotionPaths.application, {
    onRequest: requireStaff,
    schema: { tags, summary: `One activity application with its remark ${who}`, params: applicationParamsSchema, response: consoleResponses(applicationDetailSchema) },
    handler: async (request): Promise<Envelope<ApplicationDetail>> => {
      const { merchant, id } = request.params as { merchant: string; id: string };
      return ok(await applicationDetail(app.console, staffOf(request), merchant, langOf(app, merchant), id));
    },
  });

  app.get(consolePromotionPaths.applicationImage, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: `An activity application's image (PNG or JPEG as re-encoded on upload) ${who}`,
      params: applicationImageParamsSchema,
      response: { 200: { description: 'The image bytes.', type: 'string', format: 'binary' }, '4xx': identityErrorSchema },
    },
    handler: async (request, reply) => {
      const { merchant, id, position } = request.params as { merchant: string; id: string; position: number };
      const image = await applicationImage(app.console, staffOf(request), merchant, id, position);
      void reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(image.contentType);
      return reply.send(Buffer.from(image.body));
    },
  });

  app.post(consolePromotionPaths.approve, {
    onRequest: requireStaff,
    schema: { tags, summary: `Approve an application under review: the reward is issued for the member to claim ${who}; 409 APPLICATION_DECIDED once decided`, params: applicationParamsSchema, response: consoleResponses(applicationDetailSchema) },
    handler: async (request): Promise<Envelope<ApplicationDetail>> => {
      const { merchant, id } = request.params as { merchant: string; id: string };
      return ok(await decideReview(app.console, deps, actorOf(request), merchant, langOf(app, merchant), id, 'approve', null));
    },
  });

  app.post(consolePromotionPaths.reject, {
    onRequest: requireStaff,
    schema: { tags, summary: `Reject an application under review with the reason the member reads ${who}; 409 APPLICATION_DECIDED once decided`, params: applicationParamsSchema, body: applicationRejectBodySchema, response: consoleResponses(applicationDetailSchema) },
    handler: async (request): Promise<Envelope<ApplicationDetail>> => {
      const { merchant, id } = request.params as { merchant: string; id: string };
      const { reason } = request.body as ApplicationRejectFields;
      return ok(await decideReview(app.console, deps, actorOf(request), merchant, langOf(app, merchant), id, 'reject', reason.trim()));
    },
  });
};
