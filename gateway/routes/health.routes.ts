/** Liveness and readiness for the start script and load balancers: answers 200 when the database answers. */
import type { FastifyPluginAsync } from 'fastify';
import { pingDatabase } from '../db/connection';
import { envelopeResponses } from '../http/common-schemas';
import { ApiError } from '../http/api-error';
import { ok } from '../http/envelope';
import { healthSchema } from './system.schemas';

export const healthPath = '/wps/system/health';

export const healthRoutes: FastifyPluginAsync = async (app) => {
  app.get(healthPath, {
    config: { merchant: 'none' },
    logLevel: 'warn',
    schema: {
      tags: ['system'],
      summary: 'Health: database reachable, brand folders loaded',
      querystring: { type: 'object', additionalProperties: false, properties: {} },
      response: envelopeResponses(healthSchema),
    },
    handler: async (request) => {
      const { db, registry } = request.server.gateway;
      try {
        await pingDatabase(db);
      } catch (err) {
        request.log.error({ err }, 'health: database unreachable');
        throw new ApiError(503, 'SERVICE_UNAVAILABLE');
      }
      return ok({
        database: 'ok' as const,
        brands: registry.loaded.length,
        brokenBrands: registry.broken.length,
      });
    },
  });
};
