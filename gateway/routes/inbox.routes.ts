/**
 * The member inbox's unread count (§6: needs a session, never for trial accounts; relay action
 * CSP_unreadCount, POST /wps/relay/CSP_unreadCount). The messages page of the member centre
 * (wallet/member issue) adds listing and reading here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import { inboxRelayActions, type UnreadCountAnswer } from '../../schemas/wallet';
import type { Db } from '../db/database';
import { createMemberInboxRepository } from '../db/member-inbox-repository';
import { Refusal } from '../domain/refusal';
import { merchantHeadersSchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { requireSession } from '../http/session-auth';
import { identityResponses } from './identity.schemas';

export const unreadCountPath = apiPaths.relay.replace(':action', inboxRelayActions.unreadCount);

const unreadCountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['unreadCount'],
  properties: { unreadCount: { type: 'integer', minimum: 0 } },
} as const;

export function inboxRoutes(db: Db): FastifyPluginAsync {
  const inbox = createMemberInboxRepository(db);
  return async (app) => {
    app.post(unreadCountPath, {
      preHandler: requireSession({ allowTrial: false }),
      schema: {
        tags: ['inbox'],
        summary: 'Unread inbox messages of the signed-in member (relay CSP_unreadCount; not for trial accounts)',
        headers: merchantHeadersSchema,
        response: identityResponses(unreadCountSchema),
      },
      handler: async (request): Promise<Envelope<UnreadCountAnswer>> => {
        if (!request.auth) throw new Refusal(401, 'UNAUTHORIZED');
        return ok({ unreadCount: await inbox.unreadCount(request.auth.member.id) });
      },
    });
  };
}
