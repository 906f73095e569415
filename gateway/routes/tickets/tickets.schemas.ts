/** JSON schemas of the raffle ticket calls (schemas/tickets.ts; docs/decisions/051). */
import { clientSeedPattern, ticketTypes } from '../../../schemas/tickets';

const hex64 = { type: 'string', pattern: '^[0-9a-f]{64}$' } as const;
const minor = { type: 'integer', minimum: 0 } as const;
const ticketType = { type: 'string', enum: ticketTypes } as const;
const isoDate = { type: 'string', format: 'date-time' } as const;

function object(properties: Record<string, object>, description?: string) {
  return { type: 'object', required: Object.keys(properties), additionalProperties: false, properties, ...(description ? { description } : {}) };
}

const prizeSchema = object({ amountMinor: minor, weight: { type: 'integer', minimum: 1 } });

const drawSchema = object(
  {
    claimedAt: isoDate,
    serverSeed: { ...hex64, description: 'The revealed server seed (32 bytes, hex); SHA-256 of its bytes is serverSeedHash.' },
    clientSeed: { type: 'string', pattern: clientSeedPattern },
    nonce: { type: 'integer', minimum: 1 },
    hmac: { ...hex64, description: 'HMAC-SHA256(key = server seed bytes, message = UTF-8 "clientSeed:nonce"), hex.' },
    roll: { type: 'integer', minimum: 0, maximum: 4294967295, description: 'The first 4 bytes of hmac, unsigned big-endian.' },
    prizeIndex: { type: 'integer', minimum: 0, description: 'The first prize whose cumulative weight is above floor(roll × total weight / 2^32).' },
    prizeMinor: minor,
  },
  'The revealed draw (schemas/tickets.ts has the formula).',
);

export const ticketSchema = object({
  id: { type: 'string', format: 'uuid' },
  ticketType,
  ruleId: { type: 'string' },
  nonce: { type: 'integer', minimum: 1 },
  earnedAt: isoDate,
  serverSeedHash: { ...hex64, description: 'The commitment: SHA-256 of the server seed, shown before the draw.' },
  prizes: { type: 'array', items: prizeSchema },
  draw: { anyOf: [drawSchema, { type: 'null' }] },
});

export const ticketsAnswerSchema = object({
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  minorDigits: { type: 'integer', minimum: 0, maximum: 4 },
  betVolumeMinor: minor,
  rules: { type: 'array', items: object({ ruleId: { type: 'string' }, ticketType, everyBetMinor: { type: 'integer', minimum: 1 }, maxTickets: { type: 'integer', minimum: 1 }, earned: { type: 'integer', minimum: 0 } }) },
  tickets: { type: 'array', items: ticketSchema },
});

export const raffleClaimBody = {
  type: 'object',
  additionalProperties: false,
  required: ['ticketId', 'clientSeed'],
  properties: {
    ticketId: { type: 'string', format: 'uuid', description: 'One of my unclaimed tickets.' },
    clientSeed: { type: 'string', pattern: clientSeedPattern, description: 'The player\'s seed (1–64 of A–Z a–z 0–9 _ -), chosen after seeing the commitment.' },
  },
} as const;

export const raffleClaimAnswerSchema = object({ ticket: ticketSchema, balanceMinor: minor });
