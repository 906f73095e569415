/**
 * Puts identity on the app (root level, so every area's routes can use requireSession):
 * `app.identity` and `request.auth`.
 */
import type { FastifyInstance } from 'fastify';
import type { IdentityServices } from '../domain/identity/identity-services';
import './identity-context';

export function installIdentity(app: FastifyInstance, identity: IdentityServices): void {
  app.decorate('identity', identity);
  app.decorateRequest('auth', null);
}
