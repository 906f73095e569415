/**
 * A queued message reaches its transport (docs/decisions/026-message-delivery.md). A code for a
 * number that may not be an account's (forgot by phone, SMS login) is checked here, in the
 * background, so the request that asked for it does the same work for every number.
 */
import type { MemberRepository } from '../../db/identity/member-repository';
import type { MessageJob } from './delivery-queue';
import type { DeliveryMeta } from './delivery-worker';
import type { MessageTransports } from './message-providers';

export function messageSender(members: MemberRepository, transports: MessageTransports) {
  return async (merchant: string, job: MessageJob, delivery: DeliveryMeta): Promise<void> => {
    if (job.onlyToMember) {
      const member = await members.findByMobile(merchant, job.onlyToMember.dialingCode, job.onlyToMember.number);
      if (!member || member.disabled) return;
    }
    await transports[job.channel].send({ merchant, channel: job.channel, to: job.to, subject: job.subject, text: job.text, queuedAt: delivery.queuedAt, reference: delivery.id });
  };
}
