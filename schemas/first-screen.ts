/**
 * The first screen's data, written by the gateway into the page it serves (docs/decisions/
 * 007-first-screen-in-the-page.md): the permission answer, and for a normal visit the vendor
 * menus and, on home, the banners of the brand's default language — the answers the browser
 * would otherwise ask for one after another before anything branded can paint. Both sides build
 * the calls from this file, so the page carries exactly what the browser would have fetched.
 */
import { apiPaths } from './api-paths';
import { promotionPaths } from './promotions';
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
 * No address of guestsSeeLoginAt is here: a guest there sees the login screen, a member the
 * page, and only the browser knows which (the boot starts the right code, src/app/boot.tsx).
 */
export const firstScreenModules: Readonly<Record<string, string>> = {
  ...Object.fromEntries(homeAddresses.map((a) => [a, 'src/features/home/home-page.tsx'])),
  '/promotions': 'src/app/chunks/promotions.tsx',
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

/**
 * Addresses a guest sees the login screen on: /login itself and the member and agent pages
 * without a parameter (the router sends a guest from them to /login). Their pages carry the
 * login banner's answer, so the banner is drawn with the form, in its own space, instead of
 * pushing the form down when it arrives (CLS); /login also preloads its image.
 */
export const loginAddress = '/login';
export const guestsSeeLoginAt: readonly string[] = ['/member', '/agentHome', '/pointMall', '/liveChat', '/tickets', '/missions'];
export const loginBannerGroup = 'w_login';

/**
 * A hint, not a credential: the browser keeps this cookie ("1") while a tab holds a member's
 * session (the session itself lives in sessionStorage, which the gateway never sees). Without
 * it, the page of a guarded address draws the login screen's banner in its still first paint
 * (docs/decisions/065); a wrong hint only costs that early banner, and the still loader drops
 * the banner when the tab turns out to hold a session (src/app/still/loader.ts).
 */
export const memberHintCookie = 'signed-in';

/** The query of the home banners call (relay MCSFE_getListAnnouncements, banner group w_home). */
export function homeBannersQuery(lang: LangCode): Record<string, string> {
  return bannerGroupQuery(homeBannerGroup, lang);
}

/** The query of one banner group's call (relay MCSFE_getListAnnouncements, type B). */
export function bannerGroupQuery(group: string, lang: LangCode): Record<string, string> {
  return { lang, platform: 'W', types: 'B', groups: group };
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
  /** The login screen's banner group (guestsSeeLoginAt). */
  loginBanners?: { lang: LangCode; answer: unknown };
  /** /promotions: the activity centre's list as a guest sees it (a member's states come from the browser's own call). */
  activity?: { lang: LangCode; answer: unknown };
}

/** The calls, by path, that the gateway asks itself while building the page. */
export const firstScreenCalls = {
  permission: apiPaths.permission,
  vendorMenus: apiPaths.gameMenus,
  homeBanners: apiPaths.announcements,
  promotions: apiPaths.announcements,
  activity: promotionPaths.list,
  loginBanners: apiPaths.announcements,
} as const;

/** The query of the activity centre's list call for /promotions. */
export function activityQuery(lang: LangCode): Record<string, string> {
  return { lang };
}
