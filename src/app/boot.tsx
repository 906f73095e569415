/**
 * The boot (§2.2): one QueryClient, the permission call started at once, and nothing
 * brand-specific on screen until it answers. 0 renders the app, 1 the maintenance page,
 * 2 the blocked-region page; a failed call offers Retry. Never a blank page.
 */
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { merchantQuery } from '../../schemas/api-paths';
import { currentMerchant } from '../api/client';
import { permissionQueryOptions } from '../api/permission-query';
import { vendorMenusQuery } from '../api/vendor-menus-query';
import { BrandProvider } from '../brand/brand-provider';
import { BootError, BootLoading } from './boot-screens';
import { BootShell } from './boot-shell';
import { isHomePath } from './paths';
import { ErrorBoundary } from '../ui/error-boundary';
import { loadAppRouter, loadHomePage } from './route-modules';
import { StatusSwitch } from './status-switch';

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
  if (permission.data) {
    return (
      <BrandProvider
        permission={permission.data}
        loading={<BootLoading />}
        failed={(retry) => <BootError error={null} retrying={false} onRetry={retry} />}
      >
        <ErrorBoundary fallback={(error) => <BootError error={error} retrying={false} onRetry={reload} />}>
          <StatusSwitch permission={permission.data} />
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
  const permission = permissionQueryOptions(hint);
  // The vendor menus build the header's navigation: asked for as soon as the merchant is known.
  void client.prefetchQuery(permission).then(() => {
    const merchant = currentMerchant();
    if (client.getQueryData(permission.queryKey)?.status === 0 && merchant)
      void client.prefetchQuery(vendorMenusQuery(merchant));
  });
  void loadAppRouter().catch(() => undefined);
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
