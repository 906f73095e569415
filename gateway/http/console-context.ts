/**
 * What the operator console adds to Fastify: `app.console` (gateway/domain/console/console-services.ts)
 * and `request.staff`, the signed-in staff member's session once requireStaff has run.
 */
import type { ConsoleServices } from '../domain/console/console-services';
import type { StaffSessionRecord } from '../db/console/staff-session-repository';

declare module 'fastify' {
  interface FastifyInstance {
    console: ConsoleServices;
  }
  interface FastifyRequest {
    staff: StaffSessionRecord | null;
  }
}
