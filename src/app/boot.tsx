/**
 * The boot (§2.2): one QueryClient, the permission call started at once, and nothing
 * brand-specific on screen until it answers. 0 renders the app, 1 the maintenance page,
 * 2 the blocked-region page; a failed call offers Retry. Never a blank page.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode, useDeferredValue } from 'react';
import { merchantQuery } from '../../schemas/api-paths';
import { currentMerchant } from '../api/client';
import { permissionQueryOptions } from '../api/permission-query';
import { captureAttribution } from '../api/identity/referral-attribution';
import { vendorMenusQuery } from '../api/catalogue/vendor-menus-query';
import { homeBannersQueryOptions } from '../api/content/home-banners-query';
import { bannerGroupQueryOptions } from '../api/content/banner-group-query';
import { getSessionToken } from '../api/identity/session';
import { guestsSeeLoginAt, loginBannerGroup } from '../../schemas/first-screen';
import { compileBrand } from '../brand/compile-brand';
import { catalogueQuery, initialLanguage } from '../brand/use-language';
import { BrandProvider } from '../brand/brand-provider';
import { BootError, BootLoading } from './boot-screens';
import { BootShell } from './boot-shell';
import { isHomePath, loginPath } from './paths';
import { ErrorBoundary } from '../ui/error-boundary';
import { guardedPageLoaders, loadAppRouter, loadHomePage, loadLoginPage } from './route-modules';
import { StatusSwitch } from './status-switch';
import { seedFirstScreen } from './first-screen';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1 },
    },
  });
}

const reload = (): void => window.location.reload();

function BootGate({ hint }: { hint: string | null }) {
  const permission = useQuery(permissionQueryOptions(hint));
  // The whole app mounts when the answer lands: as a deferred (transition) render, which React
  // slices into short tasks, so the page stays responsive (no long task, low TBT) meanwhile.
  // The initial value (null) keeps it deferred even when the page carried the answer and the
  // query has it at the first render.
  const answer = useDeferredValue(permission.data ?? null, null);
  if (answer) {
    return (
      <BrandProvider
        permission={answer}
        loading={<BootLoading />}
        failed={(retry) => <BootError error={null} retrying={false} onRetry={retry} />}
      >
        <ErrorBoundary fallback={(error) => <BootError error={error} retrying={false} onRetry={reload} />}>
          <StatusSwitch permission={answer} />
        </ErrorBoundary>
      </BrandProvider>
    );
  }
  if (permission.isError) {
    return (
      <BootError
        error={permission.error}
        retrying={permission.isFetching}
        onRetry={() => void permission.refetch()}
      />
    );
  }
  return <BootLoading />;
}

function preloadImage(url: string | undefined): void {
  if (!url || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

export interface BootStart {
  client: QueryClient;
  /** The page address's ?merchant= (forwarded to the permission call). */
  hint: string | null;
}

/**
 * The work that needs no React, started before the first render: the permission call and,
 * while it is under way, the download of the app's code (status 0 is the norm).
 */
export function startBoot(): BootStart {
  const client = createQueryClient();
  const hint = new URLSearchParams(window.location.search).get(merchantQuery);
  // §2.4: the first visit's ?referralCode= / ?affiliateCode= is kept for a later registration.
  captureAttribution(window.location.search);
  // A guest on an address whose guard sends guests to the login screen (/pointMall, /member …,
  // the same list as the router's: paths.test.ts) goes there before the router starts, the way
  // back kept exactly as the guard keeps it: the login screen's code and banner start downloading
  // now, and nothing of the guarded page is drawn first. The gateway cannot tell a guest from a
  // member (the session is the browser's), so only the boot can.
  const guestAtLogin = guestsSeeLoginAt.includes(window.location.pathname) && getSessionToken() === null;
  if (guestAtLogin) {
    const { pathname, search, hash } = window.location;
    window.history.replaceState(window.history.state, '', loginPath(`${pathname}${search}${hash}`));
  }
  const permission = permissionQueryOptions(hint);
  // The gateway usually writes the first screen's answers into the page: no round trip then.
  seedFirstScreen(client, hint);
  // As soon as the merchant is known, everything the first screen waits for is asked for at
  // once rather than one after another as components mount: the language's catalogue, the
  // vendor menus (the header's navigation) and, on home, the banners (the page's largest paint).
  void client.prefetchQuery(permission).then(() => {
    const answer = client.getQueryData(permission.queryKey);
    const merchant = currentMerchant();
    if (!answer || !merchant) return;
    const { brand } = compileBrand(answer.info);
    const language = initialLanguage(brand);
    void client.prefetchQuery(catalogueQuery(language, brand.defaultLang));
    if (answer.status !== 0) return;
    void client.prefetchQuery(vendorMenusQuery(merchant));
    if (guestAtLogin) {
      // The login screen's banner is its largest paint.
      const login = bannerGroupQueryOptions(loginBannerGroup, language);
      void client.prefetchQuery(login).then(() => preloadImage(client.getQueryData(login.queryKey)?.[0]?.url));
      return;
    }
    if (!isHomePath(window.location.pathname)) return;
    const banners = homeBannersQueryOptions(language);
    // The first banner is the page's largest paint: its image starts downloading as soon as
    // its address is known, while the page's code is still rendering.
    void client.prefetchQuery(banners).then(() => preloadImage(client.getQueryData(banners.queryKey)?.[0]?.url));
  });
  void loadAppRouter().catch(() => undefined);
  if (guestAtLogin) void loadLoginPage().catch(() => undefined);
  else void guardedPageLoaders[window.location.pathname]?.().catch(() => undefined);
  if (isHomePath(window.location.pathname)) void loadHomePage().catch(() => undefined);
  return { client, hint };
}

export function Boot({ start }: { start: BootStart }) {
  return (
    <StrictMode>
      <QueryClientProvider client={start.client}>
        <BootShell>
          <BootGate hint={start.hint} />
        </BootShell>
      </QueryClientProvider>
    </StrictMode>
  );
}
