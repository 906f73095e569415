/**
 * The member inbox (§6: needs a session, never for trial accounts): the unread count (relay
 * action CSP_unreadCount, POST /wps/relay/CSP_unreadCount) and the messages page (messageV2,
 * issue 7): a page newest first, reading one (marks it read), marking all read. Every query names
 * the signed-in member: another member's message id answers 404.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { InboxListAnswer, InboxMessage, InboxReadAllAnswer, InboxReadAnswer, PageQuery } from '../../schemas/payments';
import { inboxRelayActions, type UnreadCountAnswer } from '../../schemas/wallet';
import type { Db } from '../db/database';
import { createMemberInboxRepository, type InboxMessageRecord } from '../db/content/member-inbox-repository';
import { pageOf, pageWindow } from '../db/paging';
import { Refusal } from '../domain/refusal';
import { merchantHeadersSchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { requireSession } from '../http/session-auth';
import { identityResponses } from './identity.schemas';
import { authOf } from './payments-auth';
import { idParamsSchema, inboxPageSchema, inboxReadAllSchema, inboxReadSchema, pageQuerySchema } from './payments.schemas';

export const unreadCountPath = apiPaths.relay.replace(':action', inboxRelayActions.unreadCount);

const unreadCountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['unreadCount'],
  properties: { unreadCount: { type: 'integer', minimum: 0 } },
} as const;

const tags = ['inbox'];

function toMessage(m: InboxMessageRecord): InboxMessage {
  return { id: m.id, sender: m.sender, title: m.title, body: m.body, createdAt: m.createdAt.toISOString(), read: m.readAt !== null };
}

export function inboxRoutes(db: Db): FastifyPluginAsync {
  const inbox = createMemberInboxRepository(db);
  const realAccount = requireSession({ allowTrial: false });
  return async (app) => {
    const now = () => new Date(app.identity.now());

    app.post(unreadCountPath, {
      preHandler: realAccount,
      schema: {
        tags,
        summary: 'Unread inbox messages of the signed-in member (relay CSP_unreadCount; not for trial accounts)',
        headers: merchantHeadersSchema,
        response: identityResponses(unreadCountSchema),
      },
      handler: async (request): Promise<Envelope<UnreadCountAnswer>> => {
        if (!request.auth) throw new Refusal(401, 'UNAUTHORIZED');
        return ok({ unreadCount: await inbox.unreadCount(request.auth.member.id) });
      },
    });

    app.get(apiPaths.inboxMessages, {
      preHandler: realAccount,
      schema: { tags, summary: 'My inbox, newest first, with the unread count', headers: merchantHeadersSchema, querystring: pageQuerySchema, response: identityResponses(inboxPageSchema) },
      handler: async (request): Promise<Envelope<InboxListAnswer>> => {
        const { member } = authOf(request);
        const w = pageWindow(request.query as PageQuery);
        const [{ items, total }, unreadCount] = await Promise.all([inbox.page(member.id, w), inbox.unreadCount(member.id)]);
        return ok({ ...pageOf(items.map(toMessage), w, total), unreadCount });
      },
    });

    app.post(apiPaths.inboxReadAll, {
      preHandler: realAccount,
      schema: { tags, summary: 'Mark every message of mine read', headers: merchantHeadersSchema, response: identityResponses(inboxReadAllSchema) },
      handler: async (request): Promise<Envelope<InboxReadAllAnswer>> => {
        const marked = await inbox.readAll(authOf(request).member.id, now());
        return ok({ unreadCount: 0 as const, marked });
      },
    });

    app.post(apiPaths.inboxMessageRead, {
      preHandler: realAccount,
      schema: { tags, summary: 'Read one of my messages (marks it read)', headers: merchantHeadersSchema, params: idParamsSchema, response: identityResponses(inboxReadSchema) },
      handler: async (request): Promise<Envelope<InboxReadAnswer>> => {
        const { member } = authOf(request);
        const message = await inbox.read(member.id, (request.params as { id: string }).id, now());
        if (!message) throw new Refusal(404, 'NOT_FOUND');
        return ok({ message: toMessage(message), unreadCount: await inbox.unreadCount(member.id) });
      },
    });
  };
}
