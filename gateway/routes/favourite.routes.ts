/**
 * Favourite games (§3 "Favourite list", §4 "Favourite", §7; session required, §6): the ids
 * (MCSFE_getFavoriteGames), a page of games (MCSFE_getFavoriteGamesList: content, pageNum,
 * totalPages), add (POST MCSFE_addFavoriteGameV2) and remove (DELETE MCSFE_removeFavoriteGameV2)
 * by nodeId, vendor and gameType. Add and remove are idempotent; a game that is not in the
 * catalogue as named answers 404 GAME_NOT_FOUND and nothing is written.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { GameCategory } from '../../schemas/brand';
import type { GameItem, GamePage } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import type { LangCode } from '../../schemas/languages';
import { createCatalogueRepository } from '../db/catalogue/catalogue-repository';
import type { CatalogueGame, CatalogueSnapshot } from '../domain/catalogue/catalogue';
import { gamesById } from '../domain/catalogue/catalogue-query';
import { ApiError } from '../http/api-error';
import { envelopeResponses, merchantHeadersSchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { requireSession } from '../http/session-auth';
import { catalogueOf, type CatalogueContext } from './catalogue-context';
import { favouriteBody, favouriteChangeSchema, favouriteIdsSchema, favouriteQuery, gamePageSchema, listQuery } from './catalogue.schemas';

const tags = ['catalogue'];

export interface GameRef {
  nodeId: string;
  vendor: string;
  gameType: GameCategory;
}

/** The catalogue game a reference names, or 404 GAME_NOT_FOUND (unknown id, or vendor/type not its own). */
export function gameNamed(snapshot: CatalogueSnapshot, ref: GameRef): CatalogueGame {
  const game = snapshot.byNodeId.get(ref.nodeId);
  if (!game || game.vendor.vassalage !== ref.vendor || game.gameType !== ref.gameType) {
    throw new ApiError(404, 'GAME_NOT_FOUND', [{ path: '/nodeId', reason: 'unknown_game', message: 'error.field.unknown_game' }]);
  }
  return game;
}

function memberId(request: FastifyRequest): string {
  const auth = request.auth;
  if (!auth) throw new ApiError(401, 'UNAUTHORIZED');
  return auth.member.id;
}

export function favouriteRoutes(ctx: CatalogueContext): FastifyPluginAsync {
  return async (app) => {
    const repo = createCatalogueRepository(app.gateway.db);

    app.get(apiPaths.favouriteGames, {
      preHandler: requireSession(),
      schema: { tags, summary: 'Favourite game ids, newest first (relay MCSFE_getFavoriteGames; session)', headers: merchantHeadersSchema, response: envelopeResponses(favouriteIdsSchema) },
      handler: async (request): Promise<Envelope<{ nodeIds: string[] }>> => {
        const { snapshot } = await catalogueOf(ctx, request);
        const ids = await repo.favourites(memberId(request));
        return ok({ nodeIds: ids.filter((id) => snapshot.byNodeId.has(id)) });
      },
    });

    app.get(apiPaths.favouriteGamesList, {
      preHandler: requireSession(),
      schema: { tags, summary: 'A page of favourite games (relay MCSFE_getFavoriteGamesList; session)', headers: merchantHeadersSchema, querystring: listQuery, response: envelopeResponses(gamePageSchema) },
      handler: async (request): Promise<Envelope<GamePage<GameItem>>> => {
        const q = request.query as { lang?: LangCode; pageNum: number; pageSize: number };
        const { snapshot, lang } = await catalogueOf(ctx, request, q.lang);
        return ok(gamesById(snapshot, await repo.favourites(memberId(request)), lang, q.pageNum, q.pageSize));
      },
    });

    app.post(apiPaths.favouriteAdd, {
      preHandler: requireSession(),
      schema: { tags, summary: 'Add a favourite (relay MCSFE_addFavoriteGameV2; session; idempotent)', headers: merchantHeadersSchema, body: favouriteBody, response: envelopeResponses(favouriteChangeSchema) },
      handler: async (request) => {
        const { snapshot, brand } = await catalogueOf(ctx, request);
        const game = gameNamed(snapshot, request.body as GameRef);
        const changed = await repo.addFavourite(memberId(request), brand.merchant, game.nodeId);
        return ok({ nodeId: game.nodeId, favourite: true, changed });
      },
    });

    app.delete(apiPaths.favouriteRemove, {
      preHandler: requireSession(),
      schema: { tags, summary: 'Remove a favourite (relay MCSFE_removeFavoriteGameV2; session; idempotent)', headers: merchantHeadersSchema, querystring: favouriteQuery, response: envelopeResponses(favouriteChangeSchema) },
      handler: async (request) => {
        const { snapshot } = await catalogueOf(ctx, request);
        const game = gameNamed(snapshot, request.query as GameRef);
        const changed = await repo.removeFavourite(memberId(request), game.nodeId);
        return ok({ nodeId: game.nodeId, favourite: false, changed });
      },
    });
  };
}
