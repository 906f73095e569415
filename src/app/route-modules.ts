/**
 * The lazily loaded parts, one loader each, so that the boot can start a download early (the
 * router and the home page while the permission call is under way) and React.lazy reuses it.
 * Page groups load through src/app/chunks/<group>.ts, whose file names name the chunks after
 * the groups of §2.1 (GameCenter → game-center-<hash>.js, PointMall → point-mall-<hash>.js …).
 * A page outside the first screen waits for the catalogue's later slice as well
 * (withLaterMessages, decision 060); the router, home, the /rng lobby and the status pages are
 * the first screen (scripts/first-screen-catalogue.ts firstScreenRoots) and do not.
 */
import { withLaterMessages } from '../brand/later-messages';

export const loadAppRouter = () => import('./app-router');
export const loadHomePage = () => import('../features/home/home-page');
export const loadMaintenancePage = () => import('../features/status/maintenance-page');
export const loadBlockedPage = () => import('../features/status/blocked-page');
export const loadGameCenter = withLaterMessages(() => import('./chunks/game-center'));
/** GameCenter's /rng slot lobby, split from the category pages (docs/decisions/021). */
export const loadGameCenterRng = () => import('./chunks/game-center-rng');
export const loadFish = withLaterMessages(() => import('./chunks/fish'));
export const loadGameListCenter = withLaterMessages(() => import('./chunks/game-list-center'));
export const loadPromotions = withLaterMessages(() => import('./chunks/promotions'));
export const loadJoin = withLaterMessages(() => import('./chunks/join'));
export const loadPointMall = withLaterMessages(() => import('./chunks/point-mall'));
export const loadSeamless = withLaterMessages(() => import('./chunks/seamless'));
export const loadSponsor = withLaterMessages(() => import('./chunks/sponsor'));
export const loadContent = withLaterMessages(() => import('./chunks/content'));
export const loadDownload = withLaterMessages(() => import('./chunks/download'));
export const loadHelp = withLaterMessages(() => import('./chunks/help'));
export const loadLoginPage = withLaterMessages(() => import('./chunks/login-page'));
/** Home's hot-game tiles: only first-slice keys (scripts/first-screen-catalogue.test.ts would say otherwise), so no wait. */
export const loadGameTile = () => import('./chunks/game-tile');
export const loadLottery = withLaterMessages(() => import('./chunks/lottery'));
export const loadRegisterPage = withLaterMessages(() => import('./chunks/register-page'));
export const loadForgetPage = withLaterMessages(() => import('./chunks/forget-page'));
export const loadChangePasswordPage = withLaterMessages(() => import('./chunks/change-password-page'));
export const loadMemberCentre = withLaterMessages(() => import('./chunks/member-center'));
export const loadAgentAc = withLaterMessages(() => import('./chunks/agent-ac'));
export const loadWinners = withLaterMessages(() => import('./chunks/winners'));
export const loadLiveChat = withLaterMessages(() => import('./chunks/live-chat'));
export const loadTickets = withLaterMessages(() => import('./chunks/tickets'));

/**
 * The code of each page whose guard sends a guest to the login screen, by address (the
 * addresses of schemas/first-screen.ts guestsSeeLoginAt): the boot starts a member's download
 * before the router asks for it, since the gateway preloads none of them.
 */
export const guardedPageLoaders: Readonly<Record<string, () => Promise<unknown>>> = {
  '/member': loadMemberCentre,
  '/agentHome': loadAgentAc,
  '/pointMall': loadPointMall,
  '/liveChat': loadLiveChat,
  '/tickets': loadTickets,
  '/missions': loadTickets,
};
