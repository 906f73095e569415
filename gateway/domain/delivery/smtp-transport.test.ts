/**
 * The e-mail adapter against a real SMTP server on a loopback socket (test-support/smtp-test-server.ts):
 * what arrives, and which refusals are tried again.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, type SmtpTestServer } from '../../test-support/smtp-test-server';
import { DeliveryFailed, type OutgoingMessage } from './message-providers';
import { smtpTransport } from './smtp-transport';

const message = (to: string, text: string): OutgoingMessage => ({
  merchant: 'aurora',
  channel: 'email',
  to,
  subject: 'Aurora: reset your password',
  text,
  queuedAt: new Date(),
  reference: 'd-1',
});

async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const { port } = s.address() as net.AddressInfo;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

describe('SMTP transport', () => {
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
  });
  afterAll(() => smtp.close());

  it('sends From, To, Subject and the text, long lines and all', async () => {
    const link = `https://aurora.example/changePassword?resetToken=${'A'.repeat(43)}`;
    const text = `Someone asked to reset the password of player01. To choose a new one, open ${link} within 30 minutes.`;
    await smtpTransport({ url: smtp.url, from: 'Aurora <no-reply@aurora.example>' }).send(message('player01@aurora.example', text));
    const mail = await smtp.next((m) => m.to.includes('player01@aurora.example'));
    expect(mail.from).toBe('no-reply@aurora.example');
    expect(mail.headers.from).toBe('Aurora <no-reply@aurora.example>');
    expect(mail.subject).toBe('Aurora: reset your password');
    expect(mail.text).toBe(text);
  });

  it('a 5xx refusal of the address is permanent; a 4xx one is tried again', async () => {
    smtp.refuse('gone@aurora.example', '550 5.1.1 no such user');
    smtp.refuse('busy@aurora.example', '451 4.3.0 try again later');
    const transport = smtpTransport({ url: smtp.url, from: 'no-reply@aurora.example' });
    const gone = await transport.send(message('gone@aurora.example', 'x')).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(DeliveryFailed);
    expect((gone as DeliveryFailed).permanent).toBe(true);
    expect((gone as DeliveryFailed).message).toContain('550');
    const busy = await transport.send(message('busy@aurora.example', 'x')).catch((e: unknown) => e);
    expect(busy).toBeInstanceOf(DeliveryFailed);
    expect((busy as DeliveryFailed).permanent).toBe(false);
  });

  it('no server listening is tried again', async () => {
    const transport = smtpTransport({ url: `smtp://127.0.0.1:${await closedPort()}`, from: 'no-reply@aurora.example' });
    const failed = await transport.send(message('player01@aurora.example', 'x')).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(DeliveryFailed);
    expect((failed as DeliveryFailed).permanent).toBe(false);
  });
});
