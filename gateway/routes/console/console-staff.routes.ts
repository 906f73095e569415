/** Staff accounts (owner only, within the owner's merchants; docs/decisions/040). */
import type { FastifyPluginAsync } from 'fastify';
import { consolePaths, type StaffCreated, type StaffCreateFields, type StaffSummary } from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { listStaffInScope } from '../../db/console/staff-directory-repository';
import { createStaff, disableStaff, toSummary } from '../../domain/console/staff-admin';
import { Refusal } from '../../domain/refusal';
import { clientOf, requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { consoleResponses, noQuerySchema, staffCreateBodySchema, staffCreatedSchema, staffIdParamsSchema, staffListSchema, staffSummarySchema } from './console.schemas';

const tags = ['console'];

export const consoleStaffRoutes: FastifyPluginAsync = async (app) => {
  app.get(consolePaths.staff, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: "Staff accounts within the owner's merchants, with their grants there (owner)",
      querystring: noQuerySchema,
      response: consoleResponses(staffListSchema),
    },
    handler: async (request): Promise<Envelope<{ items: StaffSummary[] }>> => {
      const me = staffOf(request);
      if (!(await app.console.staff.scopeOf(me.staffId, ['owner']))) throw new Refusal(403, 'FORBIDDEN');
      return ok({ items: (await listStaffInScope(app.console.db, me.staffId)).map(toSummary) });
    },
  });

  app.post(consolePaths.staff, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: 'Create a staff account with grants within the owner\'s merchants (owner); the authenticator secret is answered once',
      description: '400 USERNAME_TAKEN at /username (names differ by more than case); 400 PASSWORD_LENGTH / PASSWORD_COMMON (12–128 characters, not common, not the name); 403 for a grant beyond the owner\'s merchants.',
      body: staffCreateBodySchema,
      response: consoleResponses(staffCreatedSchema),
    },
    handler: async (request): Promise<Envelope<StaffCreated>> => {
      return ok(await createStaff(app.console, staffOf(request), clientOf(request), request.body as StaffCreateFields));
    },
  });

  app.post(consolePaths.staffDisable, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: 'Disable a staff account (owner; every grant of theirs within the owner\'s merchants): their sessions end at once',
      description: '404 for a staff member the owner does not see; 409 STAFF_SELF for oneself; disabling twice changes nothing.',
      params: staffIdParamsSchema,
      response: consoleResponses(staffSummarySchema),
    },
    handler: async (request): Promise<Envelope<StaffSummary>> => {
      const me = staffOf(request);
      if (!(await app.console.staff.scopeOf(me.staffId, ['owner']))) throw new Refusal(403, 'FORBIDDEN');
      return ok(await disableStaff(app.console, me, clientOf(request), (request.params as { id: string }).id));
    },
  });
};
