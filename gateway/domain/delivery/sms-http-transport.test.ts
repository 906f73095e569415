/**
 * The SMS adapter against a real HTTP provider on a loopback socket (test-support/sms-test-server.ts):
 * the request it makes, and which answers are tried again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmsTestServer, type SmsTestServer } from '../../test-support/sms-test-server';
import { DeliveryFailed, QuotaExceeded, type OutgoingMessage } from './message-providers';
import { smsHttpTransport } from './sms-http-transport';

const message = (text: string, reference = 'd-1'): OutgoingMessage => ({
  merchant: 'aurora',
  channel: 'sms',
  to: '+8613800000001',
  subject: null,
  text,
  queuedAt: new Date(),
  reference,
});

describe('HTTP SMS transport', () => {
  let sms: SmsTestServer;
  beforeAll(async () => {
    sms = await startSmsTestServer();
  });
  afterAll(() => sms.close());

  it('POSTs { to, text, merchant, reference } as JSON with the bearer token and an idempotency key', async () => {
    await smsHttpTransport({ url: `${sms.url}/v1/messages`, token: 'provider-token' }).send(message('Aurora: your sign-in code is 123456.', 'd-42'));
    const got = await sms.next((r) => r.body.reference === 'd-42');
    expect(got.path).toBe('/v1/messages');
    expect(got.headers.authorization).toBe('Bearer provider-token');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['idempotency-key']).toBe('d-42');
    expect(got.body).toEqual({ to: '+8613800000001', text: 'Aurora: your sign-in code is 123456.', merchant: 'aurora', reference: 'd-42' });
  });

  it('sends no Authorization header without a token', async () => {
    await smsHttpTransport({ url: sms.url, token: null }).send(message('x', 'd-43'));
    expect((await sms.next((r) => r.body.reference === 'd-43')).headers.authorization).toBeUndefined();
  });

  it('5xx, 429 and no answer in time are tried again; 402 is the quota; other 4xx are permanent', async () => {
    const transport = smsHttpTransport({ url: sms.url, token: 't', timeoutMs: 300 });
    const outcome = async (status: number) => {
      sms.respond = () => status;
      return transport.send(message('x')).then(
        () => 'sent',
        (e: unknown) => (e instanceof QuotaExceeded ? 'quota' : e instanceof DeliveryFailed ? (e.permanent ? 'permanent' : 'again') : 'other'),
      );
    };
    expect(await outcome(200)).toBe('sent');
    expect(await outcome(503)).toBe('again');
    expect(await outcome(429)).toBe('again');
    expect(await outcome(402)).toBe('quota');
    expect(await outcome(400)).toBe('permanent');
    expect(await outcome(401)).toBe('permanent');
    sms.respond = () => 202;
    sms.delayMs = 1000;
    const late = await transport.send(message('x')).catch((e: unknown) => e);
    sms.delayMs = 0;
    expect(late).toBeInstanceOf(DeliveryFailed);
    expect((late as DeliveryFailed).permanent).toBe(false);
  });
});
