/**
 * Social login against a REAL OpenID Connect provider: the gateway's development identity
 * provider (oidc-provider on loopback), driven like a browser with fetch and a cookie jar.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer, MemberInfoAnswer } from '../../schemas/identity';
import type { PermissionResponse } from '../../schemas/permission';
import { devRedirectAllowed } from '../dev-identity-provider';
import { accountBaseOf, safeReturnTo } from '../domain/identity/social-login';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

const provider = 'portico-id';
const startPath = (id: string) => apiPaths.socialStart.replace(':provider', id);
const page = { accept: 'text/html,application/xhtml+xml' };
const json = { accept: 'application/json' };

/** Follows the provider's redirects like a browser (cookies kept) and signs in with `login`. */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const keep = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair?.indexOf('=') ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
  };
  let url = new URL(authorizeUrl);
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 12; hop += 1) {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      body: form ?? undefined,
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      redirect: 'manual',
    });
    keep(res);
    form = null;
    const location = res.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.pathname.startsWith('/wps/session/social/')) return next;
      url = next;
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (res.status !== 200 || !action || !html.includes('name="login"')) throw new Error(`unexpected provider page ${res.status}: ${html.slice(0, 200)}`);
    url = new URL(action, url);
    form = new URLSearchParams({ login });
  }
  throw new Error('too many redirects at the provider');
}

describe('social login pieces', () => {
  it('keeps returnTo on this site', () => {
    expect(safeReturnTo('/promo?x=1')).toBe('/promo?x=1');
    for (const bad of ['https://evil.example/', '//evil.example', '/\\evil', 'promo', '', undefined, 42]) expect(safeReturnTo(bad)).toBe('/');
  });
  it('derives account names from claims safely', () => {
    expect(accountBaseOf({ preferred_username: 'Ünïcode Ｐlayer!' })).toBe('ncodeplayer');
    expect(accountBaseOf({ email: 'Jane.Doe@example.com' })).toBe('janedoe');
    expect(accountBaseOf({ name: "'; drop table members;--" })).toBe('droptablemem');
    expect(accountBaseOf({})).toBe('player');
  });
  it('accepts dev redirect URIs only at a loopback callback of the client', () => {
    expect(devRedirectAllowed('http://aurora.localhost:8080/wps/session/social/portico-id/callback', ['portico-id'])).toBe(true);
    expect(devRedirectAllowed('http://evil.example/wps/session/social/portico-id/callback', ['portico-id'])).toBe(false);
    expect(devRedirectAllowed('http://localhost/wps/session/social/other/callback', ['portico-id'])).toBe(false);
    expect(devRedirectAllowed('http://localhost/wps/session/social/portico-id/callback?x=1', ['portico-id'])).toBe(false);
  });
});

describeEachDatabase('social login routes (real loopback OIDC provider)', (database) => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await createTestGateway({ database: database() });
  });
  afterAll(() => gw.close());

  const start = (merchant: string, id = provider, returnTo = '/promo', headers: Record<string, string> = page) =>
    gw.app.inject({ url: `${startPath(id)}?returnTo=${encodeURIComponent(returnTo)}`, headers: { merchant, ...headers } });
  const callback = (url: URL, headers: Record<string, string> = page) => gw.app.inject({ url: `${url.pathname}${url.search}`, headers });
  const exchange = (merchant: string, code: string) =>
    gw.app.inject({ method: 'POST', url: apiPaths.socialExchange, headers: { merchant }, payload: { code } });

  /** start → provider sign-in → callback: the app address the browser lands on. */
  async function fullLogin(merchant: string, login: string): Promise<URL> {
    const started = await start(merchant);
    expect(started.statusCode).toBe(302);
    const back = await signInAtProvider(String(started.headers.location), login);
    const done = await callback(back);
    expect(done.statusCode).toBe(302);
    return new URL(String(done.headers.location), 'http://localhost');
  }

  it('exposes providers in the permission answer without secrets; none for tigerbay', async () => {
    const info = async (merchant: string) =>
      must((await gw.app.inject({ url: apiPaths.permission, headers: { merchant } })).json<Envelope<PermissionResponse>>().value).info;
    const aurora = await info('aurora');
    expect(aurora.socialLogin).toEqual([{ id: provider, name: 'Portico ID' }]);
    expect(JSON.stringify(aurora)).not.toMatch(/clientSecretEnv|clientId|issuer/);
    expect((await info('oasis')).socialLogin).toHaveLength(1);
    expect((await info('tigerbay')).socialLogin).toEqual([]);
  });

  it('goes to the provider with PKCE S256, state and nonce', async () => {
    const res = await start('aurora');
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(url.hostname).toBe('127.0.0.1');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('client_id')).toBe('aurora-web');
    expect(url.searchParams.get('redirect_uri')).toBe(`http://localhost${startPath(provider).replace('/start', '/callback')}`);
    expect(url.searchParams.get('scope')).toBe('openid profile email');
  });

  it('signs in: new normal member, one-time code in the URL (never the token), then the same member again', async () => {
    const landing = await fullLogin('aurora', 'alice');
    expect(landing.pathname).toBe('/');
    expect(landing.searchParams.get('returnTo')).toBe('/promo');
    const code = must(landing.searchParams.get('socialLogin'));
    const res = await exchange('aurora', code);
    expect(res.statusCode).toBe(200);
    const answer = must(res.json<Envelope<LoginAnswer>>().value);
    expect(landing.href).not.toContain(must(answer.token));
    expect(answer).toMatchObject({ firstTimeLogin: true, mustChangePassword: false, passwordExpired: false, changeToken: null, verification: null });
    expect(answer.member).toMatchObject({ type: 0, trial: false });
    expect(answer.member?.account).toMatch(/^alice_[a-z0-9]{1,5}$/);
    const me = await gw.app.inject({ url: apiPaths.memberInfo, headers: { merchant: 'aurora', authorization: `Bearer ${answer.token}` } });
    expect(me.json<Envelope<MemberInfoAnswer>>().value?.account).toBe(answer.member?.account);

    // The code is single use.
    const replay = await exchange('aurora', code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ success: false, code: 'SOCIAL_CODE_INVALID', message: 'error.social_code_invalid' });

    // Same provider account → same member; another → another member.
    const again = must((await exchange('aurora', must((await fullLogin('aurora', 'alice')).searchParams.get('socialLogin')))).json<Envelope<LoginAnswer>>().value);
    expect(again.member?.account).toBe(answer.member?.account);
    expect(again.firstTimeLogin).toBe(false);
    const bob = must((await exchange('aurora', must((await fullLogin('aurora', 'bob')).searchParams.get('socialLogin')))).json<Envelope<LoginAnswer>>().value);
    expect(bob.member?.account).not.toBe(answer.member?.account);
  });

  it('keeps brands apart: a code of one merchant is refused by another, and the same subject is another member there', async () => {
    const code = must((await fullLogin('aurora', 'carol')).searchParams.get('socialLogin'));
    const other = await exchange('oasis', code);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 'SOCIAL_CODE_INVALID' });
    const oasis = must((await exchange('oasis', must((await fullLogin('oasis', 'carol')).searchParams.get('socialLogin')))).json<Envelope<LoginAnswer>>().value);
    expect(oasis.member?.account).toMatch(/^carol_/);
  });

  it('refuses a tampered or replayed state, and a callback at another provider path', async () => {
    const started = await start('aurora');
    const back = await signInAtProvider(String(started.headers.location), 'dave');
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    const bad = await callback(tampered);
    expect(bad.statusCode).toBe(302);
    expect(bad.headers.location).toBe('/login?socialError=SOCIAL_STATE_INVALID');
    const wrongPath = new URL(back);
    wrongPath.pathname = startPath('other-id').replace('/start', '/callback');
    const wrong = await callback(wrongPath, json);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID', message: 'error.social_state_invalid' });
    // The state was used up by that refused attempt: the real callback cannot replay it either.
    const replay = await callback(back, json);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
  });

  it('refuses a replayed callback (state single use) and an authorization code used twice', async () => {
    const started = await start('aurora');
    const back = await signInAtProvider(String(started.headers.location), 'erin');
    const first = await callback(back);
    expect(String(first.headers.location)).toMatch(/^\/\?socialLogin=/);
    const replay = await callback(back, json);
    expect(replay.json()).toMatchObject({ code: 'SOCIAL_STATE_INVALID' });
  });

  it('refuses an id token whose nonce is not the one sent', async () => {
    const started = await start('aurora');
    const back = await signInAtProvider(String(started.headers.location), 'frank');
    await sql`update social_login_flows set nonce = ${'n'.repeat(43)}`.execute(gw.database.db);
    const res = await callback(back, json);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'SOCIAL_ID_TOKEN_INVALID', message: 'error.social_id_token_invalid' });
  });

  it('refuses when the provider answers an error', async () => {
    const started = await start('aurora');
    const state = must(new URL(String(started.headers.location)).searchParams.get('state'));
    const denied = await gw.app.inject({ url: `${startPath(provider).replace('/start', '/callback')}?error=access_denied&state=${state}`, headers: page });
    expect(denied.statusCode).toBe(302);
    expect(denied.headers.location).toBe('/login?socialError=SOCIAL_PROVIDER_ERROR');
  });

  it('refuses unknown providers and brands without social login', async () => {
    const unknown = await start('aurora', 'nope', '/', json);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'SOCIAL_PROVIDER_UNKNOWN', message: 'error.social_provider_unknown' });
    const tigerbay = await start('tigerbay');
    expect(tigerbay.statusCode).toBe(302);
    expect(tigerbay.headers.location).toBe('/login?socialError=SOCIAL_PROVIDER_UNKNOWN');
    const garbage = await exchange('aurora', 'not-a-code');
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json()).toMatchObject({ code: 'SOCIAL_CODE_INVALID' });
    const empty = await exchange('aurora', '');
    expect(empty.statusCode).toBe(400);
  });

  it('in production offers no development provider and has no /dev/oidc', async () => {
    const prod = await createTestGateway({ database: database(), production: true });
    try {
      const res = await prod.app.inject({ url: apiPaths.permission, headers: { merchant: 'aurora' } });
      expect(must(res.json<Envelope<PermissionResponse>>().value).info.socialLogin).toEqual([]);
      const started = await prod.app.inject({ url: startPath(provider), headers: { merchant: 'aurora', ...json } });
      expect(started.statusCode).toBe(404);
      expect(started.json()).toMatchObject({ code: 'SOCIAL_PROVIDER_UNKNOWN' });
      expect((await prod.app.inject({ url: apiPaths.devOidc })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it('answers the development provider\'s issuer at /dev/oidc outside production', async () => {
    const res = await gw.app.inject({ url: apiPaths.devOidc });
    const issuer = must(res.json<Envelope<{ issuer: string }>>().value).issuer;
    const discovery = await fetch(`${issuer}/.well-known/openid-configuration`);
    expect(await discovery.json()).toMatchObject({ issuer, code_challenge_methods_supported: ['S256'] });
  });
});
