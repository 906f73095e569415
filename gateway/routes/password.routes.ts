/**
 * Passwords (§7, READINGS #2–#4, #10): change (sealed; a session or the change token of a forced
 * change), forgot by e-mail (a single-use link; the same answer whether or not an account
 * matches), redeem the link (sealed), set by phone with an SMS code (sealed; CHNGPASSVERIF3).
 * Every change revokes the account's other sessions and sends a notice. Forgot by e-mail also
 * takes the form-encoded body of §7's "form POST" (the spec's client); nothing else here does.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type {
  ChangePasswordFields,
  ForgotByEmailAnswer,
  ForgotByEmailFields,
  PasswordChangedAnswer,
  PhonePasswordFields,
  ResetPasswordFields,
} from '../../schemas/identity';
import { changePassword, forgotByEmail, resetByPhone, resetByToken } from '../domain/identity/password-service';
import { Refusal } from '../domain/refusal';
import { merchantHeadersSchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { passwordContext } from '../http/identity-request';
import { sealedBody, sealedReader } from '../http/sealed-body';
import { bearerToken, readSession } from '../http/session-auth';
import {
  changePasswordPlaintextSchema,
  forgotEmailAnswerSchema,
  forgotEmailBodySchema,
  identityResponses,
  passwordChangedSchema,
  phonePasswordPlaintextSchema,
  resetPasswordPlaintextSchema,
} from './identity.schemas';

const tags = ['identity'];
const readChange = sealedReader<ChangePasswordFields>(changePasswordPlaintextSchema);
const readReset = sealedReader<ResetPasswordFields>(resetPasswordPlaintextSchema);
const readPhone = sealedReader<PhonePasswordFields>(phonePasswordPlaintextSchema);

/** Largest form body of forgot by e-mail: two short fields (username ≤ 64, e-mail ≤ 254), escaped. */
const formBodyLimit = 4096;

/** Pure: a form-encoded body as an object; a field given twice is refused (which one would count?). */
export function parseFormBody(text: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) {
    if (Object.hasOwn(fields, name)) throw new Refusal(400, 'VALIDATION_FAILED', [{ path: `/${name}`, reason: 'duplicate', message: 'error.validation_failed' }]);
    fields[name] = value;
  }
  return fields;
}

/**
 * Forgot by e-mail as §7's form POST: its own plugin, so no other route takes form bodies. A
 * form needs no CORS preflight, so one posted from another site (Sec-Fetch-Site: cross-site) is
 * refused: no page elsewhere can make a player's browser ask for reset mails.
 */
const forgotByEmailRoute: FastifyPluginAsync = async (app) => {
  app.addHook('preValidation', async (request) => {
    if (request.headers['sec-fetch-site'] === 'cross-site' && /^application\/x-www-form-urlencoded\b/i.test(request.headers['content-type'] ?? ''))
      throw new Refusal(403, 'FORBIDDEN');
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: formBodyLimit }, (_request, body, done) => {
    try {
      done(null, parseFormBody(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
  app.post(apiPaths.passwordEmail, {
    schema: {
      tags,
      summary: 'Forgot by e-mail: a reset link to the account e-mail, if username and e-mail match',
      description:
        'Always { accepted: true } (READINGS #2). Per address: 60 s between requests, 5 an hour. ' +
        'JSON, or the form-encoded body of §7 "form POST" (username=…&email=…).',
      headers: merchantHeadersSchema,
      body: forgotEmailBodySchema,
      response: identityResponses(forgotEmailAnswerSchema),
    },
    handler: async (request): Promise<Envelope<ForgotByEmailAnswer>> => {
      await forgotByEmail(app.identity, await passwordContext(request), request.body as ForgotByEmailFields);
      return ok({ accepted: true as const, expiredMinutes: Math.round(app.identity.policy.resetTtlMs / 60_000) });
    },
  });
};

export const passwordRoutes: FastifyPluginAsync = async (app) => {
  await app.register(forgotByEmailRoute);
  app.post(apiPaths.password, {
    schema: {
      tags,
      summary: 'Change the password (sealed): with a session, or with the changeToken of a forced change',
      description: 'Refuses 123456, common passwords, the old password and lengths outside the rule; other sessions are revoked.',
      headers: merchantHeadersSchema,
      body: sealedBody('{ oldPassword, newPassword, confirmNewPassword, changeToken? }.'),
      response: identityResponses(passwordChangedSchema),
    },
    handler: async (request): Promise<Envelope<PasswordChangedAnswer>> => {
      const fields = await readChange(request);
      const auth = await readSession(request);
      // A token that no longer works is refused, not silently replaced by a change token.
      if (bearerToken(request) && !auth) throw new Refusal(401, 'UNAUTHORIZED');
      return ok(await changePassword(app.identity, await passwordContext(request), fields, auth));
    },
  });

  app.post(apiPaths.passwordReset, {
    schema: {
      tags,
      summary: 'Set a new password with the token of an e-mailed reset link (sealed; single use, 30 minutes)',
      headers: merchantHeadersSchema,
      body: sealedBody('{ resetToken, newPassword, confirmNewPassword }.'),
      response: identityResponses(passwordChangedSchema),
    },
    handler: async (request): Promise<Envelope<PasswordChangedAnswer>> => {
      const fields = await readReset(request);
      return ok(await resetByToken(app.identity, await passwordContext(request), fields));
    },
  });

  app.post(apiPaths.passwordVerification, {
    config: { requiresModule: 'CHNGPASSVERIF3' },
    schema: {
      tags,
      summary: 'Set the password by phone with an SMS code (sealed)',
      description: 'Code from POST /wps/verification/sms/noLogin with purpose RESET_PASSWORD. Then log in with the new password.',
      headers: merchantHeadersSchema,
      body: sealedBody('{ newPassword, mobileNum, countryDialingCode, verificationCode }.'),
      response: identityResponses(passwordChangedSchema),
    },
    handler: async (request): Promise<Envelope<PasswordChangedAnswer>> => {
      const fields = await readPhone(request);
      return ok(await resetByPhone(app.identity, await passwordContext(request), fields));
    },
  });
};
