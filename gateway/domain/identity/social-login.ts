/**
 * Social login through OpenID Connect (§1, §4; docs/decisions/016-social-login.md):
 * authorization code + PKCE (S256) with state and nonce kept server-side (migration 007).
 *
 *   start     → the provider's authorize URL (flow saved: verifier, state hash, nonce; 10 min)
 *   callback  → code exchanged and the id token verified (openid-client: issuer, audience,
 *               signature, nonce), the member linked to (merchant, provider, sub) found or
 *               created (type normal member), a one-time exchange code (60 s) for the app
 *   exchange  → the session (session-service.issueSession, like every login) and the login answer
 *
 * Third-party logins are never forced to change password (READINGS #16) and skip the new-IP
 * step (the provider authenticated the player). An account with an authenticator is refused
 * here (it signs in with its password, where the authenticator is asked).
 */
import * as oidc from 'openid-client';
import type { Brand, SocialLoginProvider } from '../../../schemas/brand';
import type { LoginAnswer } from '../../../schemas/identity';
import type { SocialLoginRepository } from '../../db/identity/social-login-repository';
import type { MemberRecord } from '../../db/identity/member-repository';
import type { IdentityServices } from './identity-services';
import type { LoginContext } from './login-steps';
import { isTrialMember } from './member-info';
import { Refusal } from '../refusal';
import { randomToken, sha256Hex } from './secure-tokens';
import { issueSession, sessionAnswer } from './session-service';

export const socialFlowTtlMs = 10 * 60_000;
export const socialExchangeTtlMs = 60_000;

/** Where a "dev" issuer points and the secret of each of its clients (development only). */
export interface DevIssuer {
  issuer: string;
  secretOf(clientId: string): string;
}

export interface SocialLoginDeps {
  id: IdentityServices;
  repo: SocialLoginRepository;
  production: boolean;
  /** The environment the client secrets are read from (process.env). */
  env: Readonly<Record<string, string | undefined>>;
  /** The brand file of a merchant that is loaded, else null. */
  brandOf: (merchant: string) => Brand | null;
  /** Starts (once) and returns the development identity provider; null in production. */
  devIssuer: (() => Promise<DevIssuer>) | null;
}

export interface SocialLogin {
  start(ctx: LoginContext, providerId: string, returnTo: string, redirectUri: string): Promise<URL>;
  /** Returns the app address to send the browser to (with the one-time code). */
  callback(providerId: string, query: Record<string, string>): Promise<{ merchant: string; returnTo: string; code: string }>;
  exchange(ctx: LoginContext, code: string): Promise<LoginAnswer>;
}

/** Pure: a same-site path to return to; anything else (another origin, a protocol-relative URL) is "/". */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (value.length > 512 || /\p{Cc}/u.test(value)) return '/';
  return value;
}

/** Pure: a member account name from the provider's claims: letters and digits, then a random tail. */
export function accountBaseOf(claims: Record<string, unknown>): string {
  const email = typeof claims.email === 'string' ? claims.email.split('@')[0] : undefined;
  const raw = [claims.preferred_username, claims.nickname, claims.name, email].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  const base = (raw ?? '').normalize('NFKC').toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 12);
  return base.length >= 2 ? base : 'player';
}

function providerOf(brand: Brand, providerId: string, production: boolean): SocialLoginProvider {
  const provider = brand.socialLogin?.find((p) => p.id === providerId);
  // A "dev" provider exists only outside production (the development identity provider).
  if (!provider || (production && provider.issuer === 'dev')) throw new Refusal(404, 'SOCIAL_PROVIDER_UNKNOWN');
  return provider;
}

/** The id token's claims, plus the userinfo answer when the token carries no name (best effort). */
async function profileOf(config: oidc.Configuration, accessToken: string, claims: oidc.IDToken): Promise<Record<string, unknown>> {
  if (claims.preferred_username || claims.name || claims.email) return claims;
  try {
    return { ...(await oidc.fetchUserInfo(config, accessToken, claims.sub)), ...claims };
  } catch {
    return claims;
  }
}

export function createSocialLogin(deps: SocialLoginDeps): SocialLogin {
  const { id, repo } = deps;
  const configs = new Map<string, Promise<oidc.Configuration>>();

  async function configurationOf(provider: SocialLoginProvider): Promise<oidc.Configuration> {
    const dev = provider.issuer === 'dev' ? await deps.devIssuer?.() : undefined;
    if (provider.issuer === 'dev' && !dev) throw new Refusal(404, 'SOCIAL_PROVIDER_UNKNOWN');
    const issuer = dev?.issuer ?? provider.issuer;
    const secret = deps.env[provider.clientSecretEnv] ?? dev?.secretOf(provider.clientId);
    if (!secret) throw new Refusal(503, 'SOCIAL_PROVIDER_ERROR');
    const key = `${issuer} ${provider.clientId}`;
    let config = configs.get(key);
    if (!config) {
      config = oidc.discovery(new URL(issuer), provider.clientId, secret, undefined, {
        timeout: 10,
        // Only the loopback development provider speaks plain http.
        execute: dev ? [oidc.allowInsecureRequests] : [],
      });
      configs.set(key, config);
      // A failed discovery is not remembered: the next login tries again.
      config.catch(() => configs.delete(key));
    }
    try {
      return await config;
    } catch {
      throw new Refusal(502, 'SOCIAL_PROVIDER_ERROR');
    }
  }

  async function memberFor(merchant: string, providerId: string, subject: string, claims: Record<string, unknown>): Promise<MemberRecord> {
    const linked = await repo.findLinkedMember(merchant, providerId, subject);
    if (linked) {
      const member = await id.members.findById(linked);
      if (member) return member;
    }
    // No password is known for this account: a random one, never shown (forgot-password can set one).
    const passwordHash = await id.hasher.hash(randomToken(32));
    const base = accountBaseOf(claims);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const account = `${base}_${randomToken(4).toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 5) || 'x'}`;
      if (await id.members.findByAccount(merchant, account)) continue;
      const nickname = typeof claims.name === 'string' ? claims.name.slice(0, 64) : null;
      const member = await id.members.insert({ merchant, account, nickname, type: 0, passwordHash });
      if (await repo.link(merchant, providerId, subject, member.id)) return member;
      // Another callback for the same subject won the race: use its member.
      const winner = await repo.findLinkedMember(merchant, providerId, subject);
      const found = winner ? await id.members.findById(winner) : null;
      if (found) return found;
    }
    throw new Refusal(503, 'SOCIAL_PROVIDER_ERROR');
  }

  return {
    async start(ctx, providerId, returnTo, redirectUri) {
      const provider = providerOf(ctx.brand, providerId, deps.production);
      const config = await configurationOf(provider);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await repo.saveFlow({
        stateHash: sha256Hex(state),
        merchant: ctx.merchant,
        provider: provider.id,
        codeVerifier,
        nonce,
        redirectUri,
        returnTo: safeReturnTo(returnTo),
        expiresAt: new Date(id.now() + socialFlowTtlMs),
      });
      return oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: provider.scopes.join(' '),
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
    },

    async callback(providerId, query) {
      const state = query.state;
      const flow = state ? await repo.takeFlow(sha256Hex(state), new Date(id.now())) : null;
      if (!state || !flow || flow.provider !== providerId) throw new Refusal(400, 'SOCIAL_STATE_INVALID');
      const brand = deps.brandOf(flow.merchant);
      if (!brand) throw new Refusal(404, 'SOCIAL_PROVIDER_UNKNOWN');
      const provider = providerOf(brand, providerId, deps.production);
      if (query.error) throw new Refusal(400, 'SOCIAL_PROVIDER_ERROR');
      const config = await configurationOf(provider);
      const currentUrl = new URL(flow.redirectUri);
      for (const [k, v] of Object.entries(query)) currentUrl.searchParams.set(k, v);
      let claims: oidc.IDToken | undefined;
      let profile: Record<string, unknown> = {};
      try {
        const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        profile = claims ? await profileOf(config, tokens.access_token, claims) : {};
      } catch (error) {
        const invalidToken = error instanceof Error && 'code' in error && String((error as { code: unknown }).code).startsWith('OAUTH_JWT');
        throw new Refusal(400, invalidToken ? 'SOCIAL_ID_TOKEN_INVALID' : 'SOCIAL_PROVIDER_ERROR');
      }
      if (!claims?.sub) throw new Refusal(400, 'SOCIAL_ID_TOKEN_INVALID');
      const member = await memberFor(flow.merchant, provider.id, claims.sub.slice(0, 255), profile);
      const code = randomToken(32);
      await repo.saveExchange({
        codeHash: sha256Hex(code),
        merchant: flow.merchant,
        memberId: member.id,
        provider: provider.id,
        expiresAt: new Date(id.now() + socialExchangeTtlMs),
      });
      return { merchant: flow.merchant, returnTo: flow.returnTo, code };
    },

    async exchange(ctx, code) {
      const exchange = await repo.takeExchange(sha256Hex(code), new Date(id.now()));
      if (!exchange || exchange.merchant !== ctx.merchant) throw new Refusal(400, 'SOCIAL_CODE_INVALID');
      const member = await id.members.findById(exchange.memberId);
      if (!member || member.disabled || isTrialMember(member, ctx.brand)) throw new Refusal(403, 'SOCIAL_ACCOUNT_UNAVAILABLE');
      if (member.totpEnabled) throw new Refusal(403, 'SOCIAL_ACCOUNT_UNAVAILABLE');
      const issued = await issueSession(id, member, ctx.brand, 'social', ctx);
      return sessionAnswer(issued, member, ctx.brand);
    },
  };
}
