/**
 * Social login through OpenID Connect (docs/decisions/016-social-login.md):
 *   GET  start     → 302 to the provider (authorization code + PKCE S256, state, nonce)
 *   GET  callback  → 302 to the app: /?socialLogin=<one-time code>&returnTo=<path>
 *   POST exchange  → the normal login answer (schemas/identity.ts LoginAnswer) with the token
 * The two GETs are browser navigations: a refusal sends the browser to
 * /login?socialError=<code> (a caller asking for JSON gets the 4xx envelope instead).
 * Outside production, GET /dev/oidc answers the development identity provider's issuer.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer } from '../../schemas/identity';
import { createSocialLoginRepository } from '../db/identity/social-login-repository';
import { startDevIdentityProvider, type DevClient, type DevIdentityProvider } from '../dev-identity-provider';
import { Refusal } from '../domain/refusal';
import { createSocialLogin, safeReturnTo, type DevIssuer } from '../domain/identity/social-login';
import { randomToken } from '../domain/identity/secure-tokens';
import { merchantHeadersSchema, merchantQuerySchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { loginContext } from '../http/identity-request';
import { installIdentityErrors } from '../http/identity-errors';
import { installIdentityValidation } from '../http/identity-validation';
import { merchantOf } from '../http/merchant-gate';
import { identityErrorSchema, identityResponses, loginAnswerSchema } from './identity.schemas';

const tags = ['identity'];
const providerParams = {
  type: 'object',
  required: ['provider'],
  additionalProperties: false,
  properties: { provider: { type: 'string', minLength: 1, maxLength: 64, description: 'A provider id of the brand (brand.json socialLogin[].id).' } },
} as const;
/** The GETs answer 302 (Location, no body) on success; refusals asked for as JSON are envelopes. */
const redirectResponses = {
  302: { type: 'null', description: 'Redirect: the Location header names the next page (no body).' },
  '4xx': identityErrorSchema,
  '5xx': identityErrorSchema,
};

/** A browser navigation (Accept: text/html) is answered with a redirect, anything else with JSON. */
function wantsPage(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

async function refuseToPage(request: FastifyRequest, reply: FastifyReply, error: unknown): Promise<FastifyReply> {
  if (!(error instanceof Refusal) || !wantsPage(request)) throw error;
  request.log.info({ code: error.code }, 'social login refused');
  return reply.code(302).header('cache-control', 'no-store').redirect(`/login?socialError=${encodeURIComponent(error.code)}`);
}

function callbackUrl(request: FastifyRequest, providerId: string): string {
  const { production } = request.server.gateway;
  const path = apiPaths.socialCallback.replace(':provider', encodeURIComponent(providerId));
  // new URL(): the same spelling the token request derives from it (default port dropped).
  if (!production) return new URL(`${request.protocol}://${request.host}${path}`).href;
  // In production only the brand's own domains are used (never a Host the caller made up).
  const brand = merchantOf(request).brand;
  const host = brand.domains.includes(request.hostname) ? request.hostname : brand.mainDomain;
  return new URL(`https://${host}${path}`).href;
}

function devIssuerSource(app: Parameters<FastifyPluginAsync>[0]): () => Promise<DevIssuer> {
  let started: Promise<DevIdentityProvider> | null = null;
  const secrets = new Map<string, string>();
  const clients = (): DevClient[] => {
    const byId = new Map<string, DevClient>();
    for (const entry of app.gateway.registry.loaded) {
      for (const p of entry.brand.socialLogin ?? []) {
        if (p.issuer !== 'dev') continue;
        if (!secrets.has(p.clientId)) secrets.set(p.clientId, process.env[p.clientSecretEnv] ?? randomToken(32));
        const client = byId.get(p.clientId) ?? { clientId: p.clientId, clientSecret: secrets.get(p.clientId) ?? '', providerIds: [] };
        if (!client.providerIds.includes(p.id)) client.providerIds.push(p.id);
        byId.set(p.clientId, client);
      }
    }
    return [...byId.values()];
  };
  app.addHook('onClose', async () => {
    if (started) await (await started).close();
  });
  return async () => {
    started ??= startDevIdentityProvider(clients());
    started.catch(() => {
      started = null;
    });
    const provider = await started;
    return { issuer: provider.issuer, secretOf: (clientId) => secrets.get(clientId) ?? '' };
  };
}

export const socialLoginRoutes: FastifyPluginAsync = async (app) => {
  installIdentityErrors(app);
  installIdentityValidation(app);
  const { production } = app.gateway;
  const devIssuer = production ? null : devIssuerSource(app);
  const social = createSocialLogin({
    id: app.identity,
    repo: createSocialLoginRepository(app.gateway.db),
    production,
    env: process.env,
    brandOf: (merchant) => {
      const entry = app.gateway.registry.get(merchant);
      return entry?.ok ? entry.brand : null;
    },
    devIssuer,
  });

  app.get(apiPaths.socialStart, {
    schema: {
      tags,
      summary: 'Social login: go to the provider (authorization code + PKCE)',
      description:
        '302 to the provider\'s authorize URL with PKCE S256, state and nonce (kept by the gateway, single use, 10 minutes). ' +
        'returnTo: a same-site path to land on after the login (anything else is /). Refusals: SOCIAL_PROVIDER_UNKNOWN ' +
        '(no such provider for this brand), SOCIAL_PROVIDER_ERROR (provider unreachable); a browser is sent to /login?socialError=<code>.',
      params: providerParams,
      querystring: {
        type: 'object',
        additionalProperties: false,
        properties: {
          returnTo: { type: 'string', maxLength: 2048 },
          merchant: merchantQuerySchema.properties.merchant,
        },
      },
      response: redirectResponses,
    },
    handler: async (request, reply) => {
      const { provider } = request.params as { provider: string };
      const { returnTo } = request.query as { returnTo?: string };
      try {
        const ctx = await loginContext(request);
        const url = await social.start(ctx, provider, safeReturnTo(returnTo), callbackUrl(request, provider));
        return reply.code(302).header('cache-control', 'no-store').redirect(url.href);
      } catch (error) {
        return refuseToPage(request, reply, error);
      }
    },
  });

  app.get(apiPaths.socialCallback, {
    // The login's state names the merchant (the provider's redirect carries no Merchant header).
    config: { merchant: 'none' },
    schema: {
      tags,
      summary: 'Social login: the provider comes back here',
      description:
        'Takes the state (single use), exchanges the code (PKCE verifier), verifies the id token (issuer, audience, signature, nonce), ' +
        'finds the member linked to (merchant, provider, sub) or creates one, and sends the browser to ' +
        '/?socialLogin=<one-time code, 60 s>&returnTo=<path>. Refusals: SOCIAL_STATE_INVALID, SOCIAL_PROVIDER_ERROR, ' +
        'SOCIAL_ID_TOKEN_INVALID, SOCIAL_PROVIDER_UNKNOWN; a browser is sent to /login?socialError=<code>.',
      params: providerParams,
      querystring: {
        type: 'object',
        additionalProperties: { type: 'string', maxLength: 4096 },
        properties: {
          code: { type: 'string', maxLength: 4096 },
          state: { type: 'string', maxLength: 512 },
          error: { type: 'string', maxLength: 256 },
        },
      },
      response: redirectResponses,
    },
    handler: async (request, reply) => {
      const { provider } = request.params as { provider: string };
      try {
        const done = await social.callback(provider, request.query as Record<string, string>);
        const target = new URLSearchParams({ socialLogin: done.code, returnTo: done.returnTo });
        return reply.code(302).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(`/?${target.toString()}`);
      } catch (error) {
        return refuseToPage(request, reply, error);
      }
    },
  });

  app.post(apiPaths.socialExchange, {
    schema: {
      tags,
      summary: 'Social login: the one-time code for the login answer',
      description:
        'The code from /?socialLogin= (single use, 60 seconds, this merchant only) → the login answer with a new session token. ' +
        'Never a forced password change (READINGS #16). SOCIAL_CODE_INVALID when unknown, used or expired.',
      headers: merchantHeadersSchema,
      body: {
        type: 'object',
        required: ['code'],
        additionalProperties: false,
        properties: { code: { type: 'string', minLength: 1, maxLength: 128 } },
      },
      response: identityResponses(loginAnswerSchema),
    },
    handler: async (request): Promise<Envelope<LoginAnswer>> => {
      const { code } = request.body as { code: string };
      return ok(await social.exchange(await loginContext(request), code));
    },
  });

  if (devIssuer) {
    app.get(apiPaths.devOidc, {
      config: { merchant: 'none' },
      schema: {
        tags: ['development'],
        summary: 'Development only: the development identity provider (issuer "dev"); absent in production',
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: identityResponses({ type: 'object', required: ['issuer'], additionalProperties: false, properties: { issuer: { type: 'string' } } }),
      },
      handler: async () => ok({ issuer: (await devIssuer()).issuer }),
    });
  }
};
