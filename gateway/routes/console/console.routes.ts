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
import { consoleBrandRoutes } from './console-brand.routes';
import { consoleContentRoutes } from './console-content.routes';
import { consoleMerchantRoutes } from './console-merchants.routes';
import { consoleModuleRoutes } from './console-modules.routes';
import { consoleRegisterRuleRoutes } from './console-register-rules.routes';
import { consoleMoneyRoutes } from './console-money.routes';
import { consolePlayerRoutes } from './console-players.routes';
import { consolePromotionRoutes } from './console-promotions.routes';
import { consoleSessionRoutes } from './console-session.routes';
import { consoleStaffRoutes } from './console-staff.routes';
import { consoleStatusRoutes } from './console-status.routes';

export const consoleRoutes: FastifyPluginAsync = async (app) => {
  installIdentityErrors(app);
  installConsoleValidation(app);
  await app.register(consoleSessionRoutes);
  await app.register(consoleStaffRoutes);
  await app.register(consoleAuditRoutes);
  await app.register(consoleModuleRoutes);
  await app.register(consoleMerchantRoutes);
  await app.register(consoleRegisterRuleRoutes);
  await app.register(consoleStatusRoutes);
  await app.register(consoleMoneyRoutes);
  await app.register(consolePlayerRoutes);
  // The promotion review desk (docs/decisions/057).
  await app.register(consolePromotionRoutes);
  // Merchants and brands (docs/decisions/045).
  await app.register(consoleBrandRoutes);
  await app.register(consoleContentRoutes);
};
