/**
 * The page frame of the app: skip link, header, main (the routed page), footer. After each
 * navigation the page scrolls to the top, or to the anchor of a hash link (§2.1).
 */
import type { Theme } from '@emotion/react';
import { Suspense, useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { Outlet, useLocation } from 'react-router-dom';
import { useBrand } from '../../brand/brand-context';
import { ErrorBoundary } from '../../ui/error-boundary';
import { PageLoading } from '../routes/page-loading';
import { RouteError } from '../routes/route-error';
import { Header } from './header';

const skipLink = (theme: Theme) => ({
  position: 'absolute' as const,
  insetInlineStart: theme.space.md,
  top: theme.space.xs,
  zIndex: 10,
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
  width: '100%',
  maxWidth: theme.layout.maxWidth,
  margin: '0 auto',
});
const footer = (theme: Theme) => ({
  padding: theme.space.lg,
  textAlign: 'center' as const,
  fontSize: theme.fontSize.sm,
  color: theme.colors.textMuted,
  borderTop: `${theme.layout.hairline} solid ${theme.colors.border}`,
});

function useScrollOnNavigate(pathname: string, hash: string): void {
  useEffect(() => {
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function AppLayout() {
  const { brand } = useBrand();
  const { pathname, hash } = useLocation();
  useScrollOnNavigate(pathname, hash);
  return (
    <div css={frame}>
      <a href="#main" css={skipLink}>
        <FormattedMessage id="a11y.skip" />
      </a>
      <Header />
      <main id="main" tabIndex={-1} css={main}>
        <ErrorBoundary key={pathname} fallback={() => <RouteError />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <footer css={footer}>
        <FormattedMessage
          id="footer.copyright"
          values={{
            years: <bdi dir="ltr">{`${brand.copyright.from}–${brand.copyright.to}`}</bdi>,
            brand: <bdi>{brand.name}</bdi>,
          }}
        />
      </footer>
    </div>
  );
}
