/**
 * The support desk (owner, operator, support of the merchant; docs/decisions/047): member search,
 * profile, ledger entries, login history; lock, unlock, reset the authenticator, force a password
 * change — each action audited with its reason.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Envelope } from '../../../schemas/envelope';
import {
  consolePlayerPaths,
  type PlayerActionAnswer,
  type PlayerActionFields,
  type PlayerLedgerEntry,
  type PlayerLogin,
  type PlayerProfile,
  type PlayerSearchQuery,
  type PlayerSummary,
  type QueuePage,
  type QueueQuery,
} from '../../../schemas/console-money';
import { actOnPlayer, playerLedger, playerLogins, playerProfile, searchPlayers, type PlayerAction } from '../../domain/console/player-desk';
import { clientOf, requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { consoleResponses, merchantParamsSchema } from './console.schemas';
import {
  merchantMemberParamsSchema,
  pageQuerySchema,
  playerActionAnswerSchema,
  playerLedgerPageSchema,
  playerLoginPageSchema,
  playerPageSchema,
  playerProfileSchema,
  playerSearchQuerySchema,
  reasonBodySchema,
} from './console-money.schemas';

const tags = ['console'];
type MemberParams = { merchant: string; memberId: string };

const actions: { path: string; action: PlayerAction; summary: string }[] = [
  { path: consolePlayerPaths.lock, action: 'lock', summary: 'Lock a member: sign-in refused, every session and remember-me token revoked at once' },
  { path: consolePlayerPaths.unlock, action: 'unlock', summary: 'Unlock a member' },
  { path: consolePlayerPaths.resetAuthenticator, action: 'reset-authenticator', summary: "Reset a member's authenticator (secret and recovery codes removed)" },
  { path: consolePlayerPaths.forcePasswordChange, action: 'force-password-change', summary: 'Force a password change at the next login (sessions end now)' },
];

export const consolePlayerRoutes: FastifyPluginAsync = async (app) => {
  app.get(consolePlayerPaths.search, {
    onRequest: requireStaff,
    schema: { tags, summary: 'Search members of a merchant by account, e-mail or phone prefix (owner, operator, support)', params: merchantParamsSchema, querystring: playerSearchQuerySchema, response: consoleResponses(playerPageSchema) },
    handler: async (request): Promise<Envelope<QueuePage<PlayerSummary>>> => {
      const { merchant } = request.params as { merchant: string };
      return ok(await searchPlayers(app.console, staffOf(request), merchant, request.query as PlayerSearchQuery));
    },
  });

  app.get(consolePlayerPaths.profile, {
    onRequest: requireStaff,
    schema: { tags, summary: "A member's profile, balances and live sessions (owner, operator, support)", params: merchantMemberParamsSchema, response: consoleResponses(playerProfileSchema) },
    handler: async (request): Promise<Envelope<PlayerProfile>> => {
      const { merchant, memberId } = request.params as MemberParams;
      return ok(await playerProfile(app.console, staffOf(request), merchant, memberId));
    },
  });

  app.get(consolePlayerPaths.ledger, {
    onRequest: requireStaff,
    schema: { tags, summary: "A member's ledger entries, newest first (owner, operator, support)", params: merchantMemberParamsSchema, querystring: pageQuerySchema, response: consoleResponses(playerLedgerPageSchema) },
    handler: async (request): Promise<Envelope<QueuePage<PlayerLedgerEntry>>> => {
      const { merchant, memberId } = request.params as MemberParams;
      return ok(await playerLedger(app.console, staffOf(request), merchant, memberId, request.query as QueueQuery));
    },
  });

  app.get(consolePlayerPaths.logins, {
    onRequest: requireStaff,
    schema: { tags, summary: "A member's login history, newest first (owner, operator, support)", params: merchantMemberParamsSchema, querystring: pageQuerySchema, response: consoleResponses(playerLoginPageSchema) },
    handler: async (request): Promise<Envelope<QueuePage<PlayerLogin>>> => {
      const { merchant, memberId } = request.params as MemberParams;
      return ok(await playerLogins(app.console, staffOf(request), merchant, memberId, request.query as QueueQuery));
    },
  });

  for (const a of actions) {
    app.post(a.path, {
      onRequest: requireStaff,
      schema: { tags, summary: `${a.summary} (owner, operator, support); audited with the reason`, params: merchantMemberParamsSchema, body: reasonBodySchema, response: consoleResponses(playerActionAnswerSchema) },
      handler: async (request): Promise<Envelope<PlayerActionAnswer>> => {
        const { merchant, memberId } = request.params as MemberParams;
        const { reason } = request.body as PlayerActionFields;
        return ok(await actOnPlayer(app.console, staffOf(request), clientOf(request), merchant, memberId, a.action, reason));
      },
    });
  }
};
