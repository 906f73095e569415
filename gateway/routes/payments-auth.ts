/** The session a `requireSession` preHandler found (member-centre routes run only behind one). */
import type { FastifyRequest } from 'fastify';
import { Refusal } from '../domain/refusal';
import type { Authenticated } from '../domain/identity/session-service';
import { requireSession } from '../http/session-auth';

export function authOf(request: FastifyRequest): Authenticated {
  if (!request.auth) throw new Refusal(401, 'UNAUTHORIZED');
  return request.auth;
}

/** A real (non-trial) session: anonymous 401 UNAUTHORIZED, trial 403 TRIAL_NOT_ALLOWED. */
export const realAccount = requireSession({ allowTrial: false });
