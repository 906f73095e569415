/**
 * Registration (issue 5, docs/decisions/018-registration.md): register by username or by mobile
 * (§7 PUT, POST accepted too; sealed), the registration SMS code (sendRegPhoneCode), the
 * proof-of-work challenge, and the affiliate-code check. One encapsulated plugin with the
 * identity error handler and strict body validation; registered by app.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer } from '../../schemas/identity';
import type { SealedPayload } from '../../schemas/sealed-payload';
import type { RegistrationMode } from '../../schemas/compile-registration';
import { Refusal } from '../domain/refusal';
import { createProofOfWork } from '../domain/identity/registration-proof-of-work';
import { registrationValidatorModule } from '../domain/identity/registration-validator-module';
import { compiledFor, register, type RegistrationContext } from '../domain/identity/registration-service';
import { registrationContext } from './register-context';
import { sendRegisterSmsCode } from '../domain/identity/sms-code-service';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { installIdentityErrors } from '../http/identity-errors';
import { installIdentityValidation } from '../http/identity-validation';
import { sealedBody } from '../http/sealed-body';
import { affiliateRoutes } from './affiliate.routes';
import {
  identityErrorSchema,
  identityResponses,
  loginAnswerSchema,
  smsCodeAnswerSchema,
} from './identity.schemas';
import {
  challengeAnswerSchema,
  registerPlaintextDescription,
  registerSmsBodySchema,
  validatorQuerySchema,
} from './register.schemas';

const tags = ['registration'];

/** Whether either registration form shows the SMS code for this merchant now. */
function smsCodeShown(ctx: RegistrationContext): boolean {
  return (['register', 'registerMobile'] as const).some((mode) => {
    const compiled = compiledFor(ctx, mode);
    return compiled.enabled && 'verificationCode' in compiled.schema.properties;
  });
}

export const registerRoutes: FastifyPluginAsync = async (app) => {
  installIdentityErrors(app);
  installIdentityValidation(app);
  const proofOfWork = createProofOfWork(app.gateway.db, app.identity.box, app.identity.now);
  const deps = { db: app.gateway.db, identity: app.identity, proofOfWork };

  const registerRoute = (url: string, mode: RegistrationMode, module: string) =>
    app.route({
      method: ['PUT', 'POST'],
      url,
      schema: {
        tags,
        summary: `Register ${mode === 'register' ? 'by username' : 'by mobile number'} (sealed; ${module})`,
        description:
          `${registerPlaintextDescription} Then: ${module} on (403 MODULE_DISABLED), password policy, captcha or proof of work ` +
          '(CAPTCHA_INVALID; used up by every attempt), affiliate code (AFFILIATE_CODE_INVALID), SMS code (CODE_INVALID / ' +
          'CODE_EXPIRED), then 409 USERNAME_TAKEN / MOBILE_TAKEN. Success: the login answer with a session.',
        headers: merchantHeadersSchema,
        body: sealedBody('see the description'),
        response: identityResponses(loginAnswerSchema),
      },
      handler: async (request): Promise<Envelope<LoginAnswer>> => {
        const ctx = await registrationContext(request);
        if (!compiledFor(ctx, mode).enabled) throw new Refusal(403, 'MODULE_DISABLED');
        const opened = await app.identity.openSealed(request.body as SealedPayload);
        if (!opened.ok) throw new Refusal(400, opened.code);
        return ok(await register(deps, ctx, mode, opened.value));
      },
    });
  registerRoute(apiPaths.register, 'register', 'USERNAMEREG3');
  registerRoute(apiPaths.registerMobile, 'registerMobile', 'MOBILENUMREG3');

  app.post(apiPaths.smsRegister, {
    schema: {
      tags,
      summary: 'Send a registration code by SMS (sendRegPhoneCode) where a register form shows the SMS code',
      description:
        'Same answer whether or not the number has an account (a registered number gets a notice, not a code). Per number: ' +
        '60 s between sends, 5 an hour (429 SMS_TOO_MANY_REQUESTS with value { retryAfterSeconds }).',
      headers: merchantHeadersSchema,
      body: registerSmsBodySchema,
      response: identityResponses(smsCodeAnswerSchema),
    },
    handler: async (request): Promise<Envelope<{ expiredMinutes: number; validMinutes: number }>> => {
      const ctx = await registrationContext(request);
      const body = request.body as { mobileNo?: string; mobileNum?: string; countryDialingCode: string };
      return ok(
        await sendRegisterSmsCode(
          app.identity,
          ctx,
          smsCodeShown(ctx),
          body.mobileNo ?? body.mobileNum ?? '',
          body.countryDialingCode,
        ),
      );
    },
  });

  app.get(apiPaths.registerChallenge, {
    schema: {
      tags,
      summary:
        'A proof-of-work challenge (ALTCHA v2) for a register form without the image captcha; single use, 10 minutes',
      headers: merchantHeadersSchema,
      querystring: merchantQuerySchema,
      response: identityResponses(challengeAnswerSchema),
    },
    handler: async (request, reply) => {
      const ctx = await registrationContext(request);
      const open = (['register', 'registerMobile'] as const).some((mode) => compiledFor(ctx, mode).enabled);
      if (!open) throw new Refusal(403, 'MODULE_DISABLED');
      reply.header('cache-control', 'no-store, max-age=0');
      return ok(await proofOfWork.challenge(ctx.merchant));
    },
  });

  app.get(apiPaths.registerValidator, {
    schema: {
      tags,
      summary: "The register form's validator as a JavaScript module (CSP-safe: no eval in the browser)",
      description:
        'Exports validateFns and rootSchema for @rjsf/validator-ajv8 createPrecompiledValidator; built from the same ' +
        'compiled schema the register call is checked with (the rules in the database now). Not cached.',
      headers: merchantHeadersSchema,
      querystring: validatorQuerySchema,
      response: {
        200: { type: 'string', description: 'text/javascript module' },
        '4xx': identityErrorSchema,
      },
    },
    handler: async (request, reply) => {
      const ctx = await registrationContext(request);
      const compiled = compiledFor(ctx, (request.query as { mode: RegistrationMode }).mode);
      if (!compiled.enabled) throw new Refusal(403, 'MODULE_DISABLED');
      return reply
        .header('cache-control', 'no-store, max-age=0')
        .type('text/javascript; charset=utf-8')
        .send(registrationValidatorModule(compiled));
    },
  });

  await app.register(affiliateRoutes);
};
