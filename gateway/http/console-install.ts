/**
 * Puts the operator console on the app (root level): `app.console` and `request.staff`
 * (gateway/http/console-context.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { ConsoleServices } from '../domain/console/console-services';
import './console-context';

export function installConsole(app: FastifyInstance, services: ConsoleServices): void {
  app.decorate('console', services);
  app.decorateRequest('staff', null);
}
