/**
 * Startup calls (§2.2, §3 "Permission response", §7): permission, system status, whitelabel
 * modules and registration settings. All are merchant-scoped and public (no session).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { ModuleFlags, ModuleNode } from '../../schemas/modules';
import type { SystemStatusResponse } from '../../schemas/permission';
import type { RegisterRules } from '../../schemas/register-rules';
import type { Envelope } from '../../schemas/envelope';
import { hostnameOf } from '../domain/brand/merchant-resolver';
import { buildSystemStatus } from '../domain/permission';
import type { MerchantConfig } from '../domain/brand/merchant-config';
import { configForVisitor } from '../domain/brand/visitor-status';
import { envelopeResponses, merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { merchantOf } from '../http/merchant-gate';
import { createPermissionRenderer } from '../http/permission-renderer';
import { visitorCountryOf } from '../http/visitor-country';
import { permissionSchema, systemStatusSchema, whitelabelSchema } from './system.schemas';

const tags = ['system'];
const input = { headers: merchantHeadersSchema, querystring: merchantQuerySchema };

function configOf(request: FastifyRequest): Promise<MerchantConfig> {
  return request.server.gateway.merchantConfig.get(merchantOf(request).merchant);
}

export const systemRoutes: FastifyPluginAsync = async (app) => {
  const renderPermission = createPermissionRenderer(app.identity.sealKey.public, app.gateway.production);

  app.get(apiPaths.permission, {
    schema: {
      tags,
      summary: 'Startup answer: brand, status, modules, registration rules, visitor IP and country',
      description: 'The browser renders nothing brand-specific before this answer (§2.2).',
      ...input,
      response: envelopeResponses(permissionSchema),
    },
    handler: async (request, reply) => {
      const visitor = { ip: request.ip, countryCode: visitorCountryOf(request), hostname: hostnameOf(request.host) };
      const config = configForVisitor(await configOf(request), visitor, Date.now());
      return reply
        .type('application/json; charset=utf-8')
        .send(renderPermission(reply, merchantOf(request), config, visitor));
    },
  });

  app.get(apiPaths.systemStatus, {
    schema: {
      tags,
      summary: "System status for this visitor: 0 normal, 1 maintenance (now, or a scheduled window; with end time), 2 region restricted (everywhere, or the visitor's country or IP range)",
      ...input,
      response: envelopeResponses(systemStatusSchema),
    },
    handler: async (request): Promise<Envelope<SystemStatusResponse>> => {
      const visitor = { ip: request.ip, countryCode: visitorCountryOf(request) };
      return ok(buildSystemStatus(configForVisitor(await configOf(request), visitor, Date.now()), request.ip));
    },
  });

  app.get(apiPaths.whitelabel, {
    schema: {
      tags,
      summary: 'Whitelabel module tree and its flattened flags (§6)',
      ...input,
      response: envelopeResponses(whitelabelSchema),
    },
    handler: async (request): Promise<Envelope<{ tree: ModuleNode[]; flags: ModuleFlags }>> => {
      const { tree, flags } = await configOf(request);
      return ok({ tree, flags });
    },
  });

  app.get(apiPaths.registerSettings, {
    schema: {
      tags,
      summary: 'Registration field rules (§3 "Registration field rule")',
      ...input,
      response: envelopeResponses({ $ref: 'RegisterRules#' }),
    },
    handler: async (request): Promise<Envelope<RegisterRules>> => {
      return ok((await configOf(request)).registerRules);
    },
  });
};
