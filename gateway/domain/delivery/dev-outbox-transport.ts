/**
 * The development double of both transports: a delivered message is written, readable, to the
 * outbox table, which GET /dev/outbox shows (docs/decisions/026-message-delivery.md). Never
 * built with NODE_ENV=production (identity-services.ts), where the outbox stays empty.
 */
import type { OutboxRepository } from '../../db/delivery/outbox-repository';
import type { MessageTransport } from './message-providers';

export function devOutboxTransport(outbox: OutboxRepository): MessageTransport {
  return {
    send: (m) => outbox.add({ merchant: m.merchant, channel: m.channel, target: m.to, subject: m.subject, body: m.text, createdAt: m.queuedAt }),
  };
}
