import { describe, expect, it } from 'vitest';
import { deliveryConfigFrom } from './delivery-config';

describe('deliveryConfigFrom', () => {
  it('has no transports by default (the outbox double in development)', () => {
    expect(deliveryConfigFrom({}, false)).toEqual({ smtp: null, sms: null });
    expect(deliveryConfigFrom({ SMTP_URL: '  ', SMS_PROVIDER_URL: '' }, true)).toEqual({ smtp: null, sms: null });
  });

  it('reads every variable; production insists on STARTTLS', () => {
    const env = {
      SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
      SMTP_FROM: 'Portico <no-reply@example.com>',
      SMS_PROVIDER_URL: 'https://sms.example.com/v1/messages',
      SMS_PROVIDER_TOKEN: ' token-1 ',
    };
    expect(deliveryConfigFrom(env, true)).toEqual({
      smtp: { url: 'smtp://mailer:secret@smtp.example.com:587', from: 'Portico <no-reply@example.com>', requireTls: true },
      sms: { url: 'https://sms.example.com/v1/messages', token: 'token-1' },
    });
    expect(deliveryConfigFrom(env, false).smtp?.requireTls).toBe(false);
    expect(deliveryConfigFrom({ SMS_PROVIDER_URL: 'https://sms.example.com' }, true).sms).toEqual({ url: 'https://sms.example.com', token: null });
  });

  it('names every bad variable at once', () => {
    expect(() => deliveryConfigFrom({ SMTP_URL: 'http://mail.example.com', SMS_PROVIDER_URL: 'ftp://sms' }, false)).toThrow(
      /SMTP_URL must be smtp:\/\/.*SMTP_FROM is needed with SMTP_URL.*SMS_PROVIDER_URL must be an http\(s\):\/\/ URL/,
    );
    expect(() => deliveryConfigFrom({ SMTP_URL: 'smtp://h', SMTP_FROM: 'not an address' }, false)).toThrow(/SMTP_FROM must be an address/);
  });

  it('sends codes in clear only to this host', () => {
    expect(() => deliveryConfigFrom({ SMS_PROVIDER_URL: 'http://sms.example.com/send' }, true)).toThrow(/must be https:\/\/ in production/);
    expect(deliveryConfigFrom({ SMS_PROVIDER_URL: 'http://127.0.0.1:9000/send' }, true).sms?.url).toBe('http://127.0.0.1:9000/send');
    expect(deliveryConfigFrom({ SMS_PROVIDER_URL: 'http://sms.example.com/send' }, false).sms?.url).toBe('http://sms.example.com/send');
  });
});
