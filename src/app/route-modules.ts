/**
 * The lazily loaded parts, one loader each, so that the boot can start a download early (the
 * router and the home page while the permission call is under way) and React.lazy reuses it.
 * Page groups load through src/app/chunks/<group>.ts, whose file names name the chunks after
 * the groups of §2.1 (GameCenter → game-center-<hash>.js, PointMall → point-mall-<hash>.js …).
 */
export const loadAppRouter = () => import('./app-router');
export const loadHomePage = () => import('../features/home/home-page');
export const loadMaintenancePage = () => import('../features/status/maintenance-page');
export const loadBlockedPage = () => import('../features/status/blocked-page');
export const loadGameCenter = () => import('./chunks/game-center');
/** GameCenter's /rng slot lobby, split from the category pages (docs/decisions/021). */
export const loadGameCenterRng = () => import('./chunks/game-center-rng');
export const loadFish = () => import('./chunks/fish');
export const loadGameListCenter = () => import('./chunks/game-list-center');
export const loadPromotions = () => import('./chunks/promotions');
export const loadJoin = () => import('./chunks/join');
export const loadPointMall = () => import('./chunks/point-mall');
export const loadSeamless = () => import('./chunks/seamless');
export const loadSponsor = () => import('./chunks/sponsor');
export const loadContent = () => import('./chunks/content');
export const loadDownload = () => import('./chunks/download');
export const loadHelp = () => import('./chunks/help');
