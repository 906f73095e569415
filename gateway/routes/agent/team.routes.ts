/**
 * The agent centre's team reads (schemas/agent.ts; docs/decisions/034-agent-team-reads.md):
 * overview, team management, team betting, team transactions, subordinate profit and loss, my
 * account changes and agent announcements. Agents only (gateway/http/agent-guard.ts); every
 * figure is bounded by the agent's subtree in SQL; a member id outside it → 404 NOT_IN_TEAM;
 * a bad period → 400 PERIOD_INVALID. Reads only: nothing is ever written.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { agentPaths, type PeriodQuery, type TeamQuery, type TeamTransactionKind } from '../../../schemas/agent';
import type { LangCode } from '../../../schemas/languages';
import type { Db } from '../../db/database';
import * as teamService from '../../domain/agent/team-service';
import { agentOf, requireAgent } from '../../http/agent-guard';
import { merchantHeadersSchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { installIdentityErrors } from '../../http/identity-errors';
import { identityResponses } from '../identity.schemas';
import {
  accountChangesQuery,
  accountChangesSchema,
  announcementsQuery,
  announcementsSchema,
  overviewQuery,
  overviewSchema,
  profitLossQuery,
  profitLossSchema,
  reportQuery,
  teamBettingSchema,
  teamQuery,
  teamSchema,
  teamTransactionsSchema,
  transactionsQuery,
} from './team.schemas';

const tags = ['agent'];
const periodNote = 'Period: today (default), yesterday, thisWeek (from Monday), thisMonth, or custom with from/to (YYYY-MM-DD, ≤ 92 days) in UTC+8; otherwise 400 PERIOD_INVALID.';
const access = 'Agents only: guest 401 UNAUTHORIZED, trial 403 TRIAL_NOT_ALLOWED, member 403 NOT_AGENT.';

export interface AgentTeamRouteOptions {
  /** The clock periods are resolved with (tests move it). */
  now?: () => Date;
}

function agentRef(request: FastifyRequest): teamService.AgentRef {
  const me = agentOf(request);
  return { id: me.id, merchant: me.merchant, currency: me.currency, minorDigits: me.minorDigits, agentTypes: me.brand.agentType };
}

export function agentTeamRoutes(db: Db, options: AgentTeamRouteOptions = {}): FastifyPluginAsync {
  const now = options.now ?? (() => new Date());
  return async (app) => {
    // Refusals (NOT_IN_TEAM, PERIOD_INVALID …) leave with their own code, in this scope.
    installIdentityErrors(app);
    const route = (path: string, summary: string, querystring: object, answer: object, description: string, handler: (request: FastifyRequest) => Promise<unknown>) =>
      app.get(path, {
        preHandler: requireAgent,
        schema: { tags, summary, description: `${description} ${access}`, headers: merchantHeadersSchema, querystring, response: identityResponses(answer) },
        handler: async (request) => ok(await handler(request)),
      });

    route(agentPaths.overview, "The agent's team in a period: size, new and active people, money, bets, P&L, my income, a trend per day", overviewQuery, overviewSchema, periodNote, (request) =>
      teamService.overview(db, agentRef(request), request.query as PeriodQuery, now()),
    );
    route(
      agentPaths.team,
      'Team management: direct downlines of parentId (default me), or a search over my whole team; paged',
      teamQuery,
      teamSchema,
      'Balance only for my direct downlines (null deeper); contract ratios of each member from its upline (active or termination requested). parentId outside my team → 404 NOT_IN_TEAM.',
      (request) => teamService.team(db, agentRef(request), request.query as TeamQuery),
    );
    route(agentPaths.teamBetting, 'Team betting: one row per team member with rounds in the period, with totals', reportQuery, teamBettingSchema, `${periodNote} memberId outside my team → 404 NOT_IN_TEAM.`, (request) =>
      teamService.teamBetting(db, agentRef(request), request.query as teamService.ReportQuery, now()),
    );
    route(
      agentPaths.teamTransactions,
      "Team transactions: deposits, withdrawals, transfers, bonuses, salaries and dividends of my team's main wallets; or its game rounds (kind game_round, category, vendor)",
      transactionsQuery,
      teamTransactionsSchema,
      `${periodNote} A refused withdrawal's refund is listed as a withdrawal (+). category/vendor list only game rounds of that category/vendor (on any wallet of the member; with a money kind: none). memberId outside my team → 404 NOT_IN_TEAM.`,
      (request) => teamService.teamTransactions(db, agentRef(request), request.query as teamService.ReportQuery & { kind?: TeamTransactionKind }, now()),
    );
    route(
      agentPaths.subordinateProfitLoss,
      'Subordinate profit and loss: one row per direct downline of memberId (default me), its whole team included',
      profitLossQuery,
      profitLossSchema,
      `${periodNote} category/vendor filter bets and wins. memberId outside my team → 404 NOT_IN_TEAM.`,
      (request) => teamService.subordinateProfitLoss(db, agentRef(request), request.query as teamService.ReportQuery, now()),
    );
    route(
      agentPaths.accountChanges,
      'My account changes: every movement of my own main wallet in the period; or my game rounds of a category/vendor',
      accountChangesQuery,
      accountChangesSchema,
      `${periodNote} category/vendor list only my game rounds of that category/vendor, on whichever of my wallets they moved (wallet, balance after on it).`,
      (request) => teamService.accountChanges(db, agentRef(request), request.query as teamService.ReportQuery, now()),
    );
    route(agentPaths.announcements, 'Announcements for agents (audience agents), inside their time window', announcementsQuery, announcementsSchema, '', (request) => {
      const me = agentOf(request);
      const { lang } = request.query as { lang?: LangCode };
      return teamService.announcements(db, me.merchant, lang ?? me.brand.defaultLang, me.brand.defaultLang, now());
    });
  };
}
