/**
 * The game catalogue (§3, §7, §9; docs/decisions/017-game-catalogue.md), answered from the
 * per-merchant in-memory catalogue: the filtered, paged list (relay GCSGAME_gameList), vendor
 * cards (GCSGAME_getVassGameType), hot games (GCSGAME_hotGamesV2), the winner board
 * (GCSGAME_getRankList), popular games, live rooms (GLS2_roomList, session), the compact full
 * list for the virtualised lobby and the generated game icons. Catalogue data is public
 * (READINGS #5). Registered by app.ts: `await app.register(catalogueRoutes({ cacheMs }))`.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { GameCategory } from '../../schemas/brand';
import type { GameItem, GamePage, RoomItem, SlotSubcategory, VendorCardItem, WinnerEntry } from '../../schemas/catalogue';
import type { Envelope } from '../../schemas/envelope';
import type { LangCode } from '../../schemas/languages';
import { compactBody } from '../domain/catalogue/catalogue-compact';
import { gameIconFile, gameIconSvg, gameIconVendor } from '../domain/catalogue/catalogue-icon';
import { cachedGameIconPng } from '../domain/catalogue/catalogue-icon-png';
import { gameList, popularGames, roomList, vendorCards } from '../domain/catalogue/catalogue-query';
import type { CatalogueSnapshot } from '../domain/catalogue/catalogue';
import { createCatalogueStore } from '../domain/catalogue/catalogue-store';
import { winnerBoard } from '../domain/catalogue/catalogue-winners';
import type { GameWallet } from '../domain/ledger/demo-vendor-wallet';
import { ledgerGameWallet } from '../domain/ledger/demo-vendor-wallet';
import { ApiError } from '../http/api-error';
import { envelopeResponses, errorEnvelopeSchema, merchantHeadersSchema } from '../http/common-schemas';
import { encodeAnswer, readyAnswer, sendAnswer } from '../http/encoded-answer';
import { failure, ok } from '../http/envelope';
import { installIdentityValidation } from '../http/identity-validation';
import { merchantOf, merchantVary } from '../http/merchant-gate';
import { imageContentSecurityPolicy } from '../http/security-headers';
import { requireSession } from '../http/session-auth';
import { catalogueOf, type CatalogueContext } from './catalogue-context';
import { demoVendorRoutes } from './demo-vendor.routes';
import { favouriteRoutes } from './favourite.routes';
import { gameLaunchRoutes } from './game-launch.routes';
import { lotteryRoutes } from './lottery.routes';
import { lotteryResultsRoutes } from './lottery-results/lottery-results.routes';
import { immutableCache } from './vendor.routes';
import { imageResponse } from './content.schemas';
import {
  catalogueQuery,
  gamePageSchema,
  gamesSchema,
  hotGamesQuery,
  popularQuery,
  rankListQuery,
  roomListQuery,
  roomsSchema,
  vassGameTypeQuery,
  vendorCardsSchema,
  gameListQuery,
  winnersSchema,
} from './catalogue.schemas';

const tags = ['catalogue'];
const notModified = { description: 'Not modified (If-None-Match named the current ETag).', type: 'null' } as const;

export interface CatalogueRouteOptions {
  /** How often the catalogue version is checked, in ms (the app's configCacheMs; 0 = every request). */
  cacheMs: number;
  /** The clock of winner boards, rooms and launch tickets (tests move it). */
  now?: () => Date;
  /** The wallet the demo vendor settles rounds in (default: the plain main balance). */
  wallet?: GameWallet;
}

function sameMerchant(request: FastifyRequest, merchantCode: string): void {
  if (merchantCode !== merchantOf(request).merchant) {
    throw new ApiError(400, 'VALIDATION_FAILED', [{ path: '/querystring/merchantCode', reason: 'merchant_mismatch', message: 'error.field.merchant_mismatch' }]);
  }
}

/** The query text of a request URL (after the first '?'; empty when there is none). */
function queryText(url: string): string {
  const at = url.indexOf('?');
  return at < 0 ? '' : url.slice(at + 1);
}

/** Catalogue lists are public (READINGS #5): stored, but revalidated on every use (ETag → 304). */
const listCache = 'no-cache';
/** The compact list: revalidated after a minute; the URL stays the same across versions. */
const compactCache = 'public, max-age=60, stale-while-revalidate=600';

/**
 * A catalogue answer that depends only on the merchant's snapshot and the query: built,
 * serialised (by the route's response schema unless `serialise` is given) and encoded once per
 * snapshot, then served as ready bytes with an ETag (docs/decisions/025).
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, snapshot: CatalogueSnapshot, key: string, build: () => unknown, serialise?: (value: unknown) => string) {
  const answer = snapshot.answer(key, () => {
    const value = build();
    return encodeAnswer(serialise ? serialise(value) : (reply.serialize(value) as string), `${snapshot.brand.merchant}:${snapshot.version}`);
  });
  return sendAnswer(request, reply, answer, { cacheControl: listCache, vary: merchantVary(request) });
}

function listRoutes(ctx: CatalogueContext): FastifyPluginAsync {
  return async (app) => {
    app.get(apiPaths.gameList, {
      // Served from ready bytes per (merchant, catalogue version, query): never compressed per request.
      compress: false,
      schema: {
        tags,
        summary: 'Games, filtered and paged (relay GCSGAME_gameList; public)',
        description: 'Filters: gameType, vendor, subcategory, name (in lang), minBet ≥, lines ≥. An unknown vendor answers 404 GAME_VENDOR_NOT_FOUND; a page past the end 400 PAGE_OUT_OF_RANGE.',
        headers: merchantHeadersSchema,
        querystring: gameListQuery,
        response: { ...envelopeResponses(gamePageSchema), 304: notModified },
      },
      handler: async (request, reply) => {
        const q = request.query as { lang?: LangCode; gameType?: GameCategory; vendor?: string; subcategory?: SlotSubcategory; name?: string; minBet?: number; lines?: number; sort: 'default' | 'popular' | 'name'; pageNum: number; pageSize: number };
        const { snapshot, lang } = await catalogueOf(ctx, request, q.lang);
        // The same query on the same catalogue gives the same page: serialised and encoded once
        // (the snapshot is the merchant's own, and its version is in the ETag). The validated
        // query is a function of the query text, so the text itself is the key: no per-request
        // key building. Two spellings of one query are two entries with the same bytes and ETag.
        return sendCached(request, reply, snapshot, `list?${queryText(request.url)}`, () => ok<GamePage<GameItem>>(gameList(snapshot, { ...q, lang })), JSON.stringify);
      },
    });

    app.get(apiPaths.vassGameType, {
      compress: false,
      schema: {
        tags,
        summary: 'Vendor cards with isGame and game counts (relay GCSGAME_getVassGameType; public)',
        headers: merchantHeadersSchema,
        querystring: vassGameTypeQuery,
        response: { ...envelopeResponses(vendorCardsSchema), 304: notModified },
      },
      handler: async (request, reply) => {
        const { gameType } = request.query as { gameType?: GameCategory };
        const { snapshot } = await catalogueOf(ctx, request);
        return sendCached(request, reply, snapshot, `vendors:${gameType ?? ''}`, () => ok<{ vendors: VendorCardItem[] }>({ vendors: vendorCards(snapshot, gameType) }));
      },
    });

    app.get(apiPaths.hotGames, {
      compress: false,
      schema: {
        tags,
        summary: 'Hot games (relay GCSGAME_hotGamesV2: merchantCode, isPlatform 2, platform, language; public)',
        headers: merchantHeadersSchema,
        querystring: hotGamesQuery,
        response: { ...envelopeResponses(gamesSchema), 304: notModified },
      },
      handler: async (request, reply) => {
        const q = request.query as { merchantCode: string; language?: LangCode; gameType?: GameCategory; limit: number };
        sameMerchant(request, q.merchantCode);
        const { snapshot, lang } = await catalogueOf(ctx, request, q.language);
        return sendCached(request, reply, snapshot, `hot:${lang}:${q.limit}:${q.gameType ?? ''}`, () => ok<{ games: GameItem[] }>({ games: popularGames(snapshot, lang, q.limit, q.gameType) }));
      },
    });

    app.get(apiPaths.popularGames, {
      compress: false,
      schema: { tags, summary: 'Popular games (public)', headers: merchantHeadersSchema, querystring: popularQuery, response: { ...envelopeResponses(gamesSchema), 304: notModified } },
      handler: async (request, reply) => {
        const q = request.query as { lang?: LangCode; gameType?: GameCategory; limit: number };
        const { snapshot, lang } = await catalogueOf(ctx, request, q.lang);
        return sendCached(request, reply, snapshot, `popular:${lang}:${q.limit}:${q.gameType ?? ''}`, () => ok<{ games: GameItem[] }>({ games: popularGames(snapshot, lang, q.limit, q.gameType) }));
      },
    });

    app.get(apiPaths.winnerBoard, {
      schema: {
        tags,
        summary: 'Winner board (relay GCSGAME_getRankList: gameCategory ALL, language, limitNum 20; public)',
        description: 'Demo winners seeded by merchant and hour, masked accounts, biggest win first.',
        headers: merchantHeadersSchema,
        querystring: rankListQuery,
        response: envelopeResponses(winnersSchema),
      },
      handler: async (request): Promise<Envelope<{ winners: WinnerEntry[] }>> => {
        const q = request.query as { gameCategory: 'ALL' | GameCategory; language?: LangCode; limitNum: number };
        const { snapshot, lang } = await catalogueOf(ctx, request, q.language);
        const type = q.gameCategory === 'ALL' ? undefined : q.gameCategory;
        return ok({ winners: winnerBoard(snapshot, lang, q.limitNum, ctx.now(), type) });
      },
    });

    app.get(apiPaths.roomList, {
      preHandler: requireSession(),
      schema: {
        tags,
        summary: 'Live tables of a LIVE vendor (relay GLS2_roomList; session)',
        headers: merchantHeadersSchema,
        querystring: roomListQuery,
        response: envelopeResponses(roomsSchema),
      },
      handler: async (request): Promise<Envelope<{ rooms: RoomItem[] }>> => {
        const q = request.query as { nodeId: string; lang?: LangCode };
        const { snapshot, lang } = await catalogueOf(ctx, request, q.lang);
        return ok({ rooms: roomList(snapshot, q.nodeId, lang, ctx.now()) });
      },
    });

    app.get(apiPaths.gameCatalogue, {
      // Pre-encoded once per version (brotli 11): the dynamic compressor must not touch it.
      compress: false,
      schema: {
        tags,
        summary: 'Compact full list of one game type for the virtualised lobby list (public)',
        description: 'schemas/catalogue.ts CompactCatalogue; brotli or gzip when accepted; ETag (If-None-Match → 304).',
        headers: merchantHeadersSchema,
        querystring: catalogueQuery,
        response: { 200: { description: 'Envelope around a CompactCatalogue (pre-encoded).', type: 'object', additionalProperties: true }, 304: notModified, '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const q = request.query as { gameType: GameCategory; lang?: LangCode };
        const { snapshot, lang } = await catalogueOf(ctx, request, q.lang);
        return sendAnswer(request, reply, readyAnswer(compactBody(snapshot, q.gameType, lang)), { cacheControl: compactCache, vary: merchantVary(request) });
      },
    });

    app.get(apiPaths.gameIcon, {
      config: { merchant: 'none' },
      schema: {
        tags,
        summary: 'Generated game icon (PNG, or SVG for older links; immutable)',
        params: { type: 'object', required: ['vendor', 'file'], properties: { vendor: { type: 'string', pattern: gameIconVendor.source }, file: { type: 'string', pattern: gameIconFile.source } } },
        response: { 200: imageResponse, '4xx': errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const { vendor, file } = request.params as { vendor: string; file: string };
        const match = gameIconFile.exec(file);
        if (!match?.[1]) return reply.code(404).send(failure('NOT_FOUND'));
        const png = match[2] === 'png';
        reply.header('content-type', png ? 'image/png' : 'image/svg+xml; charset=utf-8');
        reply.header('cache-control', immutableCache);
        reply.header('content-security-policy', imageContentSecurityPolicy);
        return reply.send(png ? cachedGameIconPng(vendor, match[1]) : Buffer.from(gameIconSvg(vendor, match[1])));
      },
    });
  };
}

export function catalogueRoutes(options: CatalogueRouteOptions): FastifyPluginAsync {
  return async (app) => {
    installIdentityValidation(app);
    const ctx: CatalogueContext = {
      store: createCatalogueStore(app.gateway.db, options.cacheMs),
      now: options.now ?? (() => new Date()),
      // The ledger's game wallet (docs/decisions/022-ledger.md): rounds post through the ledger.
      wallet: options.wallet ?? ledgerGameWallet((merchant) => { const e = app.gateway.registry.get(merchant); return e?.ok ? e.brand : null; }),
    };
    await app.register(listRoutes(ctx));
    await app.register(favouriteRoutes(ctx));
    await app.register(gameLaunchRoutes(ctx));
    await app.register(demoVendorRoutes(ctx));
    await app.register(lotteryRoutes(ctx));
    await app.register(lotteryResultsRoutes(ctx));
  };
}
