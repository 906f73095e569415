/**
 * Helpers of the member-centre gateway tests (deposits, withdrawals, inbox, security, profile):
 * a gateway whose payment clock only runs when the test says so and whose clock the test moves,
 * fresh members with a session (and money, through a real deposit), multipart bodies, images.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { apiPaths } from '../../schemas/api-paths';
import type { Envelope } from '../../schemas/envelope';
import type { LoginAnswer } from '../../schemas/identity';
import type { Deposit, PaymentPasswordAnswer } from '../../schemas/payments';
import type { DatabaseHandle } from '../db/connection';
import { demoPassword } from '../db/identity/identity-seed';
import { encodePng } from '../domain/png-encoder';
import { identityClient } from '../test-support/identity-client';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';

export const paymentPassword = 'pay-123456';
const ip = '203.0.113.77';

export interface PaymentKit {
  gw: TestGateway;
  /** Milliseconds the gateway clock is ahead of real time. */
  advance(ms: number): void;
  now(): number;
  call<T>(method: 'GET' | 'POST' | 'PUT', url: string, o?: { token?: string | null; merchant?: string; body?: object; multipart?: Multipart }): Promise<{ status: number; body: Envelope<T>; raw: Buffer; headers: Record<string, unknown> }>;
  /** A new member of the merchant with a live session. */
  member(merchant?: string): Promise<{ id: string; account: string; token: string; merchant: string }>;
  /** A trial (free-play) session. */
  trial(merchant?: string): Promise<string>;
  /** Deposits `amount` (major units) and lets the provider credit it. */
  fund(token: string, amount: string, merchant?: string): Promise<Deposit>;
  setPaymentPassword(token: string, merchant?: string): Promise<void>;
  /** Rows of a table (counting side effects). */
  count(table: string, where?: string): Promise<number>;
  close(): Promise<void>;
}

export interface Multipart {
  fields?: Record<string, string>;
  files?: { field: string; name: string; type: string; body: Uint8Array }[];
}

export function multipartPayload(m: Multipart): { payload: Buffer; contentType: string } {
  const boundary = `----portico${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(m.fields ?? {})) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of m.files ?? []) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`));
    parts.push(Buffer.from(f.body));
    parts.push(Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A real PNG of the given size in pixels (random noise, so it compresses badly and is big). */
export function pngImage(width = 4, height = 4): Uint8Array {
  return new Uint8Array(encodePng(width, height, new Uint8Array(randomBytes(width * height * 3))));
}

/** JPEG by its magic bytes (SOI + APP0 JFIF) followed by filler. */
export function jpegImage(bytes = 600): Uint8Array {
  const head = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00];
  const out = new Uint8Array(bytes);
  out.set(head);
  out.set(randomBytes(bytes - head.length - 2), head.length);
  out.set([0xff, 0xd9], bytes - 2);
  return out;
}

export function webpImage(bytes = 200): Uint8Array {
  const out = new Uint8Array(bytes);
  out.set(Buffer.from('RIFF'), 0);
  out.set(Buffer.from('WEBPVP8 '), 8);
  return out;
}

export async function createPaymentKit(database: DatabaseHandle): Promise<PaymentKit> {
  let offset = 0;
  const now = () => Date.now() + offset;
  const gw = await createTestGateway({
    database,
    identity: { now },
    payments: { timing: { depositConfirmMs: 0, withdrawalDisburseMs: 0, scanIntervalMs: 0 } },
  });
  const call: PaymentKit['call'] = async (method, url, o = {}) => {
    const headers: Record<string, string> = { merchant: o.merchant ?? 'aurora' };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let payload: Buffer | string | undefined;
    if (o.multipart) {
      const m = multipartPayload(o.multipart);
      payload = m.payload;
      headers['content-type'] = m.contentType;
    } else if (o.body !== undefined) {
      payload = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const res = await gw.app.inject({ method, url, headers, payload, remoteAddress: ip });
    const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
    return { status: res.statusCode, body: (isJson ? res.json() : null) as Envelope<never>, raw: res.rawPayload, headers: res.headers };
  };
  const hash = await gw.app.identity.hasher.hash(demoPassword);
  const login = async (merchant: string, account: string) => {
    const client = identityClient(gw.app, merchant, { ip, now });
    const answer = await client.login({ type: 'username', username: account, password: demoPassword });
    const token = (answer.body.value as LoginAnswer | null)?.token;
    if (!token) throw new Error(`login of ${account} failed: ${JSON.stringify(answer.body)}`);
    return token;
  };
  const kit: PaymentKit = {
    gw,
    advance: (ms) => {
      offset += ms;
    },
    now,
    call,
    async member(merchant = 'aurora') {
      const account = `pay${randomBytes(5).toString('hex')}`;
      const m = await gw.app.identity.members.insert({ merchant, account, passwordHash: hash, email: `${account}@example.com` });
      return { id: m.id, account, merchant, token: await login(merchant, account) };
    },
    async trial(merchant = 'aurora') {
      const res = await gw.app.inject({ method: 'POST', url: apiPaths.loginFreePlay, headers: { merchant }, payload: {}, remoteAddress: ip });
      const token = res.json<Envelope<LoginAnswer>>().value?.token;
      if (!token) throw new Error('no trial session');
      return token;
    },
    async fund(token, amount, merchant = 'aurora') {
      const res = await call<Deposit>('POST', apiPaths.deposits, { token, merchant, body: { requestId: randomUUID(), channelId: 'bank', amount } });
      if (res.status !== 200) throw new Error(`deposit refused: ${JSON.stringify(res.body)}`);
      await gw.app.payments.clock.runDue();
      return res.body.value as Deposit;
    },
    async setPaymentPassword(token, merchant = 'aurora') {
      const res = await call<PaymentPasswordAnswer>('POST', apiPaths.paymentPassword, { token, merchant, body: { newPassword: paymentPassword, confirmNewPassword: paymentPassword } });
      if (res.status !== 200) throw new Error(`payment password refused: ${JSON.stringify(res.body)}`);
    },
    async count(table, where = 'true') {
      const r = await sql<{ n: string | number }>`select count(*) as n from ${sql.table(table)} where ${sql.raw(where)}`.execute(gw.app.gateway.db);
      return Number(r.rows[0]?.n ?? 0);
    },
    close: () => gw.close(),
  };
  return kit;
}
