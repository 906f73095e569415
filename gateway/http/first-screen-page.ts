/**
 * The page every navigation gets (the single-page app's index.html) with the first screen's
 * data written in (schemas/first-screen.ts, docs/decisions/007-first-screen-in-the-page.md):
 * the permission answer, and for a normal visit the vendor menus and, on home, the default
 * language's banners, each exactly as the gateway answers the browser's call (it asks itself
 * through fastify.inject, so schemas, caches and refusals are the API's own). The page also
 * tells the browser early what it will need: the largest images (the logo, the first banner) and the
 * catalogue and page code of the first screen (modulepreload, from Vite's manifest).
 *
 * The page holds the visitor's IP (inside the permission answer): never shared-cacheable.
 * Anything that fails leaves the plain page, which asks the gateway as before.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { merchantHeader } from '../../schemas/api-paths';
import { languages, type LangCode } from '../../schemas/languages';
import type { Banner } from '../../schemas/content';
import { promotionBannerSize, type PromotionListAnswer } from '../../schemas/promotions';
import {
  activityQuery,
  bannerGroupQuery,
  firstScreenCalls,
  firstScreenElementId,
  firstScreenModules,
  firstScreenSliceOnly,
  homeAddresses,
  guestsSeeLoginAt,
  laterSliceModule,
  loginAddress,
  loginBannerGroup,
  memberHintCookie,
  homeBannerGroup,
  homeBannersQuery,
  promotionsQuery,
  type FirstScreenData,
} from '../../schemas/first-screen';
import { visitorCountryHeaders } from './visitor-country';
import { liteColours } from '../domain/lite/web-manifest';
import { looksLikePhone, stillMarkup, stillStyle, withStill, type StillBanner, type StillInput } from './still-first-paint';
import { stillWordsFor } from './still-words';
import { intlWarmUpHash, intlWarmUpMarkup } from './intl-warm-up';

/** The still first paint's loader, as Vite's manifest names it (vite.config.ts build inputs). */
const stillLoaderModule = 'src/app/still/loader.ts';

/** Vite's build manifest (build.manifest: true): source module → built file and its imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isDynamicEntry?: boolean }>;

interface PageTemplate {
  html: string;
  manifest: Manifest;
}

async function readTemplate(distDir: string): Promise<PageTemplate> {
  const html = await fs.readFile(path.join(distDir, 'index.html'), 'utf8');
  let manifest: Manifest = {};
  try {
    manifest = JSON.parse(await fs.readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    // No manifest (an older build): the page still carries its data, without module preloads.
  }
  return { html, manifest };
}

/** JSON inside <script type="application/json">: nothing in it may close the element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** A largest paint of the first screen, fetched with the page instead of after the code. */
function imagePreload(url: string): string {
  return `<link rel="preload" as="image" href="${attribute(url)}" fetchpriority="high" data-first-screen>`;
}

/** The built files a module needs, itself first, without those the page already preloads. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return [];
  seen.add(key);
  return [entry.file, ...(entry.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

/** The edge's country headers of the navigation, for the permission answer the page carries. */
function edgeCountry(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of visitorCountryHeaders) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

function isEnvelopeOk(value: unknown): value is { success: true; value: unknown } {
  return typeof value === 'object' && value !== null && (value as { success?: unknown }).success === true;
}

export interface FirstScreenPage {
  /** Sends the page for a navigation of `pathname`. */
  send(request: FastifyRequest, reply: FastifyReply, pathname: string): Promise<FastifyReply>;
}

export function createFirstScreenPage(distDir: string): FirstScreenPage {
  let template: Promise<PageTemplate> | null = null;
  let builtAt = 0;
  // A new build under a running gateway (npm run build) is picked up at the next page.
  const load = async (): Promise<PageTemplate> => {
    const { mtimeMs } = await fs.stat(path.join(distDir, 'index.html'));
    if (mtimeMs !== builtAt) {
      builtAt = mtimeMs;
      template = null;
    }
    template ??= readTemplate(distDir).catch((error: unknown) => {
      template = null;
      throw error;
    });
    return template;
  };

  async function ask(request: FastifyRequest, merchant: string, url: string, query: Record<string, string> = {}): Promise<unknown> {
    const search = new URLSearchParams(query).toString();
    const answer = await request.server.inject({
      method: 'GET',
      url: search ? `${url}?${search}` : url,
      headers: { host: request.headers.host ?? '', [merchantHeader]: merchant, accept: 'application/json', ...edgeCountry(request) },
      remoteAddress: request.ip,
    });
    const body: unknown = answer.json();
    return answer.statusCode === 200 && isEnvelopeOk(body) ? body : undefined;
  }

  async function dataFor(
    request: FastifyRequest,
    pathname: string,
  ): Promise<{ data: FirstScreenData; head: string[]; lang: LangCode; later: boolean; still: StillInput | null; pageModule: string | null } | null> {
    const resolution = request.merchantResolution;
    // A live brand preview gets the plain page: the app asks the preview host for everything.
    if (!resolution?.found || resolution.via === 'preview') return null;
    const entry = request.server.gateway.registry.get(resolution.merchant);
    if (!entry?.ok) return null;
    const merchant = entry.merchant;
    const permission = (await ask(request, merchant, firstScreenCalls.permission)) as
      | { value: { status?: number } }
      | undefined;
    if (!permission) return null;
    const data: FirstScreenData = { permission };
    const head: string[] = [];
    // The header's logo is the largest paint of pages whose content comes later (Lighthouse on
    // /rng): its download starts with the page, not after the code has drawn the header.
    const theme = entry.brand.theme;
    const logo = theme.defaultMode === 'dark' && theme.logoDark ? theme.logoDark : theme.logo;
    const assetUrl = (file: string): string =>
      `/brands/${encodeURIComponent(merchant)}/${file.split('/').map(encodeURIComponent).join('/')}`;
    const logoUrl = assetUrl(logo);
    head.push(imagePreload(logoUrl));
    // The Lite app (docs/decisions/053): the merchant's manifest, its icon and window colour.
    head.push(`<link rel="manifest" href="/manifest.webmanifest" crossorigin="use-credentials"><link rel="apple-touch-icon" href="/lite/icons/192.png"><meta name="theme-color" content="${attribute(liteColours(entry.brand).theme)}">`);
    // The language the visitor last chose (the app mirrors it in a cookie), when the brand offers
    // it; else the brand's default: its catalogue is preloaded and its banners seeded.
    const lang = entry.brand.supportLanguages.find((code) => code === request.cookies.lang) ?? entry.brand.defaultLang;
    // Maintenance and blocked pages are drawn from the first-screen slice alone.
    if (permission.value.status !== 0) return { data, head, lang, later: false, still: null, pageModule: null };
    const later = !firstScreenSliceOnly.includes(pathname);

    const home = (homeAddresses as readonly string[]).includes(pathname);
    const none = Promise.resolve(undefined);
    const onPromotions = pathname === '/promotions';
    let activityBanner: StillBanner | null = null;
    const login = pathname === loginAddress || guestsSeeLoginAt.includes(pathname);
    // Who is asking is the browser's to know; the page guesses by the signed-in hint (decision
    // 065): no hint, a guest. On a guarded address only a guest sees the login screen.
    const guest = request.cookies[memberHintCookie] !== '1';
    const loginShown = pathname === loginAddress || (login && guest);
    let loginBanner: StillBanner | null = null;
    const [menus, banners, promotions, activity, loginBanners] = await Promise.all([
      ask(request, merchant, firstScreenCalls.vendorMenus),
      home ? ask(request, merchant, firstScreenCalls.homeBanners, homeBannersQuery(lang)) : none,
      onPromotions ? ask(request, merchant, firstScreenCalls.promotions, promotionsQuery(lang)) : none,
      onPromotions ? ask(request, merchant, firstScreenCalls.activity, activityQuery(lang)) : none,
      login ? ask(request, merchant, firstScreenCalls.loginBanners, bannerGroupQuery(loginBannerGroup, lang)) : none,
    ]);
    if (loginBanners) {
      data.loginBanners = { lang, answer: loginBanners };
      // Where the login screen is shown its banner is the largest paint.
      const first = ((loginBanners as { value: { banners?: Banner[] } }).value.banners ?? []).find((b) => b.groupName === loginBannerGroup);
      if (loginShown && first?.url) {
        head.push(imagePreload(first.url));
        loginBanner = { url: first.url, width: first.width, height: first.height, place: 'login' };
      }
    }
    if (menus) data.vendorMenus = menus;
    if (promotions) data.promotions = { lang, answer: promotions };
    if (activity) {
      data.activity = { lang, answer: activity };
      // The first activity's banner is the page's largest paint: fetched with the page, not after the code.
      const first = (activity as { value: PromotionListAnswer }).value.items?.[0];
      if (first?.bannerUrl) {
        head.push(imagePreload(first.bannerUrl));
        activityBanner = { url: first.bannerUrl, ...promotionBannerSize, place: 'card' };
      }
    }
    let stillBanner: StillBanner | null = null;
    if (banners) {
      data.homeBanners = { lang, answer: banners };
      const list = (banners as { value: { banners?: Banner[] } }).value.banners ?? [];
      const first = list.find((b) => b.groupName === homeBannerGroup);
      if (first?.url) {
        head.push(imagePreload(first.url));
        stillBanner = { url: first.url, width: first.width, height: first.height };
      }
    }
    // The still draws the header on every page, the banner on home (when it has one), the
    // first activity's card on /promotions and the login banner where a guest sees the login screen.
    const cookieMode = request.cookies.theme;
    const phone = looksLikePhone(request.headers);
    const words = phone ? await stillWordsFor(pathname, lang, entry.brand, guest) : null;
    if (words) head.push(...words.preloads);
    const still: StillInput | null =
      !menus || (home && !banners) || !phone
        ? null
        : {
            theme,
            chosenMode: cookieMode === 'light' || cookieMode === 'dark' ? cookieMode : null,
            logoUrl: assetUrl(theme.logo),
            logoDarkUrl: theme.logoDark ? assetUrl(theme.logoDark) : null,
            banner: stillBanner ?? activityBanner ?? loginBanner,
            dir: languages[lang]?.dir ?? 'ltr',
            words: words?.words ?? null,
          };
    // The page's code: a guarded address's is the login screen's for a guest (no signed-in hint),
    // whose boot goes there (decision 064); a member's page code the boot starts itself.
    const pageModule = firstScreenModules[pathname] ?? (login && loginShown ? firstScreenModules[loginAddress] ?? null : null);
    return { data, head, lang, later, still, pageModule };
  }

  /** The first screen's chunks the template does not name already. */
  function firstScreenFiles(manifest: Manifest, html: string, pageModule: string | null, lang: LangCode, later: boolean): string[] {
    const keys = [`locales/${lang}.json`, later ? laterSliceModule(lang) : null, pageModule];
    const files = keys.flatMap((k) => (k ? chunkFiles(manifest, k) : []));
    return [...new Set(files)].filter((file) => !html.includes(`/${file}"`));
  }

  function modulePreloads(files: string[]): string[] {
    return files.map((file) => `<link rel="modulepreload" crossorigin href="/${attribute(file)}" data-first-screen>`);
  }

  /** The page with the still first paint, or null (no still wanted, or the template's shape is unknown). */
  function stillPage(manifest: Manifest, html: string, found: { head: string[]; still: StillInput | null }, files: string[], json: string): string | null {
    const loaderFile = manifest[stillLoaderModule]?.file;
    if (!found.still || !loaderFile) return null;
    const style = stillStyle(found.still);
    if (!style) return null;
    const page = withStill(html, {
      loaderFile,
      extraPreloads: files.map((f) => `/${f}`),
      style: `${found.head.join('')}${style}${json}`,
      // ICU opened while the page is parsed, before the still is painted (decision 067).
      markup: `${stillMarkup(found.still)}${intlWarmUpMarkup}`,
    });
    return page;
  }

  function compress(request: FastifyRequest, reply: FastifyReply, html: string): Buffer | string {
    const accepted = String(request.headers['accept-encoding'] ?? '');
    // The still first paint is drawn for phones only (still-first-paint.ts looksLikePhone).
    reply.header('vary', 'accept-encoding, sec-ch-ua-mobile, user-agent, cookie');
    if (/\bbr\b/.test(accepted)) {
      reply.header('content-encoding', 'br');
      return brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    }
    if (/\bgzip\b/.test(accepted)) {
      reply.header('content-encoding', 'gzip');
      return gzipSync(html, { level: 6 });
    }
    return html;
  }

  return {
    async send(request, reply, pathname) {
      const { html, manifest } = await load();
      let page = html;
      try {
        const found = await dataFor(request, pathname);
        if (found) {
          const files = firstScreenFiles(manifest, html, found.pageModule, found.lang, found.later);
          const json = `<script type="application/json" id="${firstScreenElementId}">${scriptSafeJson(found.data)}</script>`;
          const still = stillPage(manifest, html, found, files, json);
          if (still) reply.inlineScriptHashes = [intlWarmUpHash];
          page = still ?? html.replace('</head>', () => `${[...found.head, ...modulePreloads(files), json].join('')}</head>`);
        }
      } catch (error) {
        request.log.warn({ err: error }, 'first screen data left out of the page');
      }
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache, private')
        .send(request.method === 'HEAD' ? '' : compress(request, reply, page));
    },
  };
}
