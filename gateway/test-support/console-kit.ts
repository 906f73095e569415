/**
 * What console suites need: staff members with known passwords and authenticator secrets,
 * signing them in (the cookie and the CSRF token), and calls with or without them.
 *
 *   const owner = await addStaff(gw, [{ role: 'owner', merchant: null }]);
 *   const s = await signInStaff(gw.app, owner);                 // { cookie, csrf, … }
 *   const res = await consoleCall(gw.app, s, { method: 'GET', url: consolePaths.me });
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generate, generateSecret } from 'otplib';
import { consolePaths, csrfHeader, staffCookie, type StaffGrant, type StaffSessionAnswer } from '../../schemas/console';
import type { Envelope } from '../../schemas/envelope';
import { withConsoleTables } from '../db/console/console-tables';
import { createStaffRepository } from '../db/console/staff-repository';
import { demoStaff } from '../db/console/staff-seed';
import { demoPassword, demoPasswordHashes } from '../db/identity/identity-seed';
import { must } from './fixtures';

export interface TestStaff {
  id: string;
  username: string;
  password: string;
  secret: string;
}

export interface ConsoleSession {
  staff: TestStaff;
  /** The Cookie header value naming the staff session. */
  cookie: string;
  csrf: string;
  setCookie: string;
}

export interface ConsoleRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** false: leave out the CSRF header. */
  csrf?: boolean;
}

/** Inserts a staff member straight into the database (demo password, a fresh secret). */
export async function addStaff(gw: { app: FastifyInstance }, grants: StaffGrant[], options: { enabled?: boolean } = {}): Promise<TestStaff> {
  const id = randomUUID();
  const username = `staff-${id.slice(0, 8)}`;
  const secret = generateSecret({ length: 20 });
  const hash = must((await demoPasswordHashes())[demoPassword]);
  const repo = createStaffRepository(gw.app.console.db);
  await repo.insert({ id, username, passwordHash: hash, totpSecret: gw.app.console.totp.seal(secret, id), grants, createdBy: null });
  if (options.enabled === false) await withConsoleTables(gw.app.console.db).updateTable('staff').set({ enabled: false, disabled_at: new Date() }).where('id', '=', id).execute();
  return { id, username, password: demoPassword, secret };
}

/** The seeded demo owner, as a TestStaff. */
export async function demoOwner(app: FastifyInstance): Promise<TestStaff> {
  const d = must(demoStaff[0]);
  const found = must(await app.console.staff.findByName(d.username), 'the demo owner');
  return { id: found.id, username: d.username, password: d.password, secret: d.totpSecret };
}

/** The authenticator code of `secret`, `stepsAhead` 30-second steps from now (each step signs in once). */
export function totpCode(secret: string, stepsAhead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

export function signInRequest(staff: TestStaff, code: string, extra: Record<string, unknown> = {}) {
  return { method: 'POST' as const, url: consolePaths.session, payload: { username: staff.username, password: staff.password, code, ...extra } };
}

export function cookieOf(res: LightMyRequestResponse): string {
  const header = res.headers['set-cookie'];
  const lines = Array.isArray(header) ? header : header ? [header] : [];
  return must(lines.find((l) => l.startsWith(`${staffCookie}=`)), `a staff cookie: ${res.statusCode} ${res.body.slice(0, 200)}`);
}

export async function signInStaff(app: FastifyInstance, staff: TestStaff, stepsAhead = 0): Promise<ConsoleSession> {
  const res = await app.inject(signInRequest(staff, await totpCode(staff.secret, stepsAhead)));
  const setCookie = cookieOf(res);
  const answer = must(res.json<Envelope<StaffSessionAnswer>>().value, `a session: ${res.body}`);
  return { staff, cookie: must(setCookie.split(';')[0]), csrf: answer.csrfToken, setCookie };
}

export function consoleCall(app: FastifyInstance, session: ConsoleSession | null, req: ConsoleRequest): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...req.headers };
  if (session) headers.cookie = session.cookie;
  if (session && req.csrf !== false && req.method !== 'GET') headers[csrfHeader] = session.csrf;
  return app.inject({ method: req.method, url: req.url, headers, ...(req.body === undefined ? {} : { payload: req.body as object }) });
}

export async function valueOf<T>(res: LightMyRequestResponse): Promise<T> {
  const body = res.json<Envelope<T>>();
  return must(body.value, `a value: ${res.statusCode} ${res.body.slice(0, 300)}`);
}
