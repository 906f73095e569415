/**
 * The development identity provider (docs/decisions/016-social-login.md): a real OpenID
 * Connect provider (the oidc-provider package) on its own loopback port, for brand providers
 * whose issuer is "dev". Never used in production: oidc-provider is a devDependency, loaded
 * here with a dynamic import only when a development gateway first needs it.
 *
 * Its sign-in page accepts any login name (the name becomes the subject, so the same name is
 * the same social account); consent is granted without asking (the clients are our own brands).
 * PKCE is required for every client, and redirect URIs are accepted only on loopback hosts at a
 * gateway callback path of that provider.
 */
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface DevClient {
  clientId: string;
  clientSecret: string;
  /** Provider ids (brand socialLogin ids) this client may come back to. */
  providerIds: string[];
}

export interface DevIdentityProvider {
  /** http://127.0.0.1:<port> */
  issuer: string;
  close(): Promise<void>;
}

/* The part of oidc-provider's API used here (the package ships no type declarations). */
interface OidcInteraction {
  uid: string;
  prompt: { name: string; details: Record<string, unknown> };
  params: Record<string, unknown>;
  session?: { accountId?: string };
  grantId?: string;
}
interface OidcGrant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}
interface OidcProvider {
  callback(): (req: IncomingMessage, res: ServerResponse) => void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<OidcInteraction>;
  interactionFinished(req: IncomingMessage, res: ServerResponse, result: object, options?: object): Promise<void>;
  Grant: new (init: { clientId: string; accountId: string }) => OidcGrant;
  Client: { prototype: { redirectUriAllowed(value: string): boolean; clientId: string } };
  proxy: boolean;
}
type ProviderClass = new (issuer: string, configuration: object) => OidcProvider;

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Pure: a gateway callback on a loopback host for one of the client's providers. */
export function devRedirectAllowed(value: string, providerIds: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  const loopback = loopbackHosts.has(host) || host.endsWith('.localhost');
  const match = /^\/wps\/session\/social\/([a-z][a-z0-9-]{1,31})\/callback$/.exec(url.pathname);
  return (url.protocol === 'http:' || url.protocol === 'https:') && loopback && !url.search && !url.hash && match !== null && providerIds.includes(match[1] ?? '');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Portico development sign-in</title><link rel="icon" href="data:,">
<style>body{font-family:system-ui,sans-serif;max-width:22rem;margin:3rem auto;padding:0 1rem}label,input,button{display:block;width:100%;box-sizing:border-box;margin:.4rem 0}input,button{padding:.6rem;font:inherit}</style>
</head><body><main>
<h1>Development sign-in</h1>
<p>Any login name works; the same name is the same account. Client: ${escapeHtml(clientId)}</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login" autocomplete="off">
<label for="login">Login name</label><input id="login" name="login" required maxlength="64" autofocus>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 4096) break;
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

async function handleInteraction(provider: OidcProvider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const details = await provider.interactionDetails(req, res);
  const clientId = String(details.params.client_id ?? '');
  if (details.prompt.name === 'consent') {
    // Our own brands are first-party clients: consent is granted for the scopes they asked.
    const grant = new provider.Grant({ clientId, accountId: details.session?.accountId ?? '' });
    grant.addOIDCScope(String(details.params.scope ?? 'openid'));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
    return;
  }
  if (req.method === 'POST') {
    const login = ((await readForm(req)).get('login') ?? '').trim().toLowerCase();
    if (/^[\p{L}\p{N}._-]{1,64}$/u.test(login)) {
      await provider.interactionFinished(req, res, { login: { accountId: login } }, { mergeWithLastSubmission: false });
      return;
    }
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(loginPage(details.uid, clientId));
}

export async function startDevIdentityProvider(clients: readonly DevClient[]): Promise<DevIdentityProvider> {
  // A variable specifier keeps bundlers and the production dependency tree away from it.
  const specifier = 'oidc-provider';
  const { default: Provider } = (await import(specifier)) as { default: ProviderClass };
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const providerIds = new Map(clients.map((c) => [c.clientId, c.providerIds]));
  const provider = new Provider(issuer, {
    clients: clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.providerIds.map((id) => `http://localhost/wps/session/social/${id}/callback`),
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    // A signing key per start (development only): nothing to keep, nothing in the repository.
    jwks: { keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), kid: 'dev-1', use: 'sig', alg: 'RS256' }] },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email', 'email_verified'] },
    findAccount: (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, name: sub, preferred_username: sub, email: `${sub}@dev-oidc.invalid`, email_verified: false }),
    }),
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
  });
  provider.Client.prototype.redirectUriAllowed = function redirectUriAllowed(value: string): boolean {
    return devRedirectAllowed(value, providerIds.get(this.clientId) ?? []);
  };
  const callback = provider.callback();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      handleInteraction(provider, req, res).catch(() => {
        if (!res.headersSent) res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('This sign-in has expired. Go back and try again.');
      });
      return;
    }
    callback(req, res);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
