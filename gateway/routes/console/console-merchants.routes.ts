/**
 * The merchants of the signed-in staff member, for the console's merchant picker
 * (docs/decisions/044): every merchant for an all-merchant grant, else those granted.
 */
import type { FastifyPluginAsync } from 'fastify';
import { consolePaths, type StaffMerchantsAnswer } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { merchantsOfStaff } from '../../domain/console/staff-merchants';
import { requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { consoleResponses, noQuerySchema, staffMerchantsSchema } from './console.schemas';

export const consoleMerchantRoutes: FastifyPluginAsync = async (app) => {
  app.get(consolePaths.merchants, {
    onRequest: requireStaff,
    schema: {
      tags: ['console'],
      summary: 'The merchants the signed-in staff member holds a grant on (all of them for an all-merchant grant)',
      querystring: noQuerySchema,
      response: consoleResponses(staffMerchantsSchema),
    },
    handler: async (request): Promise<Envelope<StaffMerchantsAnswer>> => ok({ merchants: await merchantsOfStaff(app.console, staffOf(request).staffId) }),
  });
};
