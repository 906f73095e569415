/**
 * The points mall and VIP (issue 19, schemas/points.ts, docs/decisions/049-points-and-vip.md):
 * the §7 relays MCS2_getPointBalance, getPointConfig, getPointReward, getRedeemPointList,
 * passwordCheck/MCS2_redeemPointReward and passwordCheck/MCS2_convertPoint (sealed),
 * ODSFE2_MemTransDet; the VIP page's call; outside production the operator's decision on a
 * product exchange. Every member call needs a real session (401 / 403 TRIAL_NOT_ALLOWED).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope } from '../../../schemas/envelope';
import { isLangCode, type LangCode } from '../../../schemas/languages';
import type { PageQuery } from '../../../schemas/payments';
import {
  pointPaths,
  type ConvertFields,
  type ExchangeStatus,
  type PointBalanceAnswer,
  type PointConfigAnswer,
  type PointEntryKind,
  type PointEntryPage,
  type PointExchange,
  type PointExchangePage,
  type PointRewardsAnswer,
  type RedeemFields,
  type VipAnswer,
} from '../../../schemas/points';
import { convertPoints, decideExchange, pointBalance, pointConfig, pointDetails, pointExchanges, pointRewards, redeemProduct, vipStatus, type Exchanged } from '../../domain/points/points-service';
import { merchantHeadersSchema, merchantQuerySchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { replayedHeader } from '../../http/first-answer-reply';
import { merchantOf } from '../../http/merchant-gate';
import { sealedBody, sealedReader } from '../../http/sealed-body';
import { identityResponses } from '../identity.schemas';
import { authOf, realAccount } from '../payments-auth';
import {
  balanceSchema,
  configSchema,
  convertPlaintextSchema,
  decisionBodySchema,
  decisionParamsSchema,
  decisionSchema,
  entryPageSchema,
  entryQuerySchema,
  exchangedSchema,
  exchangePageSchema,
  exchangeQuerySchema,
  langQuerySchema,
  redeemPlaintextSchema,
  rewardsSchema,
  vipSchema,
} from './points.schemas';

const tags = ['points'];
const readRedeem = sealedReader<RedeemFields>(redeemPlaintextSchema);
const readConvert = sealedReader<ConvertFields>(convertPlaintextSchema);

function langOf(request: FastifyRequest): LangCode {
  const { lang } = request.query as { lang?: string };
  return isLangCode(lang) ? lang : merchantOf(request).brand.defaultLang;
}

function answer(reply: FastifyReply, x: Exchanged): PointExchange {
  if (x.replayed) reply.header(replayedHeader, 'true');
  return x.exchange;
}

const spendNote =
  'Idempotent by requestId: the same requestId with the same body answers the first exchange (header Idempotent-Replayed: true) and takes nothing again; another body 422 IDEMPOTENCY_CONFLICT. ' +
  'PAYMENT_PASSWORD_INCORRECT (400), PAYMENT_PASSWORD_NOT_SET (409), PAYMENT_PASSWORD_LOCKED (429 { retryAfterSeconds }; 5 wrong within 15 minutes, shared with withdrawals), POINTS_INSUFFICIENT (409).';

export const pointsRoutes: FastifyPluginAsync = async (app) => {
  app.get(pointPaths.balance, {
    preHandler: realAccount,
    schema: { tags, summary: 'Points balance (relay MCS2_getPointBalance): counts new bet rounds first; points never expire', headers: merchantHeadersSchema, querystring: merchantQuerySchema, response: identityResponses(balanceSchema) },
    handler: async (request): Promise<Envelope<PointBalanceAnswer>> => ok(await pointBalance(app.payments, authOf(request).member)),
  });

  app.get(pointPaths.config, {
    preHandler: realAccount,
    schema: { tags, summary: "The brand's points rule and ratio (relay getPointConfig)", headers: merchantHeadersSchema, querystring: merchantQuerySchema, response: identityResponses(configSchema) },
    handler: async (request): Promise<Envelope<PointConfigAnswer>> => ok(pointConfig(authOf(request).member, merchantOf(request).brand)),
  });

  app.get(pointPaths.rewards, {
    preHandler: realAccount,
    schema: { tags, summary: "The brand's products, names in lang (relay getPointReward)", headers: merchantHeadersSchema, querystring: langQuerySchema, response: identityResponses(rewardsSchema) },
    handler: async (request): Promise<Envelope<PointRewardsAnswer>> => ok(pointRewards(authOf(request).member.merchant, merchantOf(request).brand, langOf(request))),
  });

  app.get(pointPaths.exchanges, {
    preHandler: realAccount,
    schema: { tags, summary: 'My exchange record, newest first (relay getRedeemPointList; §3)', headers: merchantHeadersSchema, querystring: exchangeQuerySchema, response: identityResponses(exchangePageSchema) },
    handler: async (request): Promise<Envelope<PointExchangePage>> =>
      ok(await pointExchanges(app.payments, authOf(request).member, merchantOf(request).brand, request.query as PageQuery & { status?: ExchangeStatus })),
  });

  app.get(pointPaths.details, {
    preHandler: realAccount,
    schema: { tags, summary: 'Points details: every change with the balance after, newest first (relay ODSFE2_MemTransDet)', headers: merchantHeadersSchema, querystring: entryQuerySchema, response: identityResponses(entryPageSchema) },
    handler: async (request): Promise<Envelope<PointEntryPage>> => ok(await pointDetails(app.payments, authOf(request).member, request.query as PageQuery & { kind?: PointEntryKind })),
  });

  app.post(pointPaths.redeem, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Redeem a product for points with the payment password (sealed; relay passwordCheck/MCS2_redeemPointReward); in process until the operator decides',
      description: `${spendNote} POINT_PRODUCT_UNKNOWN (/productCode), POINT_ADDRESS_INVALID (/address: required for products that are sent, 5–140 characters; refused for others).`,
      headers: merchantHeadersSchema,
      querystring: langQuerySchema,
      body: sealedBody('{ requestId, productCode, quantity (1–10), address?, paymentPassword }.'),
      response: identityResponses(exchangedSchema),
    },
    handler: async (request, reply): Promise<Envelope<PointExchange>> => {
      const fields = await readRedeem(request);
      return ok(answer(reply, await redeemProduct(app.payments, authOf(request).member, merchantOf(request).brand, langOf(request), fields)));
    },
  });

  app.post(pointPaths.convert, {
    preHandler: realAccount,
    schema: {
      tags,
      summary: 'Convert points to cash in the main wallet with the payment password (sealed; relay passwordCheck/MCS2_convertPoint), through the ledger',
      description: `${spendNote} POINTS_OUT_OF_RANGE (/points: below the minimum or above the maximum), POINTS_STEP (/points: not a multiple of the ratio's points).`,
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      body: sealedBody('{ requestId, points, paymentPassword }.'),
      response: identityResponses(exchangedSchema),
    },
    handler: async (request, reply): Promise<Envelope<PointExchange>> => {
      const fields = await readConvert(request);
      return ok(answer(reply, await convertPoints(app.payments, authOf(request).member, merchantOf(request).brand, fields)));
    },
  });

  app.get(pointPaths.vip, {
    preHandler: realAccount,
    schema: { tags, summary: "The brand's VIP levels and benefits, my level and progress from bet volume", headers: merchantHeadersSchema, querystring: merchantQuerySchema, response: identityResponses(vipSchema) },
    handler: async (request): Promise<Envelope<VipAnswer>> => ok(await vipStatus(app.payments, authOf(request).member, merchantOf(request).brand)),
  });

  if (!app.gateway.production) {
    app.post(pointPaths.devDecision, {
      config: { merchant: 'none' },
      schema: {
        tags: ['development'],
        summary: "Development only: the operator's decision on a product exchange in process (rejected gives the points back); absent in production",
        params: decisionParamsSchema,
        body: decisionBodySchema,
        response: identityResponses(decisionSchema),
      },
      handler: async (request): Promise<Envelope<{ id: string; status: 'approved' | 'rejected' }>> => {
        const { id } = request.params as { id: string };
        const body = request.body as { status: 'approved' | 'rejected'; remark?: string };
        await decideExchange(app.payments, id, body.status, body.remark ?? null);
        return ok({ id, status: body.status });
      },
    });
  }
};
