/** What registration handlers read from a request: the login context plus the merchant's rules (database, cached). */
import type { FastifyRequest } from 'fastify';
import type { RegistrationContext } from '../domain/identity/registration-service';
import { loginContext } from '../http/identity-request';

export async function registrationContext(request: FastifyRequest): Promise<RegistrationContext> {
  const ctx = await loginContext(request);
  const config = await request.server.gateway.merchantConfig.get(ctx.merchant);
  return { ...ctx, rules: config.registerRules };
}
