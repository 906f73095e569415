/**
 * The first screen's data, written by the gateway into the page it serves (docs/decisions/
 * 007-first-screen-in-the-page.md): the permission answer, and for a normal visit the vendor
 * menus and, on home, the banners of the brand's default language — the answers the browser
 * would otherwise ask for one after another before anything branded can paint. Both sides build
 * the calls from this file, so the page carries exactly what the browser would have fetched.
 */
import { apiPaths } from './api-paths';
import type { LangCode } from './languages';

/** The element holding the data: `<script type="application/json" id="first-screen">`. */
export const firstScreenElementId = 'first-screen';

/** Home's addresses (§2.1: "/ (also index, index.html, home)"). */
export const homeAddresses = ['/', '/index', '/index.html', '/home'] as const;

export const homeBannerGroup = 'w_home';

/** The query of the promotions call (relay MCSFE_getListAnnouncements, type PR) for /promotions. */
export function promotionsQuery(lang: LangCode): Record<string, string> {
  return { lang, platform: 'W', types: 'PR' };
}

/**
 * The code of a page's first screen, by address: the module (as Vite's manifest names it) the
 * router loads for it. The gateway preloads it with its imports; other pages load on demand.
 */
export const firstScreenModules: Readonly<Record<string, string>> = {
  ...Object.fromEntries(homeAddresses.map((a) => [a, 'src/features/home/home-page.tsx'])),
  '/promotions': 'src/app/chunks/promotions.tsx',
  '/pointMall': 'src/app/chunks/point-mall.tsx',
  '/down': 'src/app/chunks/download.ts',
  '/rng': 'src/app/chunks/game-center-rng.ts',
  '/live': 'src/app/chunks/game-center.ts',
  '/login': 'src/app/chunks/login-page.tsx',
};

/**
 * The addresses whose first screen needs only the first-screen slice of the catalogue (decision
 * 060): home and the /rng lobby. Every other page waits for the later slice as well, so the
 * gateway preloads it with the page's code instead of letting the browser find it one step late.
 */
export const firstScreenSliceOnly: readonly string[] = [...homeAddresses, '/rng'];

/** The catalogue's later slice of a language, as Vite's manifest names it (vite.config.ts). */
export function laterSliceModule(lang: LangCode): string {
  return `locales/${lang}.json?area=later`;
}

/** The query of the home banners call (relay MCSFE_getListAnnouncements, banner group w_home). */
export function homeBannersQuery(lang: LangCode): Record<string, string> {
  return { lang, platform: 'W', types: 'B', groups: homeBannerGroup };
}

/**
 * What the page carries: each call's answer exactly as the gateway sends it (the envelope), so
 * the browser reads it through the same unwrapping as a fetched answer.
 */
export interface FirstScreenData {
  permission: unknown;
  vendorMenus?: unknown;
  homeBanners?: { lang: LangCode; answer: unknown };
  promotions?: { lang: LangCode; answer: unknown };
}

/** The calls, by path, that the gateway asks itself while building the page. */
export const firstScreenCalls = {
  permission: apiPaths.permission,
  vendorMenus: apiPaths.gameMenus,
  homeBanners: apiPaths.announcements,
  promotions: apiPaths.announcements,
} as const;
