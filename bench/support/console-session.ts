/**
 * The demo owner's console session for the benches (docs/demo-accounts.json staff[0]), signed in
 * through the API with password and authenticator code as the browser does. Made once per bench
 * run: an authenticator code is accepted once, so a second sign-in within its 30 s would be refused.
 */
import fs from 'node:fs';
import { generate } from 'otplib';
import { consolePaths } from '../../schemas/console';

interface DemoStaff {
  username: string;
  password: string;
  totpSecret: string;
}

export interface ConsoleSession {
  /** `portico_staff=…`, for a Cookie header. */
  cookie: string;
  /** For the x-csrf-token header of every change. */
  csrf: string;
}

const sessions = new Map<string, Promise<ConsoleSession>>();

async function signIn(base: string): Promise<ConsoleSession> {
  const owner = (JSON.parse(fs.readFileSync('docs/demo-accounts.json', 'utf8')) as { staff: DemoStaff[] }).staff[0];
  if (!owner) throw new Error('docs/demo-accounts.json has no staff');
  const res = await fetch(`${base}${consolePaths.session}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: owner.username, password: owner.password, code: await generate({ secret: owner.totpSecret }) }),
  });
  const text = await res.text();
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('portico_staff='));
  if (!res.ok || !cookie) throw new Error(`console sign-in for the bench failed: ${res.status} ${text}`);
  const csrf = (JSON.parse(text) as { value?: { csrfToken?: string } }).value?.csrfToken;
  if (!csrf) throw new Error('console sign-in answered without a csrf token');
  return { cookie: cookie.split(';')[0] ?? '', csrf };
}

export function ownerSession(base: string): Promise<ConsoleSession> {
  let session = sessions.get(base);
  if (!session) sessions.set(base, (session = signIn(base)));
  return session;
}
