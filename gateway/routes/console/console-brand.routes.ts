/**
 * Merchants and their brands in the console (docs/decisions/045): the merchants list, onboarding
 * a merchant from nothing, the brand draft checked by the brand checker, publishing it (every
 * instance serves it within the config cache time), and logo / favicon uploads.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  brandAssetKinds,
  capabilityRoles,
  brandAssetMaxBytes,
  consolePaths,
  type BrandAssetAnswer,
  type BrandAssetKind,
  type BrandPreviewAnswer,
  type BrandPreviewFields,
  type BrandDraftFields,
  type MerchantBrandAnswer,
  type MerchantListAnswer,
  type MerchantOnboardFields,
} from '../../../schemas/console';
import type { Envelope } from '../../../schemas/envelope';
import { merchantDirectory } from '../../domain/console/merchant-directory';
import { publishBrand, readBrand, saveDraft, type BrandDeps } from '../../domain/console/merchant-brand';
import { openBrandPreview } from '../../domain/console/brand-preview';
import { merchantArchive } from '../../domain/console/merchant-export';
import { onboardMerchant, uploadBrandImage } from '../../domain/console/merchant-onboarding';
import { Refusal } from '../../domain/refusal';
import { clientOf, requireStaff, staffOf } from '../../http/console-auth';
import { ok } from '../../http/envelope';
import { readMultipartForm } from '../../http/multipart-form';
import {
  brandAssetAnswerSchema,
  brandPreviewAnswerSchema,
  brandPreviewBodySchema,
  brandDraftBodySchema,
  brandErrorSchema,
  brandResponses,
  merchantBrandSchema,
  merchantListSchema,
  merchantParamsSchema,
  noQuerySchema,
  onboardBodySchema,
} from './console.schemas';

const tags = ['console'];
/** A brand document is a few kilobytes; the app's 64 KB default would do, this leaves room for long licence texts. */
const brandBodyLimit = 256 * 1024;

const merchantOfParams = (request: FastifyRequest): string => (request.params as { merchant: string }).merchant;

export const consoleBrandRoutes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: brandAssetMaxBytes, files: 1, fields: 1, fieldSize: 32, parts: 2, headerPairs: 50 },
  });
  const deps = (): BrandDeps => ({ console: app.console, registry: app.gateway.registry, brandsDir: app.gateway.brandsDir });

  app.get(consolePaths.merchantDirectory, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: 'Every merchant the staff member may read (merchants.read), with its status and where its brand comes from',
      querystring: noQuerySchema,
      response: brandResponses(merchantListSchema),
    },
    handler: async (request): Promise<Envelope<MerchantListAnswer>> =>
      ok({ merchants: await merchantDirectory(app.console, app.gateway.registry, staffOf(request).staffId) }),
  });

  app.post(consolePaths.merchants, {
    onRequest: requireStaff,
    bodyLimit: brandBodyLimit,
    schema: {
      tags,
      summary: 'Onboard a new merchant (merchants.onboard on every merchant): its brand draft, template modules and rules, placeholder images',
      description:
        'The brand is checked by the brand checker (400 BRAND_INVALID with its problems at /brand/…; a domain another merchant holds: 409 DOMAIN_TAKEN). ' +
        'A code already in use: 409 MERCHANT_EXISTS. Nothing is served until the draft is published.',
      body: onboardBodySchema,
      response: brandResponses(merchantBrandSchema),
    },
    handler: async (request): Promise<Envelope<MerchantBrandAnswer>> => {
      const { code, brand } = request.body as MerchantOnboardFields;
      return ok(await onboardMerchant(deps(), staffOf(request), clientOf(request), code, brand));
    },
  });

  app.get(consolePaths.merchantBrand, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: "A merchant's brand: the draft when there is one, else what players get (merchants.read)",
      params: merchantParamsSchema,
      querystring: noQuerySchema,
      response: brandResponses(merchantBrandSchema),
    },
    handler: async (request): Promise<Envelope<MerchantBrandAnswer>> => ok(await readBrand(deps(), staffOf(request), merchantOfParams(request))),
  });

  app.get(consolePaths.merchantBrandExport, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: "A merchant's brand folder as a tar download (merchants.read): brand.json as players get it, modules.json, register-rules.json and the theme's images",
      description:
        'What `npm run console -- export` writes, on every database (the embedded one included): `tar -xf <merchant>.tar` gives a folder `npm run brand -- check` accepts. ' +
        'A merchant onboarded but never published has no folder yet: 409 BRAND_CONFIG_ERROR.',
      params: merchantParamsSchema,
      querystring: noQuerySchema,
      response: { 200: { description: 'The tar archive.', type: 'string', format: 'binary' }, '4xx': brandErrorSchema, '5xx': brandErrorSchema },
    },
    handler: async (request, reply) => {
      const archive = await merchantArchive(deps(), staffOf(request), merchantOfParams(request));
      void reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `attachment; filename="${archive.fileName}"`)
        .type('application/x-tar');
      return reply.send(archive.body);
    },
  });

  app.put(consolePaths.merchantBrandDraft, {
    onRequest: requireStaff,
    bodyLimit: brandBodyLimit,
    schema: {
      tags,
      summary: "Save a merchant's brand draft (merchants.onboard); players see nothing of it until it is published",
      description: 'Checked by the brand checker of `npm run brand -- check`: 400 BRAND_INVALID with its problems at /brand/… (hint, and a fix for colours). 409 DOMAIN_TAKEN for a host name another merchant holds.',
      params: merchantParamsSchema,
      body: brandDraftBodySchema,
      response: brandResponses(merchantBrandSchema),
    },
    handler: async (request): Promise<Envelope<MerchantBrandAnswer>> => {
      const { brand } = request.body as BrandDraftFields;
      return ok(await saveDraft(deps(), staffOf(request), clientOf(request), merchantOfParams(request), brand));
    },
  });

  app.post(consolePaths.merchantBrandPublish, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: "Publish a merchant's brand draft (brand.publish): every gateway instance serves it within 1 s, without a restart",
      description: 'The draft is checked again, and its domains against every other merchant under the domain claims lock (409 DOMAIN_TAKEN). No draft: 409 NOTHING_TO_PUBLISH. Audited with the before/after diff.',
      params: merchantParamsSchema,
      response: brandResponses(merchantBrandSchema),
    },
    handler: async (request): Promise<Envelope<MerchantBrandAnswer>> => ok(await publishBrand(deps(), staffOf(request), clientOf(request), merchantOfParams(request))),
  });

  app.post(consolePaths.merchantBrandPreview, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: "Open a live preview of a merchant's brand draft (merchants.read): the real player bundle on a host of its own",
      description:
        'Answers the address of a sandboxed frame (<id>.<preview domain>; its ticket works once, within a minute) and when the preview ends (15 minutes, or the staff session\'s end). ' +
        'The preview shows the draft (else what players get) in the chosen palette, refuses every write, and ends (410/409 PREVIEW_ENDED or PREVIEW_STALE) when the draft changes, ' +
        'the staff session ends or the staff member loses the merchant. 503 PREVIEW_UNAVAILABLE when no preview domain is configured (PREVIEW_DOMAIN).',
      params: merchantParamsSchema,
      body: brandPreviewBodySchema,
      response: brandResponses(brandPreviewAnswerSchema),
    },
    handler: async (request): Promise<Envelope<BrandPreviewAnswer>> => {
      const { palette } = request.body as BrandPreviewFields;
      const previewDeps = { ...deps(), previewDomain: app.console.previewDomain };
      return ok(await openBrandPreview(previewDeps, staffOf(request), merchantOfParams(request), palette, { protocol: request.protocol, host: request.host }));
    },
  });

  app.post(consolePaths.merchantBrandAssets, {
    onRequest: requireStaff,
    schema: {
      tags,
      summary: "Upload a merchant's logo, dark logo or favicon (merchants.onboard); the draft's theme points at it",
      description:
        'multipart/form-data: field `kind` (logo, logoDark, favicon) then file `file`, at most 512 KB (413 ASSET_TOO_LARGE). ' +
        'An SVG is sanitised (scripts and event handlers removed); a PNG is decoded and re-encoded; anything else is 415 ASSET_TYPE.',
      params: merchantParamsSchema,
      consumes: ['multipart/form-data'],
      response: brandResponses(brandAssetAnswerSchema),
    },
    handler: async (request): Promise<Envelope<BrandAssetAnswer>> => {
      // The capability first: a caller without it learns nothing of what the upload would do.
      if (!(await app.console.staff.roleFor(staffOf(request).staffId, capabilityRoles['merchants.onboard'], merchantOfParams(request)))) throw new Refusal(403, 'FORBIDDEN');
      const form = await readMultipartForm(request);
      const kind = form.fields.get('kind');
      const file = form.files[0];
      if (form.tooManyFiles || form.files.length !== 1 || file === undefined || file.field !== 'file') throw new Refusal(400, 'VALIDATION_FAILED', [{ path: '/file', reason: 'required', message: 'error.validation_failed' }]);
      if (!(brandAssetKinds as readonly string[]).includes(kind ?? '')) throw new Refusal(400, 'VALIDATION_FAILED', [{ path: '/kind', reason: 'enum', message: 'error.validation_failed' }]);
      if (file.truncated) throw new Refusal(413, 'ASSET_TOO_LARGE', [{ path: '/file', reason: 'maxBytes', message: 'error.asset_too_large' }]);
      return ok(await uploadBrandImage(deps(), staffOf(request), clientOf(request), merchantOfParams(request), kind as BrandAssetKind, file.body));
    },
  });
};
