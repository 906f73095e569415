/**
 * Codes and reset links in production (issue 16, defect 1; docs/decisions/026-message-delivery.md):
 * they leave through the delivery port (a real SMTP server and a real HTTP SMS provider on
 * loopback sockets here) and nothing readable that grants access stays in the database: while a
 * message is in flight (the provider holds its answer) every table is read directly for the
 * code, the text, the token and the link; after delivery the queue row is gone; the development
 * outbox is never written. Without a transport, a message is given up, not kept.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '../../schemas/api-paths';
import type { LoginAnswer } from '../../schemas/identity';
import type { Db } from '../db/database';
import { createMemberRepository } from '../db/identity/member-repository';
import { smsHttpTransport } from '../domain/delivery/sms-http-transport';
import { smtpTransport } from '../domain/delivery/smtp-transport';
import { createPasswordHasher } from '../domain/identity/password-hasher';
import { describeEachDatabase } from '../test-support/databases';
import { must } from '../test-support/fixtures';
import { identityClient } from '../test-support/identity-client';
import { startSmsTestServer, type SmsTestServer } from '../test-support/sms-test-server';
import { startSmtpTestServer, type SmtpTestServer } from '../test-support/smtp-test-server';
import { createTestGateway, type TestGateway } from '../test-support/test-gateway';
import { readFileSync } from 'node:fs';

/** A message of aurora's default language (TW) without its arguments: what a member with no language of their own receives (decision 053). */
function inAurorasLanguage(key: string): string {
  const catalogue = JSON.parse(readFileSync(new URL('../../locales/TW.json', import.meta.url), 'utf8')) as Record<string, string>;
  return (catalogue[key] ?? key).replace(/\{\w+\}/g, '').replace(/^[：:\s]+/, '');
}

/** The tables (of every table in the database) whose rows, as JSON text, contain `secret`. */
async function tablesHolding(db: Db, secret: string | RegExp): Promise<string[]> {
  const tables = await sql<{ name: string }>`select tablename as name from pg_tables where schemaname = 'public' order by 1`.execute(db);
  expect(tables.rows.length).toBeGreaterThan(20);
  const hits: string[] = [];
  for (const { name } of tables.rows) {
    const rows = await sql<{ row: string }>`select row_to_json(t)::text as row from ${sql.table(name)} t`.execute(db);
    if (rows.rows.some((r) => (typeof secret === 'string' ? r.row.includes(secret) : secret.test(r.row)))) hits.push(name);
  }
  return hits;
}

async function rowCount(db: Db, table: 'message_deliveries' | 'outbox'): Promise<number> {
  const r = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  return must(r.rows[0]).n;
}

/** Waits until the delivery queue is empty (the worker deleted the delivered rows). */
async function queueEmptied(db: Db): Promise<void> {
  const until = Date.now() + 10_000;
  while ((await rowCount(db, 'message_deliveries')) > 0) {
    if (Date.now() > until) throw new Error('the delivery queue did not empty');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Members of this suite's own: production disables the demo accounts a development start seeded
 * (decision 028), so the messages here go to members a real operator would have.
 */
async function addMembers(db: Db): Promise<void> {
  const members = createMemberRepository(db);
  const passwordHash = await createPasswordHasher().hash('Harbour-Lights-58');
  for (const [account, mobile] of [['harbour01', '13900000071'], ['harbour03', '13900000073']] as const) {
    await members.insert({ merchant: 'aurora', account, passwordHash, email: `${account}@aurora.example`, mobileDialingCode: '86', mobile });
  }
}

describeEachDatabase('message delivery in production', (database) => {
  let gw: TestGateway;
  let smtp: SmtpTestServer;
  let sms: SmsTestServer;
  beforeAll(async () => {
    [smtp, sms] = await Promise.all([startSmtpTestServer(), startSmsTestServer()]);
    gw = await createTestGateway({
      database: database(),
      production: true,
      identity: {
        transports: {
          email: smtpTransport({ url: smtp.url, from: 'Aurora <no-reply@aurora.example>', requireTls: true }),
          // The test holds the provider's answer while it reads every table (slow on a busy box): a
          // timeout there would be a retry this test is not about.
          sms: smsHttpTransport({ url: `${sms.url}/send`, token: 'provider-token', timeoutMs: 60_000 }),
        },
        delivery: { pollMs: 50, retryBaseMs: 1000 },
      },
    });
    await gw.app.ready();
    await addMembers(gw.database.db);
  });
  afterAll(async () => {
    await gw.close();
    await Promise.all([smtp.close(), sms.close()]);
  });

  it('texts a sign-in code through the SMS provider; the code is never readable in the database', async () => {
    const db = gw.database.db;
    const c = identityClient(gw.app, 'aurora', { ip: '203.0.113.91' });
    sms.hold();
    const sent = await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13900000071', countryDialingCode: '86' });
    expect(sent.res.statusCode).toBe(200);
    const text = await sms.next((r) => r.body.to === '+8613900000071');
    expect(text.headers.authorization).toBe('Bearer provider-token');
    const code = must(/\b(\d{6})\b/.exec(text.body.text)?.[1]);

    // In flight: the provider has the text, the gateway still waits for its answer.
    expect(await rowCount(db, 'message_deliveries')).toBe(1);
    expect(await tablesHolding(db, text.body.text)).toEqual([]);
    expect(await tablesHolding(db, new RegExp(`(?<![0-9])${code}(?![0-9])`)).then((t) => t.filter((n) => /code|deliver|outbox/.test(n)))).toEqual([]);
    // The queue does not even say who is being texted (verification_codes keeps the number to count sends).
    expect(await tablesHolding(db, '+8613900000071')).not.toContain('message_deliveries');

    sms.release();
    await queueEmptied(db);
    expect(await rowCount(db, 'outbox')).toBe(0);
    expect(sms.received.filter((r) => r.body.to === '+8613900000071')).toHaveLength(1);
    // It was the real code: it signs in.
    const signedIn = await c.login({ type: 'sms', mobileNum: '13900000071', countryDialingCode: '86', verificationCode: code });
    expect(must(signedIn.body.value as LoginAnswer | null).token).toBeTruthy();
  });

  it('mails a reset link to the brand main domain over SMTP; the token and link are never readable in the database', async () => {
    const db = gw.database.db;
    const c = identityClient(gw.app, 'aurora', { ip: '203.0.113.92' });
    smtp.hold();
    const asked = await c.call('POST', apiPaths.passwordEmail, { username: 'harbour01', email: 'harbour01@aurora.example' });
    expect(asked.res.statusCode).toBe(200);
    const mail = await smtp.next((m) => m.to.includes('harbour01@aurora.example') && m.subject.includes(inAurorasLanguage('server.email.reset_link_subject')));
    expect(mail.headers.from).toBe('Aurora <no-reply@aurora.example>');
    const [, link, token] = must(/(https:\/\/aurora\.example\/changePassword\?resetToken=([A-Za-z0-9_-]{43}))/.exec(mail.text));

    expect(await rowCount(db, 'message_deliveries')).toBe(1);
    expect(await tablesHolding(db, must(token))).toEqual([]);
    expect(await tablesHolding(db, must(link))).toEqual([]);
    expect(await tablesHolding(db, 'changePassword')).toEqual([]);

    smtp.release();
    await queueEmptied(db);
    expect(await tablesHolding(db, must(token))).toEqual([]);
    expect(await rowCount(db, 'outbox')).toBe(0);
    // It was the real link: it sets a new password.
    const reset = await c.sealed(apiPaths.passwordReset, { resetToken: token, newPassword: 'Brand-New-Key-9', confirmNewPassword: 'Brand-New-Key-9' });
    expect(reset.body.value).toEqual({ account: 'harbour01' });
  });

  it('keeps a message the provider refused for now sealed, and sends it once on a later try', async () => {
    const db = gw.database.db;
    const c = identityClient(gw.app, 'aurora', { ip: '203.0.113.94' });
    let answers = 0;
    sms.respond = () => (answers++ === 0 ? 503 : 202);
    try {
      const sent = await c.call('POST', apiPaths.smsNoLogin, { mobileNum: '13900000073', countryDialingCode: '86', purpose: 'RESET_PASSWORD' });
      expect(sent.res.statusCode).toBe(200);
      const first = await sms.next((r) => r.body.to === '+8613900000073');
      expect(first.body.text).toMatch(/\b\d{6}\b/);
      const waiting = async () => (await sql<{ attempts: number; last_error: string | null }>`select attempts, last_error from message_deliveries`.execute(db)).rows;
      // The worker records the refusal once the provider's answer is in.
      while ((await waiting()).some((r) => r.last_error === null)) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await waiting()).toEqual([{ attempts: 1, last_error: 'SMS provider answered 503' }]);
      expect(await tablesHolding(db, first.body.text)).toEqual([]);
      await queueEmptied(db);
      const texts = sms.received.filter((r) => r.body.to === '+8613900000073');
      expect(texts.map((r) => r.body.text)).toEqual([first.body.text, first.body.text]);
      expect(answers).toBe(2);
    } finally {
      sms.respond = () => 202;
    }
  });
});

describeEachDatabase('message delivery in production without transports', (database) => {
  let gw: TestGateway;
  const lines: string[] = [];
  beforeAll(async () => {
    gw = await createTestGateway({ database: database(), production: true, logger: { level: 'warn', stream: { write: (l) => void lines.push(l) } } });
    await gw.app.ready();
    await addMembers(gw.database.db);
  });
  afterAll(() => gw.close());

  it('gives a message up (logged without its content), keeps nothing, and warns at start', async () => {
    const c = identityClient(gw.app, 'aurora', { ip: '203.0.113.93' });
    expect((await c.call('POST', apiPaths.passwordEmail, { username: 'harbour01', email: 'harbour01@aurora.example' })).res.statusCode).toBe(200);
    expect(await tablesHolding(gw.database.db, 'resetToken=')).toEqual([]);
    await gw.app.identity.deliveries.drain();
    expect(await tablesHolding(gw.database.db, 'resetToken=')).toEqual([]);
    expect(await rowCount(gw.database.db, 'message_deliveries')).toBe(0);
    expect(await rowCount(gw.database.db, 'outbox')).toBe(0);
    const given = lines.filter((l) => l.includes('message given up'));
    expect(given).toHaveLength(1);
    expect(given[0]).toContain('SMTP_URL');
    expect(given[0]).not.toMatch(/resetToken|harbour01@/);
    expect(lines.join('')).toMatch(/no e-mail transport/);
    expect(lines.join('')).toMatch(/no SMS transport/);
  });
});
