/**
 * Customer-service live chat (§7 "live chat model list and launch"; §6: the model list needs no
 * token; docs/decisions/052-engagement-misc.md). CBS_modelList answers the brand's desks (none
 * when the brand has no chat); CBS_launchChat answers where a member's chat opens: the brand's
 * provider with a short-lived ticket naming the member, never the session token. Trial accounts
 * are refused (403 TRIAL_NOT_ALLOWED, §6 in_need_true_account). Outside production the
 * development provider's page is registered too (dev-chat.routes.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../schemas/api-paths';
import type { Envelope } from '../../../schemas/envelope';
import type { LangCode } from '../../../schemas/languages';
import type { ChatLaunchAnswer, ChatModelList } from '../../../schemas/live-chat';
import { chatModels, launchChat, type LiveChatSettings } from '../../domain/live-chat/live-chat';
import { ApiError } from '../../http/api-error';
import { envelopeResponses, merchantHeadersSchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { merchantOf } from '../../http/merchant-gate';
import { requireSession } from '../../http/session-auth';
import { langSchema, merchantQuery } from '../content.schemas';
import { devChatRoutes } from './dev-chat.routes';

const tags = ['live chat'];
const modelId = { type: 'string', pattern: '^[a-z][a-z0-9-]{1,31}$', description: 'A desk id from CBS_modelList.' } as const;

const modelListSchema = {
  type: 'object',
  required: ['available', 'models'],
  additionalProperties: false,
  properties: {
    available: { type: 'boolean', description: 'The brand offers live chat.' },
    models: {
      type: 'array',
      items: { type: 'object', required: ['id', 'name'], additionalProperties: false, properties: { id: { type: 'string' }, name: { type: 'string' } } },
    },
  },
} as const;

const launchSchema = {
  type: 'object',
  required: ['url', 'expiresInSeconds'],
  additionalProperties: false,
  properties: {
    url: { type: 'string', description: 'Open in a new tab: the provider address with ?model= and a ticket.' },
    expiresInSeconds: { type: 'integer' },
  },
} as const;

export function liveChatRoutes(env: Record<string, string | undefined> = process.env): FastifyPluginAsync {
  return async (app) => {
    const settings: LiveChatSettings = { production: app.gateway.production, env };

    app.get(apiPaths.chatModels, {
      schema: {
        tags,
        summary: 'Live chat desks of the brand (relay CBS_modelList; no token)',
        headers: merchantHeadersSchema,
        querystring: merchantQuery({ lang: { ...langSchema, description: 'Language of the desk names; absent or unsupported: the brand default.' } }),
        response: envelopeResponses(modelListSchema),
      },
      handler: async (request): Promise<Envelope<ChatModelList>> => {
        const { brand } = merchantOf(request);
        const asked = (request.query as { lang?: LangCode }).lang;
        const lang = asked && brand.supportLanguages.includes(asked) ? asked : brand.defaultLang;
        return ok(chatModels(brand, lang, settings));
      },
    });

    app.post(apiPaths.chatLaunch, {
      preHandler: requireSession({ allowTrial: false }),
      schema: {
        tags,
        summary: 'Open a live chat with a desk (relay CBS_launchChat; member, not for trial accounts)',
        description: '404 LIVE_CHAT_UNAVAILABLE when the brand has no chat, 404 CHAT_MODEL_NOT_FOUND for an unknown desk.',
        headers: merchantHeadersSchema,
        body: { type: 'object', required: ['model'], additionalProperties: false, properties: { model: modelId } },
        response: envelopeResponses(launchSchema),
      },
      handler: async (request): Promise<Envelope<ChatLaunchAnswer>> => {
        const member = request.auth?.member;
        if (!member) throw new ApiError(401, 'UNAUTHORIZED');
        const { model } = request.body as { model: string };
        return ok(launchChat({ brand: merchantOf(request).brand, member, model, now: app.identity.now() }, app.identity.box, settings));
      },
    });

    if (!app.gateway.production) await app.register(devChatRoutes);
  };
}
