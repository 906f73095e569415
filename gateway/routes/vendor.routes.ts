/**
 * Vendor menus (§2.3, §3 "Game vendor card", §7): GET /lgw/games/game_menus and the relay
 * GET /wps/relay/GCSGAME_gameVendor (by merchantCode), both public (READINGS #5: catalogue data
 * may be served to guests) and answered from the per-merchant cache; and the generated vendor
 * icons at /lgw/icons/vendor/<vassalage>.svg, cached by browsers and CDNs for a year.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { apiPaths } from '../../schemas/api-paths';
import type { GameCategory } from '../../schemas/brand';
import type { VendorMenuResponse } from '../../schemas/content';
import type { Envelope } from '../../schemas/envelope';
import type { ContentSources } from '../domain/content/content-sources';
import { buildVendorMenu } from '../domain/catalogue/vendor-menu';
import { vendorIconFile, vendorIconSvg } from '../domain/catalogue/vendor-icon';
import { ApiError } from '../http/api-error';
import { envelopeResponses, errorEnvelopeSchema, merchantHeadersSchema } from '../http/common-schemas';
import { failure, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant-gate';
import { imageContentSecurityPolicy } from '../http/security-headers';
import { gameVendorQuery, imageResponse, vendorMenuSchema, vendorMenusQuery } from './content.schemas';

const tags = ['catalogue'];
export const immutableCache = 'public, max-age=31536000, immutable';

async function menuFor(sources: ContentSources, request: FastifyRequest, gameType?: GameCategory): Promise<VendorMenuResponse> {
  const entry = merchantOf(request);
  return { vendors: buildVendorMenu(entry.brand, await sources.vendors.get(entry.merchant), gameType) };
}

export function vendorRoutes(sources: ContentSources): FastifyPluginAsync {
  return async (app) => {
    app.get(apiPaths.gameMenus, {
      schema: {
        tags,
        summary: 'Vendor menus for navigation, home casino tabs and footer icons (public)',
        headers: merchantHeadersSchema,
        querystring: vendorMenusQuery,
        response: envelopeResponses(vendorMenuSchema),
      },
      handler: async (request): Promise<Envelope<VendorMenuResponse>> => {
        const { gameType } = request.query as { gameType?: GameCategory };
        return ok(await menuFor(sources, request, gameType));
      },
    });

    app.get(apiPaths.gameVendors, {
      schema: {
        tags,
        summary: 'Vendor list by merchantCode (relay GCSGAME_gameVendor; public, cached)',
        description: 'merchantCode must name the merchant the request is for; another code answers 400 VALIDATION_FAILED.',
        headers: merchantHeadersSchema,
        querystring: gameVendorQuery,
        response: envelopeResponses(vendorMenuSchema),
      },
      handler: async (request): Promise<Envelope<VendorMenuResponse>> => {
        const { merchantCode, gameType } = request.query as { merchantCode: string; gameType?: GameCategory };
        if (merchantCode !== merchantOf(request).merchant) {
          throw new ApiError(400, 'VALIDATION_FAILED', [
            { path: '/querystring/merchantCode', reason: 'merchant_mismatch', message: 'error.field.merchant_mismatch' },
          ]);
        }
        return ok(await menuFor(sources, request, gameType));
      },
    });

    app.get(apiPaths.vendorIcon, {
      config: { merchant: 'none' },
      schema: {
        tags,
        summary: 'Generated vendor icon (SVG, immutable)',
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', pattern: vendorIconFile.source, description: '<vassalage>.svg, e.g. PG.svg' } },
        },
        response: { 200: imageResponse, '4xx': errorEnvelopeSchema },
      },
      handler: async (request, reply) => {
        const match = vendorIconFile.exec((request.params as { file: string }).file);
        if (!match?.[1]) return reply.code(404).send(failure('NOT_FOUND'));
        reply.header('content-type', 'image/svg+xml; charset=utf-8');
        reply.header('cache-control', immutableCache);
        reply.header('content-security-policy', imageContentSecurityPolicy);
        return reply.send(Buffer.from(vendorIconSvg(match[1])));
      },
    });
  };
}
