/**
 * Sessions (§4 login flow, §7): login (sealed; username or SMS code), the verification step,
 * remember-me, free play (FREEPLAY3) and logout. A session token goes in
 * `Authorization: Bearer <token>` on every call that needs one (§6).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import { rememberCookie, type LoginAnswer, type LoginFields } from '../../schemas/identity';
import { freePlayLogin, passwordLogin, rememberLogin, smsLogin, verifyLogin } from '../domain/identity/login-service';
import { Refusal } from '../domain/refusal';
import { looksLikeToken, sha256Hex } from '../domain/identity/secure-tokens';
import { merchantHeadersSchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { clearRememberCookie, loginContext, setRememberCookie } from '../http/identity-request';
import { sealedBody, sealedReader } from '../http/sealed-body';
import { bearerToken, requireSession } from '../http/session-auth';
import {
  freePlayBodySchema,
  identityResponses,
  loggedOutSchema,
  loginAnswerSchema,
  loginPlaintextSchema,
  verifyBodySchema,
} from './identity.schemas';

const tags = ['identity'];
const readLogin = sealedReader<LoginFields>(loginPlaintextSchema);
const loginFields =
  '{ type: "username", username, password, captchaId?, captcha?, remember?, site? } or ' +
  '{ type: "sms", mobileNum, countryDialingCode, verificationCode, remember?, site? }.';

export const sessionRoutes: FastifyPluginAsync = async (app) => {
  app.post(apiPaths.login, {
    schema: {
      tags,
      summary: 'Login by username and password or by SMS code (sealed)',
      description:
        'Answers a session (token), a verification step (verification: authenticator, or a code sent for a new IP), ' +
        'or a forced password change (changeToken: password 123456, or expired with PWDEXPFORCECHANGE3). ' +
        'Unknown account and wrong password answer alike: 401 LOGIN_FAILED with value { captcha, retryAfterSeconds? }. ' +
        'The captcha is required where risk shows: 3 failures in a row of the account from this IP, 10 accounts failed ' +
        'from this IP or 5 IPs failed on the account in the last hour. From the 5th failure in a row of the account from ' +
        'this IP, the next try waits 30 s, doubling up to 15 min: 429 LOGIN_TOO_MANY_FAILURES with { retryAfterSeconds } ' +
        '(and Retry-After) until then. No lockout: the right password signs in from another IP, or after the wait. ' +
        'SMS login needs MOBILEVERCODELOGIN3.',
      headers: merchantHeadersSchema,
      body: sealedBody(loginFields),
      response: identityResponses(loginAnswerSchema),
    },
    handler: async (request, reply): Promise<Envelope<LoginAnswer>> => {
      const fields = await readLogin(request);
      const ctx = await loginContext(request);
      const outcome = fields.type === 'sms' ? await smsLogin(app.identity, ctx, fields) : await passwordLogin(app.identity, ctx, fields);
      setRememberCookie(reply, outcome.rememberToken);
      return ok(outcome.answer);
    },
  });

  app.post(apiPaths.loginVerify, {
    schema: {
      tags,
      summary: 'Second login step: authenticator or recovery code, or the SMS/e-mail code of a new IP',
      description: 'challenge from the login answer; 5 wrong codes end it (VERIFICATION_EXPIRED: log in again).',
      headers: merchantHeadersSchema,
      body: verifyBodySchema,
      response: identityResponses(loginAnswerSchema),
    },
    handler: async (request, reply): Promise<Envelope<LoginAnswer>> => {
      const { challenge, code } = request.body as { challenge: string; code: string };
      const outcome = await verifyLogin(app.identity, await loginContext(request), challenge, code);
      setRememberCookie(reply, outcome.rememberToken);
      return ok(outcome.answer);
    },
  });

  app.post(apiPaths.loginRemember, {
    schema: {
      tags,
      summary: 'Sign in again with the remember-me cookie (rotated on use)',
      description: '401 when the cookie is missing, used, revoked or expired, the IP is new (LOGINIPVERF3) or a password change is pending.',
      headers: merchantHeadersSchema,
      response: identityResponses(loginAnswerSchema),
    },
    handler: async (request, reply): Promise<Envelope<LoginAnswer>> => {
      const cookie = request.cookies[rememberCookie];
      if (!looksLikeToken(cookie)) {
        clearRememberCookie(reply);
        throw new Refusal(401, 'UNAUTHORIZED');
      }
      try {
        const outcome = await rememberLogin(app.identity, await loginContext(request), cookie);
        setRememberCookie(reply, outcome.rememberToken);
        return ok(outcome.answer);
      } catch (err) {
        clearRememberCookie(reply);
        throw err;
      }
    },
  });

  app.post(apiPaths.loginFreePlay, {
    config: { requiresModule: 'FREEPLAY3' },
    schema: {
      tags,
      summary: 'Free play: a new trial account (type 4) and its session',
      description: 'Trial sessions cannot change passwords or use the authenticator; game launch refuses them (in_need_true_account).',
      headers: merchantHeadersSchema,
      body: { ...freePlayBodySchema, description: 'os, platform W, Encryption, version (§7); all optional.' },
      response: identityResponses(loginAnswerSchema),
    },
    handler: async (request): Promise<Envelope<LoginAnswer>> => {
      return ok((await freePlayLogin(app.identity, await loginContext(request))).answer);
    },
  });

  app.delete(apiPaths.logout, {
    preHandler: requireSession(),
    schema: {
      tags,
      summary: 'Logout: the token is revoked on the server (READINGS #6), and the remember-me cookie',
      headers: merchantHeadersSchema,
      response: identityResponses(loggedOutSchema),
    },
    handler: async (request, reply): Promise<Envelope<{ loggedOut: true }>> => {
      const now = new Date(app.identity.now());
      const token = bearerToken(request);
      if (token) await app.identity.sessions.revoke(sha256Hex(token), 'logout', now);
      const cookie = request.cookies[rememberCookie];
      if (looksLikeToken(cookie)) await app.identity.tokens.revokeRemember(sha256Hex(cookie), now);
      clearRememberCookie(reply);
      return ok({ loggedOut: true as const });
    },
  });
};
