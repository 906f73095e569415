/**
 * Identity's additions to Fastify: `app.identity` (domain/identity-services.ts) and
 * `request.auth`, the session a `requireSession` preHandler found (gateway/http/session-auth.ts).
 */
import type { IdentityServices } from '../domain/identity/identity-services';
import type { Authenticated } from '../domain/identity/session-service';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityServices;
  }
  interface FastifyRequest {
    /** Set by requireSession / readSession; null when the call carries no valid session. */
    auth: Authenticated | null;
  }
}
