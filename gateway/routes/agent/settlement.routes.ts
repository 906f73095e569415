/**
 * The settlement part of the agent programme (docs/decisions/036-agent-settlement.md): the
 * income call, and outside production the development settlement clock.
 */
import type { FastifyPluginAsync } from 'fastify';
import { devSettlementClockRoutes } from './dev-settlement-clock.routes';
import { incomeRoutes } from './income.routes';

export const settlementRoutes: FastifyPluginAsync = async (app) => {
  await app.register(incomeRoutes);
  if (!app.gateway.production) await app.register(devSettlementClockRoutes);
};
