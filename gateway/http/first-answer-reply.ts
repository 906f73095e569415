/**
 * A money call's first answer (domain/first-answer.ts) as the route's answer: the value, or the
 * kept refusal thrown for the scope's error handler. A replay carries `Idempotent-Replayed: true`;
 * its status and body are the first request's.
 */
import type { FastifyReply } from 'fastify';
import type { FirstAnswer, KeptRefusal } from '../domain/ledger/first-answer';
import { Refusal } from '../domain/refusal';

export const replayedHeader = 'idempotent-replayed';

export function firstAnswerOf<T>(
  reply: FastifyReply,
  answer: FirstAnswer<T>,
  asError: (r: KeptRefusal) => Error = (r) => new Refusal(r.statusCode, r.code, r.value),
): T {
  if (answer.replayed) reply.header(replayedHeader, 'true');
  if (!answer.ok) throw asError(answer.refusal);
  return answer.value;
}
