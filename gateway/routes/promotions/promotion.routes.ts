/**
 * Promotions and activity centre (issue 19, decision 050): the list and detail (public; with a
 * real session each promotion carries my state and action), the banner per language, the §7
 * relays MCSFE_signUpPromotionJoin and MCSFE_signUpRequestReward (the activity application:
 * remark + up to 3 images through gateway/domain/uploads), claiming an issued reward, the daily
 * sign-in (CHECKIN3), and my application's images. Member calls refuse guests (401) and trial
 * accounts (403 TRIAL_NOT_ALLOWED → in_need_true_account).
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Envelope } from '../../../schemas/envelope';
import type { LangCode } from '../../../schemas/languages';
import { promotionPaths, uploadFields, uploadLimits, type PromotionListAnswer, type PromotionView } from '../../../schemas/promotions';
import { Refusal } from '../../domain/refusal';
import { applyForReward, checkRemark, claimReward, joinPromotion, listPromotions, promotionView, signInToday, type PromotionDeps } from '../../domain/promotions/promotion-service';
import { promotionRepository } from '../../db/promotions/promotion-repository';
import { promotionBannerSvg } from '../../domain/promotions/promotion-banner';
import { merchantHeadersSchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { merchantOf } from '../../http/merchant-gate';
import { readSession } from '../../http/session-auth';
import { identityErrorSchema, identityResponses } from '../identity.schemas';
import { authOf, realAccount } from '../payments-auth';
import { readImageForm, sendImage } from './image-form';
import { bannerParamsSchema, imageParamsSchema, joinBodySchema, langQuerySchema, multipartNote, promotionListSchema, promotionParamsSchema, promotionViewSchema } from './promotion.schemas';

const tags = ['promotions'];

export function promotionDeps(app: FastifyInstance): PromotionDeps {
  return { db: app.gateway.db, ledger: app.payments.ledger, now: () => new Date(app.identity.now()) };
}

function langOf(request: FastifyRequest): LangCode {
  return (request.query as { lang?: LangCode }).lang ?? merchantOf(request).brand.defaultLang;
}

async function checkinEnabled(request: FastifyRequest): Promise<boolean> {
  const { flags } = await request.server.gateway.merchantConfig.get(merchantOf(request).brand.merchant);
  return flags.CHECKIN3;
}

/** The member of a real (non-trial) session, or null: public reads show member states only to them. */
async function memberOrNull(request: FastifyRequest) {
  const auth = await readSession(request);
  return auth && auth.member.type !== 4 ? auth.member : null;
}

export const promotionRoutes: FastifyPluginAsync = async (app) => {
  const deps = promotionDeps(app);

  app.get(promotionPaths.list, {
    schema: { tags, summary: "The brand's promotions in a language; with a real session each carries my state and action (§4)", headers: merchantHeadersSchema, querystring: langQuerySchema, response: identityResponses(promotionListSchema) },
    handler: async (request): Promise<Envelope<PromotionListAnswer>> =>
      ok({ items: await listPromotions(deps, merchantOf(request).brand, await memberOrNull(request), langOf(request), await checkinEnabled(request)) }),
  });

  app.get(promotionPaths.detail, {
    schema: { tags, summary: 'One promotion (with my state when signed in)', headers: merchantHeadersSchema, params: promotionParamsSchema, querystring: langQuerySchema, response: identityResponses(promotionViewSchema) },
    handler: async (request): Promise<Envelope<PromotionView>> =>
      ok(await promotionView(deps, merchantOf(request).brand, await memberOrNull(request), (request.params as { id: string }).id, langOf(request), await checkinEnabled(request))),
  });

  app.get(promotionPaths.banner, {
    schema: {
      tags,
      summary: "A promotion's banner: decorative SVG art in the brand's colours, no text (the title is the card's heading); one image for every language",
      headers: merchantHeadersSchema,
      params: bannerParamsSchema,
      querystring: { type: 'object', additionalProperties: false, properties: langQuerySchema.properties },
      response: { 200: { description: 'SVG image.', type: 'string' }, '4xx': identityErrorSchema },
    },
    handler: async (request, reply) => {
      const { brand } = merchantOf(request);
      const { id } = request.params as { id: string; lang: LangCode };
      const p = await promotionRepository.find(deps.db, brand.merchant, id);
      if (!p) throw new Refusal(404, 'PROMOTION_UNKNOWN');
      reply.header('content-type', 'image/svg+xml; charset=utf-8');
      reply.header('cache-control', 'public, max-age=300');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(promotionBannerSvg(p.id, brand));
    },
  });

  app.post(promotionPaths.join, {
    preHandler: realAccount,
    schema: { tags, summary: 'Join a promotion (relay MCSFE_signUpPromotionJoin); joining again answers the same', headers: merchantHeadersSchema, querystring: langQuerySchema, body: joinBodySchema, response: identityResponses(promotionViewSchema) },
    handler: async (request): Promise<Envelope<PromotionView>> =>
      ok(await joinPromotion(deps, merchantOf(request).brand, authOf(request).member, (request.body as { promotionId: string }).promotionId, langOf(request))),
  });

  app.post(promotionPaths.requestReward, {
    preHandler: realAccount,
    bodyLimit: (uploadLimits.imageMaxBytes + 64 * 1024) * (uploadLimits.imageMaxFiles + 1),
    schema: {
      tags,
      summary: 'The activity application (relay MCSFE_signUpRequestReward): remark ≤ 140 characters and up to 3 images; after joining or a rejection',
      description: `${multipartNote} Fields: ${uploadFields.promotionId}, ${uploadFields.remark} (REMARK_TOO_LONG). PROMOTION_STATE (409) when not joined or already under review.`,
      consumes: ['multipart/form-data'],
      headers: merchantHeadersSchema,
      querystring: langQuerySchema,
      response: identityResponses(promotionViewSchema),
    },
    handler: async (request): Promise<Envelope<PromotionView>> => {
      const { member } = authOf(request);
      const form = await readImageForm(request, [uploadFields.promotionId, uploadFields.remark]);
      const remark = checkRemark(form.fields.get(uploadFields.remark));
      const id = form.fields.get(uploadFields.promotionId) ?? '';
      if (!/^[a-z0-9][a-z0-9-]{0,47}$/.test(id)) throw new Refusal(404, 'PROMOTION_UNKNOWN');
      return ok(await applyForReward(deps, merchantOf(request).brand, member, id, { remark, images: await form.cleanImages() }, langOf(request)));
    },
  });

  app.post(promotionPaths.claim, {
    preHandler: realAccount,
    schema: { tags, summary: 'Claim an issued reward: the bonus is credited through the ledger once (a retry or concurrent claim answers the same)', headers: merchantHeadersSchema, params: promotionParamsSchema, querystring: langQuerySchema, response: identityResponses(promotionViewSchema) },
    handler: async (request): Promise<Envelope<PromotionView>> =>
      ok(await claimReward(deps, merchantOf(request).brand, authOf(request).member, (request.params as { id: string }).id, langOf(request))),
  });

  app.post(promotionPaths.signIn, {
    preHandler: realAccount,
    schema: { tags, summary: "Today's sign-in (check-in) where the brand enables CHECKIN3 (else 403 PROMOTION_MODULE_OFF); once a day, its bonus once", headers: merchantHeadersSchema, params: promotionParamsSchema, querystring: langQuerySchema, response: identityResponses(promotionViewSchema) },
    handler: async (request): Promise<Envelope<PromotionView>> =>
      ok(await signInToday(deps, merchantOf(request).brand, authOf(request).member, (request.params as { id: string }).id, langOf(request), await checkinEnabled(request))),
  });

  app.get(promotionPaths.applicationImage, {
    preHandler: realAccount,
    schema: { tags, summary: "One image of my application (the gateway's re-encoded copy)", headers: merchantHeadersSchema, params: imageParamsSchema, querystring: langQuerySchema, response: { 200: { description: 'Image bytes.', type: 'string', format: 'binary' }, '4xx': identityErrorSchema } },
    handler: async (request, reply) => {
      const { member } = authOf(request);
      const { id, position } = request.params as { id: string; position: number };
      return sendImage(reply, await promotionRepository.image(deps.db, member.merchant, id, member.id, position));
    },
  });
};
