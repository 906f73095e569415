/**
 * The live brand preview's hosts (<id>.<preview domain>, docs/decisions/055): every request to
 * one is the preview's, whatever it names. Its first request trades the one-time ticket for a
 * partitioned, HttpOnly cookie and goes to /; every later one is checked (cookie key, staff
 * session alive, merchant still readable, draft unchanged) before the merchant is set to the
 * preview's merchant with the draft as its brand. The app then runs exactly as on a merchant's
 * domain, except that nothing can be written: a preview shows, it never signs in or registers.
 * Only the console that opened the preview may frame it (frame-ancestors, security-headers.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { catalogueLanguages, languages, type LangCode } from '../../schemas/languages';
import {
  exchangeTicket,
  findPreview,
  previewBrandFor,
  previewCookie,
  previewExchangePath,
  previewLabelOf,
  type PreviewDeps,
} from '../domain/console/brand-preview';
import { hostnameOf } from '../domain/brand/merchant-resolver';
import { serverText } from '../domain/texts/server-texts';
import { Refusal } from '../domain/refusal';
import { errorMessages } from '../../schemas/error-codes';
import { failure } from './envelope';
import './gateway-context';
import './console-context';

const readMethods = new Set(['GET', 'HEAD', 'OPTIONS']);
/** The bundle's hashed files are the same for every brand: served without the preview's checks. */
const bundleFiles = /^\/assets\/[A-Za-z0-9._-]+$/;
const apiPrefixes = ['/wps/', '/lgw/', '/lotto/', '/console/'];

/** The staff member's language among the catalogues (Accept-Language), else English. */
function languageOf(request: FastifyRequest): LangCode {
  const wanted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => part.split(';')[0]?.trim().toLowerCase() ?? '');
  for (const tag of wanted) {
    const hit = catalogueLanguages.find((code) => languages[code].tag.toLowerCase() === tag) ?? catalogueLanguages.find((code) => languages[code].tag.toLowerCase().split('-')[0] === tag.split('-')[0]);
    if (hit) return hit;
  }
  return 'EN';
}

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A navigation gets a page saying why the preview stopped; the app's calls get the envelope. */
function answerRefusal(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): FastifyReply {
  const path = request.url.split('?')[0] ?? '/';
  const api = apiPrefixes.some((p) => path.startsWith(p));
  if (api || request.method !== 'GET') {
    return reply.code(refusal.statusCode).send(failure(refusal.code));
  }
  const lang = languageOf(request);
  const text = escapeHtml(serverText(lang, errorMessages[refusal.code]));
  const title = escapeHtml(serverText(lang, 'console.preview.title'));
  return reply
    .code(refusal.statusCode)
    .type('text/html; charset=utf-8')
    .send(`<!doctype html><html lang="${languages[lang].tag}" dir="${languages[lang].dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><main><h1>${title}</h1><p role="alert">${text}</p></main></body></html>`);
}

export function installBrandPreviewHost(app: FastifyInstance, deps: () => PreviewDeps): void {
  app.decorateRequest('previewAncestor', null);
  app.addHook('onRequest', async (request, reply) => {
    const d = deps();
    const label = previewLabelOf(hostnameOf(request.host), d.previewDomain);
    if (label === null) return;
    const path = request.url.split('?')[0] ?? '/';
    try {
      const preview = await findPreview(d, label);
      request.previewAncestor = preview.consoleOrigin;
      // Whatever a request names, it is the preview's merchant (never another one's data).
      request.merchantResolution = { found: true, merchant: preview.merchant, via: 'preview' };
      const exchange = previewExchangePath.exec(path);
      if (exchange?.[1]) {
        const key = await exchangeTicket(d, label, exchange[1]);
        reply.setCookie(previewCookie, key, { path: '/', httpOnly: true, secure: true, sameSite: 'none', partitioned: true, expires: preview.expiresAt });
        return reply.code(303).header('location', '/').header('cache-control', 'no-store').send();
      }
      if (bundleFiles.test(path)) return;
      request.brand = await previewBrandFor(d, preview, request.cookies[previewCookie]);
      if (!readMethods.has(request.method)) throw new Refusal(403, 'PREVIEW_READ_ONLY');
      if (path.startsWith('/console')) throw new Refusal(404, 'NOT_FOUND');
    } catch (err) {
      if (err instanceof Refusal) return answerRefusal(request, reply, err);
      throw err;
    }
  });
}
