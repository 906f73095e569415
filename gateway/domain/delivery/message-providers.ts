/**
 * Where SMS and e-mail go (docs/decisions/026-message-delivery.md). Domain code hands a message
 * to `id.sms` / `id.email`, which only queue it, sealed with the data key (message_deliveries);
 * the delivery worker of some gateway instance later hands it to a transport: SMTP
 * (smtp-transport.ts), an HTTP SMS provider (sms-http-transport.ts) or, in development only, the
 * outbox double read at GET /dev/outbox (dev-outbox-transport.ts). No message ever carries a
 * password.
 */
import type { Channel } from '../../db/identity/identity-tables';

export interface SmsProvider {
  /** `onlyToMember`: send only if that number belongs to an active account (checked in the background). */
  send(message: { merchant: string; to: string; text: string; onlyToMember?: { dialingCode: string; number: string } }): Promise<void>;
}

export interface EmailProvider {
  send(message: { merchant: string; to: string; subject: string; text: string }): Promise<void>;
}

/** A message as a transport receives it. */
export interface OutgoingMessage {
  merchant: string;
  channel: Channel;
  to: string;
  subject: string | null;
  text: string;
  /** When it was queued. */
  queuedAt: Date;
  /** The delivery's id: the same on every try (an idempotency key for the provider). */
  reference: string;
}

/** The delivery port: one adapter per channel. */
export interface MessageTransport {
  /** Sends or throws; a DeliveryFailed with `permanent` is not tried again. */
  send(message: OutgoingMessage): Promise<void>;
}

export type MessageTransports = Record<Channel, MessageTransport>;

/** A transport could not send; `permanent` when trying again cannot help (a refused address). */
export class DeliveryFailed extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'DeliveryFailed';
  }
}

/** A provider that could not send because the merchant's quota is used up (§8 "quota not sufficient"). */
export class QuotaExceeded extends DeliveryFailed {
  constructor() {
    super('message quota exceeded', true);
    this.name = 'QuotaExceeded';
  }
}

/** Production without SMTP_URL or SMS_PROVIDER_URL: every message of the channel is given up (and logged). */
export function unconfiguredTransport(setting: string): MessageTransport {
  return {
    send: () => Promise.reject(new DeliveryFailed(`no transport: set ${setting}`, true)),
  };
}
