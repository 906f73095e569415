/**
 * Feedback (§5, §7 /wps/feedback PUT; issue 19, decision 050): content within the limits and up
 * to 3 images through the member image pipeline; GET lists my feedback, newest first; my
 * feedback's images back to me only. Guests 401, trial accounts 403 TRIAL_NOT_ALLOWED.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Envelope } from '../../../schemas/envelope';
import { promotionPaths, uploadFields, type FeedbackItem, type FeedbackListAnswer } from '../../../schemas/promotions';
import { feedbackRepository } from '../../db/feedback/feedback-repository';
import { checkFeedbackContent, feedbackHistory, sendFeedback } from '../../domain/feedback/feedback-service';
import { merchantHeadersSchema, merchantQuerySchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { identityErrorSchema, identityResponses } from '../identity.schemas';
import { authOf, realAccount } from '../payments-auth';
import { readImageForm, sendImage } from './image-form';
import { feedbackImageParamsSchema, feedbackListSchema, feedbackSchema, imageResponse, multipartNote } from './promotion.schemas';
import { uploadLimits } from '../../../schemas/promotions';

const tags = ['feedback'];

export const feedbackRoutes: FastifyPluginAsync = async (app) => {
  const db = app.gateway.db;

  app.put(promotionPaths.feedback, {
    preHandler: realAccount,
    bodyLimit: (uploadLimits.imageMaxBytes + 64 * 1024) * (uploadLimits.imageMaxFiles + 1),
    schema: {
      tags,
      summary: `Send feedback: content ${uploadLimits.feedbackMinChars}–${uploadLimits.feedbackMaxChars} characters and up to 3 images`,
      description: `${multipartNote} Field ${uploadFields.content} (FEEDBACK_LENGTH).`,
      consumes: ['multipart/form-data'],
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      response: identityResponses(feedbackSchema),
    },
    handler: async (request): Promise<Envelope<FeedbackItem>> => {
      const { member } = authOf(request);
      const form = await readImageForm(request, [uploadFields.content]);
      const content = checkFeedbackContent(form.fields.get(uploadFields.content));
      return ok(await sendFeedback(db, member, content, await form.cleanImages(), new Date(app.identity.now())));
    },
  });

  app.get(promotionPaths.feedback, {
    preHandler: realAccount,
    schema: { tags, summary: 'My feedback, newest first (at most 50)', headers: merchantHeadersSchema, querystring: merchantQuerySchema, response: identityResponses(feedbackListSchema) },
    handler: async (request): Promise<Envelope<FeedbackListAnswer>> => ok({ items: await feedbackHistory(db, authOf(request).member) }),
  });

  app.get(promotionPaths.feedbackImage, {
    preHandler: realAccount,
    schema: { tags, summary: 'An image of my feedback', headers: merchantHeadersSchema, params: feedbackImageParamsSchema, querystring: merchantQuerySchema, response: { 200: imageResponse, '4xx': identityErrorSchema } },
    handler: async (request, reply) => {
      const { id, position } = request.params as { id: string; position: number };
      return sendImage(reply, await feedbackRepository.image(db, authOf(request).member.id, id, position));
    },
  });
};
