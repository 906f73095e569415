/**
 * The demo vendor a launch URL points at (docs/decisions/017-game-catalogue.md): a small slot
 * page (/lgw/demo-vendor/play, its script and style as files, so it runs under script-src
 * 'self'), the trade of a single-use ticket for a play token, and spins that debit the bet and
 * credit the win through the GameWallet. The ticket or token names the merchant, so these
 * routes need no Merchant header. The page may be framed by the portal (frame-ancestors 'self').
 */
import { readFileSync } from 'node:fs';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { Brand } from '../../schemas/brand';
import { categoryRoutes } from '../../schemas/game-categories';
import { languages, type LangCode } from '../../schemas/languages';
import { displayName, type CatalogueGame } from '../domain/catalogue/catalogue';
import { betMultipliers, claimTicket, findPlay, spin } from '../domain/catalogue/demo-vendor';
import type { PlayRecord } from '../db/catalogue/catalogue-play-repository';
import { ApiError } from '../http/api-error';
import { envelopeResponses, errorEnvelopeSchema } from '../http/common-schemas';
import { failure, ok } from '../http/envelope';
import { firstAnswerOf } from '../http/first-answer-reply';
import { contentSecurityPolicy } from '../http/security-headers';
import type { CatalogueContext } from './catalogue-context';
import { demoSessionBody, demoSessionSchema, demoSpinBody, demoSpinSchema } from './catalogue.schemas';

const tags = ['demo vendor'];
const assetDir = new URL('../demo-vendor/', import.meta.url);
const assets: Record<string, { type: string; body: Buffer }> = {
  'play.js': { type: 'text/javascript; charset=utf-8', body: readFileSync(new URL('play.js', assetDir)) },
  'play.css': { type: 'text/css; charset=utf-8', body: readFileSync(new URL('play.css', assetDir)) },
};
const page = readFileSync(new URL('play.html', assetDir));
/** The gateway's policy, but the portal may show the game in an in-page frame. */
const pagePolicy = contentSecurityPolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

async function gameOf(ctx: CatalogueContext, request: FastifyRequest, play: PlayRecord): Promise<{ brand: Brand; game: CatalogueGame }> {
  const entry = request.server.gateway.registry.get(play.merchant);
  if (!entry?.ok) throw new ApiError(503, 'BRAND_CONFIG_ERROR');
  const snapshot = await ctx.store.get(entry.brand);
  const game = snapshot.byNodeId.get(play.nodeId);
  if (!game) throw new ApiError(404, 'GAME_NOT_FOUND');
  return { brand: entry.brand, game };
}

function betsOf(game: CatalogueGame): number[] {
  return betMultipliers.map((m) => game.minBetMinor * m);
}

export function demoVendorRoutes(ctx: CatalogueContext): FastifyPluginAsync {
  return async (app) => {
    app.get(apiPaths.demoVendorPlay, {
      config: { merchant: 'none' },
      schema: {
        tags,
        summary: 'The demo game page (HTML; ?ticket= from a launch, ?lang=)',
        querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 64 }, lang: { type: 'string', maxLength: 8 } } },
        response: { 200: { description: 'The page.', type: 'string' }, '4xx': errorEnvelopeSchema },
      },
      handler: async (_request, reply) => {
        reply.header('content-security-policy', pagePolicy);
        reply.header('referrer-policy', 'no-referrer');
        reply.header('cache-control', 'no-store');
        return reply.type('text/html; charset=utf-8').send(page);
      },
    });

    app.get(apiPaths.demoVendorAsset, {
      config: { merchant: 'none' },
      schema: {
        tags,
        summary: 'Script and style of the demo game page',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', enum: Object.keys(assets) } } },
        response: { 200: { description: 'The file.', type: 'string' }, '4xx': errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const asset = assets[(request.params as { file: string }).file];
        if (!asset) return reply.code(404).send(failure('NOT_FOUND'));
        reply.header('cache-control', 'public, max-age=300');
        return reply.type(asset.type).send(asset.body);
      },
    });

    app.post(apiPaths.demoVendorSession, {
      config: { merchant: 'none' },
      schema: { tags, summary: 'Trade a launch ticket (once) for a play token', body: demoSessionBody, response: envelopeResponses(demoSessionSchema) },
      handler: async (request) => {
        const { ticket } = request.body as { ticket: string };
        const { playToken, play } = await claimTicket(app.gateway.db, ticket, ctx.now());
        const { brand, game } = await gameOf(ctx, request, play);
        // A free demo has no account: its balance is the play money on the play (docs/decisions/020).
        const wallet = play.memberId === null ? { currency: null, balanceMinor: play.playMoneyMinor ?? 0 } : await ctx.wallet.balance(app.gateway.db, play.memberId, { nodeId: play.nodeId, merchant: play.merchant });
        const lang = (Object.hasOwn(languages, play.lang) ? play.lang : brand.defaultLang) as LangCode;
        return ok({
          playToken,
          nodeId: game.nodeId,
          displayName: displayName(game, lang, brand),
          vassalage: game.vendor.vassalage,
          gameType: game.gameType,
          iconUrl: game.iconUrl,
          lang,
          dir: languages[lang].dir,
          betsMinor: betsOf(game),
          balanceMinor: wallet.balanceMinor,
          currency: wallet.currency,
          lobbyUrl: categoryRoutes[game.gameType],
          demo: play.memberId === null,
        });
      },
    });

    app.post(apiPaths.demoVendorSpin, {
      config: { merchant: 'none' },
      schema: {
        tags,
        summary: 'One spin: debit the bet, credit the win (idempotent per roundId)',
        description:
          "betMinor must be one of the session's betsMinor. A retried roundId gets the first answer, a refusal included (status and body; header Idempotent-Replayed: true); " +
          'the same roundId with another bet → 422 IDEMPOTENCY_CONFLICT. 409 GAME_BALANCE_TOO_LOW when the balance is below the bet.',
        body: demoSpinBody,
        response: envelopeResponses(demoSpinSchema),
      },
      handler: async (request, reply) => {
        const body = request.body as { playToken: string; roundId: string; betMinor: number };
        const play = await findPlay(app.gateway.db, body.playToken, ctx.now());
        const { game } = await gameOf(ctx, request, play);
        if (game.down) throw new ApiError(409, 'GAME_MAINTENANCE');
        if (!betsOf(game).includes(body.betMinor)) {
          throw new ApiError(400, 'VALIDATION_FAILED', [{ path: '/betMinor', reason: 'enum', message: 'error.field.enum' }]);
        }
        const answered = await spin(app.gateway.db, ctx.wallet, play, body.playToken, body.roundId, body.betMinor, ctx.now());
        return ok(firstAnswerOf(reply, answered, (r) => new ApiError(r.statusCode, r.code, r.value)));
      },
    });
  };
}
