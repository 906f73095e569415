/**
 * Missions (§7 "missions summary and leaderboard: GET, query passed through";
 * MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard; docs/decisions/051): my progress
 * on each of the merchant's missions, and a mission's leaderboard. The page passes its query
 * through (missionId, limit); anything else in it is 400 VALIDATION_FAILED. Real accounts only.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../schemas/api-paths';
import { leaderboardDefaultLimit, leaderboardMaxLimit, missionMetrics, missionPeriods } from '../../../schemas/missions';
import { missionLeaderboard, missionSummary } from '../../domain/missions/mission-service';
import { envelopeResponses, merchantHeadersSchema, merchantQuerySchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { requireSession } from '../../http/session-auth';
import { memberOf } from '../tickets/tickets.routes';

const tags = ['missions'];
const missionIdSchema = { type: 'string', pattern: '^[a-z][a-z0-9_-]{0,31}$' } as const;
const count = { type: 'integer', minimum: 0 } as const;

function object(properties: Record<string, object>) {
  return { type: 'object', required: Object.keys(properties), additionalProperties: false, properties };
}

const metric = { type: 'string', enum: missionMetrics, description: 'bet_volume: minor units bet; rounds: settled rounds.' } as const;
const period = { type: 'string', enum: missionPeriods, description: 'UTC day, ISO week from Monday 00:00 UTC, or all time.' } as const;

const summarySchema = object({
  currency: { type: 'string', pattern: '^[A-Z]{3}$' },
  minorDigits: { type: 'integer', minimum: 0, maximum: 4 },
  missions: {
    type: 'array',
    items: object({ missionId: missionIdSchema, metric, period, target: { type: 'integer', minimum: 1 }, progress: count, completed: { type: 'boolean' }, periodStart: { type: ['string', 'null'], format: 'date-time' } }),
  },
});

const entrySchema = object({ rank: { type: 'integer', minimum: 1 }, account: { type: 'string' }, value: count, me: { type: 'boolean' } });
const leaderboardSchema = object({ missionId: missionIdSchema, metric, period, entries: { type: 'array', items: entrySchema }, mine: { anyOf: [entrySchema, { type: 'null' }] } });

const leaderboardQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...merchantQuerySchema.properties,
    missionId: { ...missionIdSchema, description: 'The mission (default: the merchant\'s first); unknown → 404 MISSION_NOT_FOUND.' },
    limit: { type: 'integer', minimum: 1, maximum: leaderboardMaxLimit, default: leaderboardDefaultLimit },
  },
} as const;

export const missionRoutes: FastifyPluginAsync = async (app) => {
  const db = app.gateway.db;
  const now = () => new Date(app.identity.now());

  app.get(apiPaths.missionSummary, {
    preHandler: requireSession({ allowTrial: false }),
    schema: { tags, summary: 'My progress on each mission in its current period (relay MCSFE_getMissionSummaryDetails; session, real account)', headers: merchantHeadersSchema, querystring: merchantQuerySchema, response: envelopeResponses(summarySchema) },
    handler: async (request) => ok(await missionSummary(db, memberOf(request), now())),
  });

  app.get(apiPaths.missionLeaderboard, {
    preHandler: requireSession({ allowTrial: false }),
    schema: {
      tags,
      summary: "A mission's leaderboard in its current period (relay MCSFE_getMissionLeaderboard; session, real account)",
      description: 'Members of the merchant by the mission\'s metric, highest first (rank() ties share a rank); accounts masked except mine; `mine` is my place wherever it is.',
      headers: merchantHeadersSchema,
      querystring: leaderboardQuery,
      response: envelopeResponses(leaderboardSchema),
    },
    handler: async (request) => {
      const q = request.query as { missionId?: string; limit: number };
      return ok(await missionLeaderboard(db, memberOf(request), q.missionId, q.limit, now()));
    },
  });
};
