/**
 * §7 "first login" (§4 "A first-time login triggers a first-login action"; docs/decisions/052):
 * whether the caller's session is the one that made the account's first login, and when that
 * was. The login answer says so once (firstTimeLogin); this call lets a page that loads later —
 * after a reload, in another tab — still run the first-login action (the F popups) for that
 * session and no other. A member call: trial sessions are refused (§6 in_need_true_account).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../schemas/api-paths';
import type { Envelope } from '../../../schemas/envelope';
import { ApiError } from '../../http/api-error';
import { envelopeResponses, merchantHeadersSchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { requireSession } from '../../http/session-auth';

export interface FirstLoginAnswer {
  firstTimeLogin: boolean;
  firstLoginAt: string | null;
}

const answerSchema = {
  type: 'object',
  required: ['firstTimeLogin', 'firstLoginAt'],
  additionalProperties: false,
  properties: {
    firstTimeLogin: { type: 'boolean', description: 'This session is the account\'s first login.' },
    firstLoginAt: { type: ['string', 'null'], format: 'date-time', description: 'When the account first logged in.' },
  },
} as const;

export const firstLoginRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.firstLogin, {
    preHandler: requireSession({ allowTrial: false }),
    schema: {
      tags: ['identity'],
      summary: 'First login: whether this session made the account\'s first login (member; not for trial accounts)',
      headers: merchantHeadersSchema,
      response: envelopeResponses(answerSchema),
    },
    handler: async (request): Promise<Envelope<FirstLoginAnswer>> => {
      const auth = request.auth;
      if (!auth) throw new ApiError(401, 'UNAUTHORIZED');
      const first = auth.member.firstLoginAt;
      return ok({ firstTimeLogin: first !== null && first.getTime() === auth.session.createdAt.getTime(), firstLoginAt: first?.toISOString() ?? null });
    },
  });
};
