/**
 * The agent centre's own messages (keys `agentc.…`): they travel with the agent chunk, not with
 * the first page's catalogue (vite.config.ts areaCatalogues). The area's slice of the language on
 * screen is loaded once and layered over the app's messages for the centre's subtree.
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { isLangCode, type LangCode } from '../../../schemas/languages';
import { onIntlError, type Messages } from '../../brand/catalogues';
import { fallbackLanguage, langCodeFromTag } from '../../brand/language';
import { ErrorState, LoadingState } from '../../ui/content-state';

const loaders = import.meta.glob<Messages>('../../../locales/*.json', { query: '?area=agentc', import: 'default' });

function loaderOf(code: LangCode): (() => Promise<Messages>) | undefined {
  return Object.entries(loaders).find(([path]) => path.endsWith(`/${code}.json`))?.[1];
}

async function loadAreaMessages(code: LangCode): Promise<Messages> {
  const load = loaderOf(code) ?? loaderOf(fallbackLanguage);
  if (!load) return {};
  return load();
}

/** quiet: show nothing while the slice loads or when it fails (an overlay such as the contract pop-up). */
export function AreaMessages({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  const intl = useIntl();
  const fromTag = langCodeFromTag(intl.locale);
  const code: LangCode = fromTag && isLangCode(fromTag) ? fromTag : fallbackLanguage;
  const area = useQuery({ queryKey: ['catalogue-area', 'agentc', code], queryFn: () => loadAreaMessages(code), staleTime: Infinity, gcTime: Infinity, retry: 2 });
  if (quiet && !area.data) return null;
  if (area.isError && !area.data) {
    return <ErrorState message={intl.formatMessage({ id: 'error.network' })} retryLabel={intl.formatMessage({ id: 'action.retry' })} onRetry={() => void area.refetch()} />;
  }
  if (!area.data) return <LoadingState label={intl.formatMessage({ id: 'member.loading' })} />;
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={{ ...intl.messages, ...area.data } as Messages} onError={onIntlError}>
      {children}
    </IntlProvider>
  );
}
