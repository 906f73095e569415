/**
 * The lottery pages' calls (§7 "VN lottery menu, VN recent menu", "lottery games by prizeMode":
 * /lgw/vn/games/game_menu and /lgw/vn/games/game_menu/recent; docs/decisions/020 and 032). The
 * menu is public catalogue data (READINGS #5): the games of the lottery vendors one page shows
 * (schemas/lottery.ts) in one prize mode the brand carries (schemas/lottery-modes.ts), with the
 * page's ?gameCode= game as `selected`, from the in-memory catalogue. The recent menu needs a
 * session: the member's recently launched games that belong on that page, newest first. Bad
 * input, and a prize mode the brand does not carry, answer 400 VALIDATION_FAILED.
 */
import type { FastifyPluginAsync } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { GameItem } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import type { LangCode } from '../../schemas/languages';
import type { Brand, PrizeMode } from '../../schemas/brand';
import { lotteryPageOf, lotteryPages, type LotteryPage } from '../../schemas/lottery';
import { allPrizeModes, lotteryKinds, prizeModeOf, type LotteryKind } from '../../schemas/lottery-modes';
import { createCatalogueRepository } from '../db/catalogue/catalogue-repository';
import { toGameItem, type CatalogueGame, type CatalogueSnapshot } from '../domain/catalogue/catalogue';
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
    prizeMode: { type: 'string', enum: allPrizeModes, description: 'Only games played in this prize mode (§9); one the brand does not carry answers 400. Absent: the mode of the game named by gameCode, else the page\'s first.' },
    gameCode: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$', description: 'The page\'s ?gameCode= (§2.1), passed through: that game is answered as `selected` (null when the page has no such game).' },
  },
  ['page'],
);

const lotteryGameSchema = {
  ...gameItemSchema,
  required: [...gameItemSchema.required, 'prizeMode', 'lotteryType'],
  properties: {
    ...gameItemSchema.properties,
    prizeMode: { type: 'string', enum: allPrizeModes, description: 'The prize mode the game is played in (§9).' },
    lotteryType: { type: ['string', 'null'], enum: [...lotteryKinds, null], description: 'Draw family for the lottery type icon (§3); null for a regional draw.' },
  },
} as const;

export const lotteryMenuSchema = {
  type: 'object',
  required: ['page', 'prizeMode', 'prizeModes', 'selected', 'games'],
  additionalProperties: false,
  properties: {
    page: { type: 'string', enum: lotteryPages },
    prizeMode: { type: ['string', 'null'], enum: [...allPrizeModes, null], description: 'The prize mode answered (null when the page offers none).' },
    prizeModes: { type: 'array', items: { type: 'string', enum: allPrizeModes }, description: 'Every prize mode the page offers, in the brand\'s order.' },
    selected: { anyOf: [lotteryGameSchema, { type: 'null' }] },
    games: { type: 'array', items: lotteryGameSchema },
  },
} as const;

interface LotteryMenuQuery {
  page: LotteryPage;
  lang?: LangCode;
  prizeMode?: PrizeMode;
  gameCode?: string;
}

type LotteryGameItem = GameItem & { prizeMode: PrizeMode; lotteryType: LotteryKind | null };

interface LotteryMenu {
  page: LotteryPage;
  prizeMode: PrizeMode | null;
  prizeModes: PrizeMode[];
  selected: LotteryGameItem | null;
  games: LotteryGameItem[];
}

/** The prize mode a game plays in, when the brand carries it (docs/decisions/032). */
function offeredMode(g: CatalogueGame, brand: Brand): PrizeMode | null {
  const mode = prizeModeOf(g.vendor.vassalage, g.gameType);
  return mode && brand.prizeModes.includes(mode) ? mode : null;
}

/** The games of the page's vendors in a prize mode the brand carries, in catalogue order (vendor, then the vendor's own order). */
export function pageGames(snapshot: CatalogueSnapshot, page: LotteryPage): CatalogueGame[] {
  return snapshot.memo(`lottery-page:${page}`, () =>
    snapshot.games.filter((g) => lotteryPageOf(g.vendor.vassalage, g.gameType) === page && offeredMode(g, snapshot.brand) !== null),
  );
}

function lotteryItem(g: CatalogueGame, lang: string, brand: Brand): LotteryGameItem {
  return { ...toGameItem(g, lang, brand), prizeMode: offeredMode(g, brand) as PrizeMode, lotteryType: g.lotteryType };
}

/** A prize mode named in the query must be one the brand carries (bad input otherwise). */
export function checkPrizeMode(brand: Brand, mode: PrizeMode | undefined): void {
  if (mode !== undefined && !brand.prizeModes.includes(mode)) {
    throw new ApiError(400, 'VALIDATION_FAILED', [{ path: '/querystring/prizeMode', reason: 'prize_mode_not_offered', message: 'error.field.prize_mode_not_offered' }]);
  }
}

/**
 * The page's menu for the query: its prize modes (brand order), the one asked for — or the named
 * game's, or the first — the named game, and that mode's games.
 */
function lotteryMenu(snapshot: CatalogueSnapshot, q: LotteryMenuQuery, lang: string, games: readonly CatalogueGame[]): LotteryMenu {
  const { brand } = snapshot;
  const all = pageGames(snapshot, q.page);
  const prizeModes = brand.prizeModes.filter((m) => all.some((g) => offeredMode(g, brand) === m));
  const named = q.gameCode === undefined ? undefined : all.find((g) => g.gameCode === q.gameCode);
  const prizeMode = q.prizeMode ?? (named ? offeredMode(named, brand) : null) ?? prizeModes[0] ?? null;
  return {
    page: q.page,
    prizeMode,
    prizeModes,
    selected: named ? lotteryItem(named, lang, brand) : null,
    games: games.filter((g) => offeredMode(g, brand) === prizeMode).map((g) => lotteryItem(g, lang, brand)),
  };
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
      handler: async (request): Promise<Envelope<LotteryMenu>> => {
        const q = request.query as LotteryMenuQuery;
        const { snapshot, lang } = await catalogueOf(ctx, request, q.lang);
        checkPrizeMode(snapshot.brand, q.prizeMode);
        return ok(lotteryMenu(snapshot, q, lang, pageGames(snapshot, q.page)));
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
      handler: async (request): Promise<Envelope<LotteryMenu>> => {
        const q = request.query as LotteryMenuQuery;
        const { snapshot, lang } = await catalogueOf(ctx, request, q.lang);
        checkPrizeMode(snapshot.brand, q.prizeMode);
        const memberId = request.auth?.member.id;
        if (!memberId) throw new ApiError(401, 'UNAUTHORIZED');
        const onPage = new Set(pageGames(snapshot, q.page).map((g) => g.nodeId));
        const recent = (await repo.recent(memberId)).flatMap((id) => {
          const g = snapshot.byNodeId.get(id);
          return g && onPage.has(g.nodeId) ? [g] : [];
        });
        return ok(lotteryMenu(snapshot, q, lang, recent));
      },
    });
  };
}
