/**
 * §7 "domain route" (/wps/system/domainRoute; §3 Permission response info.domainRoute;
 * docs/decisions/052): the brand domain the visitor came through, or the main domain when the
 * host is not one of the brand's (the same rule as the permission answer), with the main domain
 * and the brand's other domains. Public, merchant-scoped, no session.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../schemas/api-paths';
import type { Envelope } from '../../../schemas/envelope';
import { hostnameOf } from '../../domain/brand/merchant-resolver';
import { envelopeResponses, merchantHeadersSchema, merchantQuerySchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { merchantOf } from '../../http/merchant-gate';
import { domainRouteOf } from '../../domain/permission';

export interface DomainRouteAnswer {
  domainRoute: string;
  mainDomain: string;
  domains: string[];
}

const answerSchema = {
  type: 'object',
  required: ['domainRoute', 'mainDomain', 'domains'],
  additionalProperties: false,
  properties: {
    domainRoute: { type: 'string', description: 'The brand domain of this visit (the main domain when the host is not the brand\'s).' },
    mainDomain: { type: 'string' },
    domains: { type: 'array', items: { type: 'string' } },
  },
} as const;

export const domainRouteRoutes: FastifyPluginAsync = async (app) => {
  app.get(apiPaths.domainRoute, {
    schema: {
      tags: ['system'],
      summary: 'Domain route: the brand domain of this visit (public)',
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      response: envelopeResponses(answerSchema),
    },
    handler: async (request): Promise<Envelope<DomainRouteAnswer>> => {
      const entry = merchantOf(request);
      return ok({ domainRoute: domainRouteOf(entry, hostnameOf(request.host)), mainDomain: entry.brand.mainDomain, domains: entry.brand.domains });
    },
  });
};
