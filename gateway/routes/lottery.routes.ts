/**
 * The lottery pages' calls (§7 "VN lottery menu, VN recent menu": /lgw/vn/games/game_menu and
 * /lgw/vn/games/game_menu/recent; docs/decisions/020). The menu is public catalogue data
 * (READINGS #5): the games of the lottery vendors one page shows (schemas/lottery.ts), from the
 * in-memory catalogue. The recent menu needs a session: the member's recently launched games
 * that belong on that page, newest first. Bad input answers 400 VALIDATION_FAILED.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { GameItem } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import type { LangCode } from '../../schemas/languages';
import { lotteryPageOf, lotteryPages, type LotteryPage } from '../../schemas/lottery';
import { createCatalogueRepository } from '../db/catalogue-repository';
import { toGameItem, type CatalogueGame, type CatalogueSnapshot } from '../domain/catalogue';
import { ApiError } from '../http/api-error';
import { envelopeResponses, merchantHeadersSchema } from '../http/common-schemas';
import { ok } from '../http/envelope';
import { requireSession } from '../http/session-auth';
import { catalogueOf, type CatalogueContext } from './catalogue-context';
import { gameItemSchema } from './catalogue.schemas';
import { langSchema, merchantQuery } from './content.schemas';

const tags = ['catalogue'];

export const lotteryMenuQuery = merchantQuery(
  {
    page: { type: 'string', enum: lotteryPages, description: 'The lottery page: vnLottery (TCG_LOTTO_VN), seaLottery (TCG_SEA), lottery (other LOTT/ELOTT vendors).' },
    lang: { ...langSchema, description: 'Language of the names; absent: the brand default.' },
  },
  ['page'],
);

export const lotteryMenuSchema = {
  type: 'object',
  required: ['page', 'games'],
  additionalProperties: false,
  properties: {
    page: { type: 'string', enum: lotteryPages },
    games: { type: 'array', items: gameItemSchema },
  },
} as const;

interface LotteryMenuQuery {
  page: LotteryPage;
  lang?: LangCode;
}

/** The games of the page's vendors, in catalogue order (vendor, then the vendor's own order). */
function pageGames(snapshot: CatalogueSnapshot, page: LotteryPage): CatalogueGame[] {
  return snapshot.memo(`lottery-page:${page}`, () => snapshot.games.filter((g) => lotteryPageOf(g.vendor.vassalage, g.gameType) === page));
}

export function lotteryRoutes(ctx: CatalogueContext): FastifyPluginAsync {
  return async (app) => {
    const repo = createCatalogueRepository(app.gateway.db);

    app.get(apiPaths.vnGameMenu, {
      schema: {
        tags,
        summary: 'Lottery menu: the games of one lottery page (public)',
        headers: merchantHeadersSchema,
        querystring: lotteryMenuQuery,
        response: envelopeResponses(lotteryMenuSchema),
      },
      handler: async (request): Promise<Envelope<{ page: LotteryPage; games: GameItem[] }>> => {
        const q = request.query as LotteryMenuQuery;
        const { snapshot, lang, brand } = await catalogueOf(ctx, request, q.lang);
        return ok({ page: q.page, games: pageGames(snapshot, q.page).map((g) => toGameItem(g, lang, brand)) });
      },
    });

    app.get(apiPaths.vnRecentMenu, {
      preHandler: requireSession(),
      schema: {
        tags,
        summary: 'Recent lottery menu: the member\'s recently launched games of one lottery page, newest first (session)',
        headers: merchantHeadersSchema,
        querystring: lotteryMenuQuery,
        response: envelopeResponses(lotteryMenuSchema),
      },
      handler: async (request): Promise<Envelope<{ page: LotteryPage; games: GameItem[] }>> => {
        const q = request.query as LotteryMenuQuery;
        const { snapshot, lang, brand } = await catalogueOf(ctx, request, q.lang);
        const memberId = request.auth?.member.id;
        if (!memberId) throw new ApiError(401, 'UNAUTHORIZED');
        const games = (await repo.recent(memberId)).flatMap((id) => {
          const g = snapshot.byNodeId.get(id);
          return g && lotteryPageOf(g.vendor.vassalage, g.gameType) === q.page ? [toGameItem(g, lang, brand)] : [];
        });
        return ok({ page: q.page, games });
      },
    });
  };
}
