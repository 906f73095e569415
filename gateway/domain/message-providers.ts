/**
 * Where SMS and e-mail go. A real deployment plugs a provider in; the default ones write the
 * outbox table, which development and tests read at GET /dev/outbox (never in production).
 * No message ever carries a password.
 */
import type { OutboxRepository } from '../db/outbox-repository';

export interface SmsProvider {
  send(message: { merchant: string; to: string; text: string }): Promise<void>;
}

export interface EmailProvider {
  send(message: { merchant: string; to: string; subject: string; text: string }): Promise<void>;
}

/** A provider that could not send because the merchant's quota is used up (§8 "quota not sufficient"). */
export class QuotaExceeded extends Error {
  constructor() {
    super('message quota exceeded');
    this.name = 'QuotaExceeded';
  }
}

export function outboxSmsProvider(outbox: OutboxRepository): SmsProvider {
  return {
    send: ({ merchant, to, text }) => outbox.add({ merchant, channel: 'sms', target: to, subject: null, body: text }),
  };
}

export function outboxEmailProvider(outbox: OutboxRepository): EmailProvider {
  return {
    send: ({ merchant, to, subject, text }) => outbox.add({ merchant, channel: 'email', target: to, subject, body: text }),
  };
}
