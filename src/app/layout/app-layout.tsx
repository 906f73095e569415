/**
 * The page frame of the app: skip link, header, main (the routed page, lazily loaded, with the
 * load-failure state of §8 instead of a blank page), footer, right bar, the page loader and the
 * popup announcement (once per browser session, §4). Footer and right bar mount once the first
 * screen has been painted (AfterFirstScreen, then WhenIdle), below the fold, their code a chunk
 * of its own; the catalogue's later slice is fetched then too (decision 060).
 */
import type { Theme } from '@emotion/react';
import { Suspense, useDeferredValue } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { useVendorMenus } from '../../api/catalogue/vendor-menus';
import { useSession } from '../../api/identity/session';
import { ErrorBoundary } from '../../ui/error-boundary';
import { WhenIdle } from '../../ui/when-idle';
import { AuthDialogs } from '../auth-dialogs';
import { BootLoading } from '../boot-screens';
import { PageLoading } from '../routes/page-loading';
import { RouteError } from '../routes/route-error';
import { AfterFirstScreen, StillDrop } from '../still/still-drop';
import { Header } from './header';
import { useNavigationEffects } from './navigation-effects';
import { PageLoaderOverlay } from './page-loader-overlay';
import { FetchLaterMessages } from '../../brand/fetch-later-messages';
import { lazyPart } from '../../brand/later-messages';

/** The popup waits for the page's first screen (AfterFirstScreen), and its code is not part of it. */
const AnnouncementPopup = lazyPart(() =>
  import('../../features/announcements/announcement-popup').then((m) => ({ default: m.AnnouncementPopup })),
);
/** Only a return from a social sign-in (?socialLogin=…) needs the completion code: loaded then. */
const SocialLoginCompletion = lazyPart(() =>
  import('../../features/login/social/social-login-completion').then((m) => ({ default: m.SocialLoginCompletion })),
);
/** §2.4 contract pop-up: signed-in sessions only, after the first screen; its check and modal are chunks of their own. */
const ContractPopup = lazyPart(() =>
  import('../../features/agent/contract-popup/contract-popup').then((m) => ({ default: m.ContractPopup })),
);
/** Footer and right bar: mounted once the first screen is up (WhenIdle), their code fetched then. */
const Footer = lazyPart(() => import('./footer').then((m) => ({ default: m.Footer })));
const RightBar = lazyPart(() => import('./right-bar').then((m) => ({ default: m.RightBar })));
const hasSocialLoginCode = (search: string): boolean => new URLSearchParams(search).has('socialLogin');

const skipLink = (theme: Theme) => ({
  position: 'absolute' as const,
  insetInlineStart: theme.space.md,
  top: theme.space.xs,
  zIndex: 50,
  padding: `${theme.space.xs} ${theme.space.md}`,
  borderRadius: theme.radius,
  background: theme.colors.primary,
  color: theme.colors.onPrimary,
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none' },
});

const frame = { minHeight: '100vh', display: 'flex', flexDirection: 'column' as const };
const main = (theme: Theme) => ({
  flex: 1,
  // The footer starts below the first viewport, so the parts mounted after the first screen
  // (footer, lower home sections: WhenIdle) never move anything on screen.
  minHeight: '100vh',
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
  '&:focus': { outline: 'none' },
});

const mainId = 'main';

export function AppLayout() {
  const { pathname, search } = useLocation();
  const signedIn = useSession().token !== null;
  useNavigationEffects(mainId);
  // The navigation is built from the vendor menus (fetched from the boot on): the frame waits for
  // them, so the header never grows under the page (CLS). A failed call shows the frame without them.
  // The frame mounts as a deferred render (sliced into short tasks) once they are in.
  const menus = useVendorMenus();
  const pending = useDeferredValue(menus.isPending);
  if (pending) return <BootLoading />;
  return (
    <div css={frame}>
      <a href={`#${mainId}`} css={skipLink}>
        <FormattedMessage id="a11y.skip" />
      </a>
      <Header />
      <main id={mainId} tabIndex={-1} css={main}>
        <ErrorBoundary
          key={pathname}
          fallback={() => (
            <>
              <RouteError />
              <StillDrop />
            </>
          )}
        >
          <Suspense fallback={<PageLoading />}>
            <Outlet />
            <StillDrop />
          </Suspense>
        </ErrorBoundary>
      </main>
      <AfterFirstScreen>
        {/* The catalogue's later slice, then footer and right bar (parts that cannot load show nothing). */}
        <FetchLaterMessages />
        <WhenIdle>
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <Footer />
            </Suspense>
          </ErrorBoundary>
        </WhenIdle>
        <WhenIdle>
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <RightBar />
            </Suspense>
          </ErrorBoundary>
        </WhenIdle>
        {/* A popup whose code cannot load shows nothing; the page it sits on is unharmed. */}
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <AnnouncementPopup />
          </Suspense>
        </ErrorBoundary>
        {signedIn && (
          <ErrorBoundary fallback={() => null}>
            <Suspense fallback={null}>
              <ContractPopup />
            </Suspense>
          </ErrorBoundary>
        )}
      </AfterFirstScreen>
      <AuthDialogs />
      {hasSocialLoginCode(search) && (
        <Suspense fallback={null}>
          <SocialLoginCompletion />
        </Suspense>
      )}
      <PageLoaderOverlay />
    </div>
  );
}
