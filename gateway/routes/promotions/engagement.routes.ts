/**
 * Promotions, reward centre and feedback (issue 19, docs/decisions/050): one scope with its own
 * multipart limits (3 images + 1 to tell "too many", each under 5 MiB; text fields up to 1 KiB)
 * and the payment error mapping. app.ts: `await app.register(engagementRoutes)` after paymentRoutes.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { uploadLimits } from '../../../schemas/promotions';
import { installIdentityValidation } from '../../http/identity-validation';
import { installPaymentErrors } from '../payments.routes';
import { bonusRoutes } from './bonus.routes';
import { devPromotionRoutes } from './dev-promotion.routes';
import { feedbackRoutes } from './feedback.routes';
import { promotionRoutes } from './promotion.routes';

export const engagementRoutes: FastifyPluginAsync = async (app) => {
  installPaymentErrors(app);
  installIdentityValidation(app);
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: uploadLimits.imageMaxBytes, files: uploadLimits.imageMaxFiles + 1, fields: 4, fieldSize: 1024, parts: uploadLimits.imageMaxFiles + 6, headerPairs: 50 },
  });
  await app.register(promotionRoutes);
  await app.register(bonusRoutes);
  await app.register(feedbackRoutes);
  if (!app.gateway.production) await app.register(devPromotionRoutes);
};
