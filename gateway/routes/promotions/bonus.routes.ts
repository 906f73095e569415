/**
 * Reward centre and bonus details (issue 19, decision 050): my bonuses with their wagering
 * requirement and the bets wagered since each was credited, and whether I may withdraw.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Envelope } from '../../../schemas/envelope';
import { promotionPaths, type BonusListAnswer } from '../../../schemas/promotions';
import { bonusRepository } from '../../db/promotions/bonus-repository';
import { promotionRepository } from '../../db/promotions/promotion-repository';
import { formatMinor } from '../../domain/payments/payment-amount';
import { minorDigitsOf } from '../../domain/payments/payment-settings';
import { textsOf } from '../../domain/promotions/promotion-service';
import { merchantHeadersSchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { merchantOf } from '../../http/merchant-gate';
import { identityResponses } from '../identity.schemas';
import { authOf, realAccount } from '../payments-auth';
import { bonusListSchema, langQuerySchema } from './promotion.schemas';
import type { LangCode } from '../../../schemas/languages';

export const bonusRoutes: FastifyPluginAsync = async (app) => {
  app.get(promotionPaths.bonuses, {
    preHandler: realAccount,
    schema: { tags: ['promotions'], summary: 'Reward centre: my bonuses, their wagering requirement and progress; withdrawable is false while one is unmet', headers: merchantHeadersSchema, querystring: langQuerySchema, response: identityResponses(bonusListSchema) },
    handler: async (request): Promise<Envelope<BonusListAnswer>> => {
      const { member } = authOf(request);
      const { brand } = merchantOf(request);
      const lang = (request.query as { lang?: LangCode }).lang ?? brand.defaultLang;
      const [bonuses, promotions] = await Promise.all([bonusRepository.listWithProgress(app.gateway.db, member.id), promotionRepository.list(app.gateway.db, brand.merchant)]);
      const items = bonuses.map((b) => {
        const digits = minorDigitsOf(b.currency);
        const p = promotions.find((x) => x.id === b.promotionId);
        return {
          id: b.id,
          promotionId: b.promotionId,
          title: p ? textsOf(p, lang, brand).title : b.promotionId,
          amount: formatMinor(b.amountMinor, digits),
          currency: b.currency,
          grantedAt: b.grantedAt.toISOString(),
          wagerRequired: formatMinor(b.wagerRequiredMinor, digits),
          wagered: formatMinor(Math.min(b.wageredMinor, b.wagerRequiredMinor), digits),
          met: b.wageredMinor >= b.wagerRequiredMinor,
        };
      });
      return ok({ items, withdrawable: items.every((i) => i.met) });
    },
  });
};
