/**
 * Putting work on the delivery queue (docs/decisions/026-message-delivery.md): a job's payload
 * is sealed with the data key, bound to its row id, before it touches the database; the
 * delivery worker (delivery-worker.ts) opens it. `id.sms` and `id.email` are this queue.
 */
import { randomUUID } from 'node:crypto';
import type { DeliveryKind, DeliveryQueueRepository } from '../../db/delivery/delivery-queue-repository';
import type { Channel } from '../../db/identity/identity-tables';
import type { EmailProvider, SmsProvider } from './message-providers';
import type { SecretBox } from '../secret-box';

/** An SMS or e-mail ready to send. */
export interface MessageJob {
  channel: Channel;
  to: string;
  subject: string | null;
  text: string;
  onlyToMember?: { dialingCode: string; number: string };
}

/** A forgot-by-e-mail request, resolved in the background to a reset link or to nothing. */
export interface ResetLinkJob {
  username: string;
  email: string;
  brandName: string;
  /** The brand's trial member type (trial accounts have no password to reset). */
  trialType: number;
  linkOrigin: string;
  /** The language of the mail (a LangCode; absent in jobs queued before it was recorded: English). */
  lang?: string;
}

export interface DeliveryJobs {
  message: MessageJob;
  'password-reset': ResetLinkJob;
}

export interface DeliveryQueue {
  enqueue<K extends DeliveryKind>(merchant: string, kind: K, payload: DeliveryJobs[K]): Promise<void>;
}

/** The associated data a payload is sealed with: a payload moved to another row does not open. */
export const payloadContext = (id: string): string => `delivery:${id}`;

export function createDeliveryQueue(repo: DeliveryQueueRepository, box: SecretBox, queued: () => void): DeliveryQueue {
  return {
    async enqueue(merchant, kind, payload) {
      const id = randomUUID();
      await repo.add({ id, merchant, kind, payloadSealed: box.seal(JSON.stringify(payload), payloadContext(id)) });
      queued();
    },
  };
}

export function queuedSmsProvider(queue: DeliveryQueue): SmsProvider {
  return {
    send: ({ merchant, to, text, onlyToMember }) =>
      queue.enqueue(merchant, 'message', { channel: 'sms', to, subject: null, text, ...(onlyToMember ? { onlyToMember } : {}) }),
  };
}

export function queuedEmailProvider(queue: DeliveryQueue): EmailProvider {
  return {
    send: ({ merchant, to, subject, text }) => queue.enqueue(merchant, 'message', { channel: 'email', to, subject, text }),
  };
}
