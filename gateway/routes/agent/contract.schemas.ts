/** JSON schemas of the contract calls (schemas/agent.ts, decision 035); every route has one. */
import { envelopeSchema } from '../../../schemas/envelope';
import { contractKinds, contractPeriods, contractStates, maxPageSize, maxTiers } from '../../../schemas/agent';
import { merchantCodeSchema } from '../../http/common-schemas';
import { identityErrorSchema } from '../identity.schemas';

function object(properties: Record<string, object>, required: string[] = Object.keys(properties)) {
  return { type: 'object', additionalProperties: false, required, properties } as const;
}

const uuid = { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } as const;
const count = { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER } as const;
const ratio = { type: 'integer', minimum: 1, maximum: 10000, description: 'Hundredths of a percent: 1.2 % = 120.' } as const;
const kind = { type: 'string', enum: [...contractKinds] } as const;
const state = { type: 'string', enum: [...contractStates] } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const merchant = { ...merchantCodeSchema, description: 'Outside production only: selects the merchant.' } as const;

const member = object({ id: { type: 'string' }, account: { type: 'string' } });

export const tierSchema = object({
  activePeople: { ...count, description: 'Active people in the period at least (dividend, daily salary; else 0).' },
  betMinor: { ...count, description: 'Team bet volume in the period at least, minor units (salaries; else 0).' },
  lossMinor: { ...count, description: "Team's net loss as players at least, minor units (dividend; else 0)." },
  ratio,
});

export const contractSchema = object({
  id: { type: 'string' },
  kind,
  period: { type: 'string', enum: [...contractPeriods] },
  state,
  upline: member,
  downline: member,
  tiers: { type: 'array', items: tierSchema },
  ratio: { type: 'integer' },
  terminationRequestedBy: { type: ['string', 'null'], enum: ['upline', 'downline', null] },
  offeredAt: instant,
  acceptedAt: { type: ['string', 'null'], format: 'date-time' },
  endedAt: { type: ['string', 'null'], format: 'date-time' },
  history: {
    type: 'array',
    items: object({ at: instant, event: { type: 'string' }, by: { type: 'string', enum: ['upline', 'downline', 'system'] } }),
  },
});

export const contractsQuery = object(
  {
    scope: { type: 'string', enum: ['mine', 'offered'], default: 'mine', description: 'mine: contracts from my upline; offered: contracts I gave my downlines.' },
    kind,
    state,
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: maxPageSize, default: 20 },
    merchant,
  },
  [],
);

export const contractsAnswerSchema = object({
  items: { type: 'array', items: contractSchema },
  page: { type: 'integer' },
  pageSize: { type: 'integer' },
  total: { type: 'integer', minimum: 0 },
});

export const offerBody = object({
  downlineId: { ...uuid, description: 'A direct downline of mine.' },
  kind,
  period: { type: 'string', enum: [...contractPeriods], description: 'dividend: daily, weekly, semimonthly, monthly; daily salary: daily; hourly salary: hourly; real-time salary: realtime.' },
  tiers: { type: 'array', minItems: 1, maxItems: maxTiers, items: tierSchema },
});

export const idParams = object({ id: uuid });

const limit = object({ maxRatio: { type: 'integer', minimum: 0 }, fromUpline: { type: 'boolean' } });
export const limitsSchema = object(Object.fromEntries(contractKinds.map((k) => [k, limit])));

export const requestAnswerSchema = object({
  requestType: { type: 'integer', enum: [0, 1, 2], description: '0 nothing; 1 a new contract from my upline; 2 a termination request from the other side (my upline, or a downline on a contract I gave).' },
  contract: { anyOf: [contractSchema, { type: 'null' }] },
});

export const answerBody = object(
  {
    contractId: uuid,
    action: { type: 'string', enum: ['accept', 'reject', 'agreeTermination', 'refuseTermination'] },
    sign: { type: 'boolean', description: 'accept: the downline signs the terms (required for a dividend).' },
    terminateConflicting: { type: 'boolean', description: 'accept: end my downline contracts of this kind whose ratio is above this one, in the same transaction.' },
  },
  ['contractId', 'action'],
);

export const answerAnswerSchema = object({
  contract: contractSchema,
  terminated: { type: 'array', items: { type: 'string' }, description: 'Downline contracts ended with the acceptance.' },
});

const conflictsDetail = object({
  conflicts: { type: 'array', items: object({ contractId: { type: 'string' }, downline: { type: 'string' }, ratio: { type: 'integer' } }) },
});

/** Refusals of the contract calls: field problems, or { conflicts } (409 CONTRACT_DOWNLINE_RATIO_HIGHER). */
export const contractErrorSchema = {
  ...envelopeSchema({ anyOf: [{ type: 'array', items: { $ref: 'FieldProblem#' } }, conflictsDetail] }),
  description: 'Refusal: code from schemas/error-codes.ts; value is the field problems, { conflicts } or null.',
};

export function contractResponses(value: object): Record<string, object> {
  return { 200: { ...envelopeSchema(value), description: 'Success.' }, '4xx': contractErrorSchema, '5xx': identityErrorSchema };
}
