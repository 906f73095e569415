/**
 * The lazily loaded parts, one loader each, so that the boot can start a download early (the
 * router and the home page while the permission call is under way) and React.lazy reuses it.
 */
export const loadAppRouter = () => import('./app-router');
export const loadHomePage = () => import('../features/home/home-page');
export const loadMaintenancePage = () => import('../features/status/maintenance-page');
export const loadBlockedPage = () => import('../features/status/blocked-page');
