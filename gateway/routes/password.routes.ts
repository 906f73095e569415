/**
 * Passwords (§7, READINGS #2–#4, #10): change (sealed; a session or the change token of a forced
 * change), forgot by e-mail (a single-use link; the same answer whether or not an account
 * matches), redeem the link (sealed), set by phone with an SMS code (sealed; CHNGPASSVERIF3).
 * Every change revokes the account's other sessions and sends a notice.
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
import { changePassword, forgotByEmail, resetByPhone, resetByToken } from '../domain/password-service';
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

export const passwordRoutes: FastifyPluginAsync = async (app) => {
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

  app.post(apiPaths.passwordEmail, {
    schema: {
      tags,
      summary: 'Forgot by e-mail: a reset link to the account e-mail, if username and e-mail match',
      description: 'Always { accepted: true } (READINGS #2). Per address: 60 s between requests, 5 an hour.',
      headers: merchantHeadersSchema,
      body: forgotEmailBodySchema,
      response: identityResponses(forgotEmailAnswerSchema),
    },
    handler: async (request): Promise<Envelope<ForgotByEmailAnswer>> => {
      await forgotByEmail(app.identity, await passwordContext(request), request.body as ForgotByEmailFields);
      return ok({ accepted: true as const, expiredMinutes: Math.round(app.identity.policy.resetTtlMs / 60_000) });
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
