/**
 * The players' own messages (locales/<CODE>.json without the console and agent areas) for the
 * language on screen, merged under the console's: the compiled form preview, the pattern names
 * and the verdicts read exactly as players read them. Loaded only by the rules editor (its own
 * chunk per language; the console's first load carries none of it).
 */
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { IntlProvider, useIntl, type MessageFormatElement } from 'react-intl';
import { useConsoleLanguage } from '../../i18n/console-intl';
import { Failed, Loading } from '../../ui/states';

type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const loaders = import.meta.glob<Messages>('../../../../locales/*.json', { import: 'default' });

function loaderOf(code: string): (() => Promise<Messages>) | undefined {
  return Object.entries(loaders).find(([file]) => file.endsWith(`/${code}.json`))?.[1];
}

export function PlayerMessages({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const { language } = useConsoleLanguage();
  const player = useQuery({
    queryKey: ['console', 'player-catalogue', language],
    queryFn: async () => (await (loaderOf(language) ?? loaderOf('EN'))?.()) ?? {},
    staleTime: Infinity,
  });
  if (player.isPending) return <Loading />;
  if (player.isError) return <Failed error={player.error} onRetry={() => void player.refetch()} />;
  return (
    <IntlProvider locale={intl.locale} messages={{ ...player.data, ...intl.messages } as Messages} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
