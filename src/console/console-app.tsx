/**
 * The console app: queries, messages, page styles, and the session gate — the sign-in page
 * until the gateway knows the staff member, then the shell and its pages (under /console).
 */
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { BrowserRouter } from 'react-router-dom';
import { consolePath } from '../../schemas/console';
import { onSessionLost } from './api/console-client';
import { forgetSession, useMe } from './api/console-queries';
import { ConsoleRoutes } from './features/shell/console-routes';
import { SignInPage } from './features/sign-in/sign-in-page';
import { ConsoleIntl } from './i18n/console-intl';
import { ConsoleGlobal } from './ui/console-global';
import { Failed, Loading } from './ui/states';

const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

function SessionGate() {
  const me = useMe();
  const client = useQueryClient();
  const intl = useIntl();
  // Any call answered UNAUTHORIZED (expired, revoked, disabled): back to the sign-in page.
  useEffect(() => onSessionLost(() => forgetSession(client)), [client]);
  useEffect(() => {
    document.title = intl.formatMessage({ id: 'console.title' });
  }, [intl]);
  if (me.isPending) {
    return (
      <main css={{ padding: '1.5rem' }}>
        <Loading />
      </main>
    );
  }
  if (me.isError) {
    return (
      <main css={{ padding: '1.5rem' }}>
        <Failed error={me.error} onRetry={() => void me.refetch()} />
      </main>
    );
  }
  if (!me.data) return <SignInPage />;
  return <ConsoleRoutes session={me.data} />;
}

export function ConsoleApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <ConsoleIntl>
        <ConsoleGlobal />
        <BrowserRouter basename={consolePath}>
          <SessionGate />
        </BrowserRouter>
      </ConsoleIntl>
    </QueryClientProvider>
  );
}
