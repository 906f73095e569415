/**
 * The operator console's API (issue 18, schemas/console.ts, docs/decisions/040) in one
 * encapsulated plugin under /console/api/, with the identity routes' error handler (refusals
 * carry { captcha, retryAfterSeconds } like player login). Registered by app.ts after
 * installConsole: `await app.register(consoleRoutes)`. Not player routes: no merchant gate, and
 * a player's session counts for nothing.
 */
import type { FastifyPluginAsync } from 'fastify';
import { installConsoleValidation } from '../../http/console-validation';
import { installIdentityErrors } from '../../http/identity-errors';
import { consoleAuditRoutes } from './console-audit.routes';
import { consoleMerchantRoutes } from './console-merchants.routes';
import { consoleModuleRoutes } from './console-modules.routes';
import { consoleSessionRoutes } from './console-session.routes';
import { consoleStaffRoutes } from './console-staff.routes';

export const consoleRoutes: FastifyPluginAsync = async (app) => {
  installIdentityErrors(app);
  installConsoleValidation(app);
  await app.register(consoleSessionRoutes);
  await app.register(consoleStaffRoutes);
  await app.register(consoleAuditRoutes);
  await app.register(consoleModuleRoutes);
  await app.register(consoleMerchantRoutes);
};
