/**
 * Development only (never registered when production): the messages the outbox double
 * delivered, newest first, so tests and the e2e can read codes and links. Everything queued is
 * delivered first (docs/decisions/026-message-delivery.md), so a code asked for is here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { OutboxMessage } from '../../schemas/identity';
import { ok } from '../http/envelope';
import { identityResponses, outboxQuerySchema, outboxSchema } from './identity.schemas';

export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.devOutbox, {
    config: { merchant: 'none' },
    schema: {
      tags: ['development'],
      summary: 'Development only: outbox messages (SMS codes, e-mails), newest first; absent in production',
      querystring: outboxQuerySchema,
      response: identityResponses(outboxSchema),
    },
    handler: async (request): Promise<Envelope<{ messages: OutboxMessage[] }>> => {
      const q = request.query as { target?: string; merchant?: string; limit: number };
      const { outbox, deliveries } = app.identity;
      if (!outbox) throw new Error('the development outbox does not exist in production');
      await deliveries.drain();
      return ok({ messages: await outbox.list({ target: q.target, merchant: q.merchant, limit: q.limit }) });
    },
  });
};
