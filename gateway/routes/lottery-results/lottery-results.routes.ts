/**
 * Opened numbers (§7 "opened numero", a session call by §6; docs/decisions/052-engagement-misc.md):
 * /lgw/vn/numeros/opened/game answers the Vietnam page, /lotto/lgw/games/opened/numero the generic
 * and SEA pages. Each game of the page (in the prize mode asked, or all the brand carries; one
 * game with ?gameCode=) with its latest draws, newest first, derived from the gateway's data key
 * (gateway/domain/lottery-results/lottery-draws.ts). Trial sessions may read them like the
 * lottery pages they see; a prize mode the brand does not carry and a game not on the page are
 * bad input (400 VALIDATION_FAILED).
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../../schemas/api-paths';
import type { PrizeMode } from '../../../schemas/brand';
import type { Envelope } from '../../../schemas/envelope';
import type { LangCode } from '../../../schemas/languages';
import type { LotteryPage } from '../../../schemas/lottery';
import { allPrizeModes, lotteryKinds, prizeModeOf } from '../../../schemas/lottery-modes';
import { openedDrawDefault, openedDrawLimit, type OpenedGame, type OpenedNumbers } from '../../../schemas/lottery-results';
import { displayName } from '../../domain/catalogue/catalogue';
import { openedDraws } from '../../domain/lottery-results/lottery-draws';
import { ApiError } from '../../http/api-error';
import { envelopeResponses, merchantHeadersSchema } from '../../http/common-schemas';
import { ok } from '../../http/envelope';
import { requireSession } from '../../http/session-auth';
import { catalogueOf, type CatalogueContext } from '../catalogue-context';
import { langSchema, merchantQuery } from '../content.schemas';
import { checkPrizeMode, pageGames } from '../lottery.routes';

const tags = ['catalogue'];

function openedQuery(pages: readonly LotteryPage[]) {
  return merchantQuery(
    {
      page: { type: 'string', enum: pages, default: pages[0], description: `The lottery page: ${pages.join(' or ')}.` },
      lang: { ...langSchema, description: 'Language of the game names; absent: the brand default.' },
      prizeMode: { type: 'string', enum: allPrizeModes, description: 'Only the games of this prize mode (one the brand carries); absent: every mode of the page.' },
      gameCode: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$', description: 'Only this game of the page (its draw history); not on the page: 400.' },
      limit: { type: 'integer', minimum: 1, maximum: openedDrawLimit, default: openedDrawDefault, description: 'Draws per game, newest first.' },
    },
    [],
  );
}

const drawSchema = {
  type: 'object',
  required: ['issue', 'drawnAt', 'numbers'],
  additionalProperties: false,
  properties: {
    issue: { type: 'string', description: 'yyyymmdd (daily draws) or yyyymmdd + 4-digit sequence.' },
    drawnAt: { type: 'string', format: 'date-time' },
    numbers: { type: 'array', items: { type: 'string' }, description: 'The numbers drawn, in draw order.' },
  },
} as const;

const openedSchema = {
  type: 'object',
  required: ['page', 'games'],
  additionalProperties: false,
  properties: {
    page: { type: 'string' },
    games: {
      type: 'array',
      items: {
        type: 'object',
        required: ['nodeId', 'gameCode', 'displayName', 'lotteryType', 'nextDrawAt', 'draws'],
        additionalProperties: false,
        properties: {
          nodeId: { type: 'string' },
          gameCode: { type: 'string' },
          displayName: { type: 'string' },
          lotteryType: { type: ['string', 'null'], enum: [...lotteryKinds, null] },
          nextDrawAt: { type: 'string', format: 'date-time' },
          draws: { type: 'array', items: drawSchema },
        },
      },
    },
  },
} as const;

interface OpenedQuery {
  page: LotteryPage;
  lang?: LangCode;
  prizeMode?: PrizeMode;
  gameCode?: string;
  limit: number;
}

export function lotteryResultsRoutes(ctx: CatalogueContext): FastifyPluginAsync {
  return async (app) => {
    const mac = (text: string) => app.identity.box.mac(text);
    const routes: [string, readonly LotteryPage[], string][] = [
      [apiPaths.openedNumerosVn, ['vnLottery'], 'Opened numbers of the Vietnam lottery page (session)'],
      [apiPaths.openedNumerosLotto, ['lottery', 'seaLottery'], 'Opened numbers of the generic and SEA lottery pages (session)'],
    ];
    for (const [url, pages, summary] of routes) {
      app.get(url, {
        preHandler: requireSession(),
        schema: {
          tags,
          summary,
          description: 'Each game of the page with its latest draws, newest first, and its next draw time (docs/decisions/052).',
          headers: merchantHeadersSchema,
          querystring: openedQuery(pages),
          response: envelopeResponses(openedSchema),
        },
        handler: async (request): Promise<Envelope<OpenedNumbers>> => {
          const q = request.query as OpenedQuery;
          const { snapshot, brand, lang } = await catalogueOf(ctx, request, q.lang);
          checkPrizeMode(brand, q.prizeMode);
          const inMode = pageGames(snapshot, q.page).filter((g) => q.prizeMode === undefined || prizeModeOf(g.vendor.vassalage, g.gameType) === q.prizeMode);
          const games = q.gameCode === undefined ? inMode : inMode.filter((g) => g.gameCode === q.gameCode);
          if (q.gameCode !== undefined && games.length === 0) {
            throw new ApiError(400, 'VALIDATION_FAILED', [{ path: '/querystring/gameCode', reason: 'game_not_on_page', message: 'error.field.game_not_on_page' }]);
          }
          const now = ctx.now();
          const answer: OpenedGame[] = games.map((g) => {
            const { nextDrawAt, draws } = openedDraws({ merchant: brand.merchant, vassalage: g.vendor.vassalage, gameCode: g.gameCode, lotteryType: g.lotteryType, page: q.page }, mac, now, q.limit);
            return { nodeId: g.nodeId, gameCode: g.gameCode, displayName: displayName(g, lang, brand), lotteryType: g.lotteryType, nextDrawAt: nextDrawAt.toISOString(), draws };
          });
          return ok({ page: q.page, games: answer });
        },
      });
    }
  };
}
