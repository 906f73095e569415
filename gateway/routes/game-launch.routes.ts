/**
 * Game launch (§4 "Game launch", §6, §7 /wps/game/launchGame) and recent games (relay
 * GCS_recentGame), both with a session. A trial session is refused 403 TRIAL_NOT_ALLOWED (§6
 * in_need_true_account); a game or vendor under maintenance 409 GAME_MAINTENANCE with popular
 * games to suggest (§8). Otherwise the answer is a demo vendor URL holding a single-use ticket
 * (never the session token), and the game joins the member's recent games.
 * A free demo (`demo: true`, READINGS #11; docs/decisions/020) needs no session: only a game with
 * supportPlay 0, play money on the play, no wallet, no recent games; else 403 DEMO_NOT_AVAILABLE.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { GameCategory } from '../../schemas/brand';
import type { GameItem, GamePage, LaunchAnswer } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import type { LangCode } from '../../schemas/languages';
import { createCatalogueRepository } from '../db/catalogue/catalogue-repository';
import { vendorKey, type CatalogueGame, type CatalogueSnapshot } from '../domain/catalogue/catalogue';
import { gamesById, popularGames } from '../domain/catalogue/catalogue-query';
import { demoPlayMoneyMinor, issueTicket, launchUrl, ticketSeconds } from '../domain/catalogue/demo-vendor';
import { ApiError } from '../http/api-error';
import { envelopeResponses, merchantHeadersSchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { requireSession } from '../http/session-auth';
import { catalogueOf, type CatalogueContext } from './catalogue-context';
import { gamePageSchema, launchBody, launchSchema, listQuery, maintenanceEnvelope } from './catalogue.schemas';
import { gameNamed } from './favourite.routes';

const tags = ['catalogue'];
const suggestionCount = 6;

interface LaunchRequest {
  nodeId?: string;
  vendor: string;
  gameType: GameCategory;
  lang?: LangCode;
  demo?: boolean;
}

const memberOnly = requireSession({ allowTrial: false });

/** A real launch needs a member's session (not trial); a free demo needs none. */
const launchGate: preHandlerAsyncHookHandler = async function launchGate(request, reply) {
  if ((request.body as LaunchRequest).demo === true) return;
  await memberOnly.call(this, request, reply);
};

/** The game a launch names: the game itself, or the lobby (first game) of a vendor that launches directly. */
function gameToLaunch(snapshot: CatalogueSnapshot, body: LaunchRequest): CatalogueGame {
  if (body.nodeId !== undefined) return gameNamed(snapshot, { nodeId: body.nodeId, vendor: body.vendor, gameType: body.gameType });
  const vendor = snapshot.vendorByCode.get(vendorKey(body.gameType, body.vendor));
  if (!vendor) throw new ApiError(404, 'GAME_VENDOR_NOT_FOUND', [{ path: '/vendor', reason: 'unknown_vendor', message: 'error.field.unknown_vendor' }]);
  const lobby = vendor.isGame === 'GAME' ? snapshot.games.find((g) => g.vendorNodeId === vendor.nodeId) : undefined;
  if (!lobby) throw new ApiError(404, 'GAME_NOT_FOUND', [{ path: '/nodeId', reason: 'required', message: 'error.field.required' }]);
  return lobby;
}

function suggestions(snapshot: CatalogueSnapshot, game: CatalogueGame, lang: string): GameItem[] {
  const sameType = popularGames(snapshot, lang, suggestionCount, game.gameType);
  return sameType.length > 0 ? sameType : popularGames(snapshot, lang, suggestionCount);
}

export function gameLaunchRoutes(ctx: CatalogueContext): FastifyPluginAsync {
  return async (app) => {
    const repo = createCatalogueRepository(app.gateway.db);

    const launchSchemas = {
      tags,
      description: 'nodeId + vendor + gameType, or vendor + gameType alone for a vendor that launches its lobby (isGame GAME). The URL carries a single-use ticket valid for expiresInSeconds.',
      headers: merchantHeadersSchema,
      body: launchBody,
      response: { ...envelopeResponses(launchSchema), 409: maintenanceEnvelope },
    };
    const launch = {
      preHandler: launchGate,
      handler: async (request: FastifyRequest, reply: FastifyReply): Promise<Envelope<LaunchAnswer>> => {
        const body = request.body as LaunchRequest;
        const { snapshot, brand, lang } = await catalogueOf(ctx, request, body.lang);
        const game = gameToLaunch(snapshot, body);
        if (game.down) {
          request.log.info({ code: 'GAME_MAINTENANCE', nodeId: game.nodeId }, 'request refused');
          return reply.code(409).send({ success: false, value: { suggestions: suggestions(snapshot, game, lang) }, message: 'error.game_maintenance', code: 'GAME_MAINTENANCE' });
        }
        const now = ctx.now();
        if (body.demo === true) {
          if (body.nodeId === undefined || game.supportPlay !== 0) {
            throw new ApiError(403, 'DEMO_NOT_AVAILABLE', [{ path: '/demo', reason: 'demo_not_available', message: 'error.demo_not_available' }]);
          }
          const play = { memberId: null, merchant: brand.merchant, nodeId: game.nodeId, lang, demo: true, playMoneyMinor: demoPlayMoneyMinor };
          const ticket = await issueTicket(app.gateway.db, play, now);
          return ok({ url: launchUrl(ticket, lang), nodeId: game.nodeId, lang, expiresInSeconds: ticketSeconds });
        }
        const memberId = request.auth?.member.id;
        if (!memberId) throw new ApiError(401, 'UNAUTHORIZED');
        const ticket = await issueTicket(app.gateway.db, { memberId, merchant: brand.merchant, nodeId: game.nodeId, lang }, now);
        await repo.touchRecent(memberId, brand.merchant, game.nodeId, now);
        return ok({ url: launchUrl(ticket, lang), nodeId: game.nodeId, lang, expiresInSeconds: ticketSeconds });
      },
    };
    app.post(apiPaths.launchGame, { ...launch, schema: { ...launchSchemas, summary: 'Launch a game (session; not for trial accounts), or its free demo (demo: true; no session)' } });
    // §7 relay GCS_gameLaunchFB: the fallback form of the same launch (docs/decisions/052).
    app.post(apiPaths.gameLaunchFallback, { ...launch, schema: { ...launchSchemas, summary: 'Launch a game, fallback relay GCS_gameLaunchFB: the same body, rules and answer as /wps/game/launchGame' } });

    app.get(apiPaths.recentGames, {
      preHandler: requireSession(),
      schema: { tags, summary: 'Recently launched games, newest first (relay GCS_recentGame; session)', headers: merchantHeadersSchema, querystring: listQuery, response: envelopeResponses(gamePageSchema) },
      handler: async (request): Promise<Envelope<GamePage<GameItem>>> => {
        const q = request.query as { lang?: LangCode; pageNum: number; pageSize: number };
        const { snapshot, lang } = await catalogueOf(ctx, request, q.lang);
        const memberId = request.auth?.member.id;
        if (!memberId) throw new ApiError(401, 'UNAUTHORIZED');
        return ok(gamesById(snapshot, await repo.recent(memberId), lang, q.pageNum, q.pageSize));
      },
    });
  };
}

