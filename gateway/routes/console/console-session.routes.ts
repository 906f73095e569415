/**
 * Staff sign-in, sign-out and "me" (docs/decisions/040). The session token travels only in the
 * staff cookie (HttpOnly, SameSite=Strict, Path=/console, Secure in production); the answer
 * carries the session's CSRF token for the X-CSRF-Token header instead.
 */
import type { FastifyPluginAsync } from 'fastify';
import { consolePaths, type StaffSessionAnswer, type StaffSignInFields } from '../../../schemas/console';
import type { CaptchaAnswer } from '../../../schemas/identity';
import type { Envelope } from '../../../schemas/envelope';
import { consoleThrottleScope } from '../../domain/console/console-policy';
import { sessionAnswer } from '../../domain/console/staff-me';
import { signIn, signOut } from '../../domain/console/staff-sign-in';
import { checkCsrf, clearStaffCookie, clientOf, requireStaff, setStaffCookie, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { captchaAnswerSchema } from '../identity.schemas';
import { noQuerySchema, consoleResponses, sessionAnswerSchema, signedOutSchema, signInBodySchema } from './console.schemas';

const tags = ['console'];

export const consoleSessionRoutes: FastifyPluginAsync = async (app) => {
  app.get(consolePaths.captcha, {
    schema: {
      tags,
      summary: 'A captcha picture for staff sign-in (PNG, base64), single use, valid 5 minutes',
      querystring: noQuerySchema,
      response: consoleResponses(captchaAnswerSchema),
    },
    handler: async (): Promise<Envelope<CaptchaAnswer>> => ok(await app.console.identity.captcha.issue(consoleThrottleScope)),
  });

  app.post(consolePaths.session, {
    // Login CSRF: a sign-in posted from another site is refused before anything is read.
    onRequest: async (request) => checkCsrf(request, null),
    schema: {
      tags,
      summary: 'Staff sign-in: username, password and authenticator code; sets the staff session cookie',
      description:
        'Every failure (unknown name, wrong password, wrong or replayed code, disabled account) answers 401 LOGIN_FAILED ' +
        'with { captcha, retryAfterSeconds? }. Throttles as player login (decision 028): the captcha where risk shows, ' +
        'growing waits (429 LOGIN_TOO_MANY_FAILURES) from the 5th failure in a row, never a lockout. 403 CSRF_INVALID from another origin.',
      body: signInBodySchema,
      response: consoleResponses(sessionAnswerSchema),
    },
    handler: async (request, reply): Promise<Envelope<StaffSessionAnswer>> => {
      const { token, session } = await signIn(app.console, clientOf(request), request.body as StaffSignInFields);
      setStaffCookie(reply, token, session.absoluteExpiresAt);
      return ok(await sessionAnswer(app.console, session));
    },
  });

  app.delete(consolePaths.session, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: 'Staff sign-out: the session is revoked on the server and the cookie cleared (CSRF token required)',
      querystring: noQuerySchema,
      response: consoleResponses(signedOutSchema),
    },
    handler: async (request, reply): Promise<Envelope<{ signedOut: true }>> => {
      await signOut(app.console, clientOf(request), staffOf(request));
      clearStaffCookie(reply);
      return ok({ signedOut: true as const });
    },
  });

  app.get(consolePaths.me, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: 'The signed-in staff member: grants (role × merchant), merchants, capabilities, and the CSRF token',
      querystring: noQuerySchema,
      response: consoleResponses(sessionAnswerSchema),
    },
    handler: async (request): Promise<Envelope<StaffSessionAnswer>> => ok(await sessionAnswer(app.console, staffOf(request))),
  });
};
