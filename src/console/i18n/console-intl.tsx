/**
 * The console's messages: the `console.…` slice of each catalogue (vite.config.ts
 * areaCatalogues), loaded for the language on screen. The player catalogue never carries these
 * keys, and the console loads nothing else (docs/decisions/044). The language is the staff
 * member's last pick (local storage), else the browser's, else English; <html lang dir> follow it.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { catalogueLanguages, languages, type LangCode } from '../../../schemas/languages';
import { chooseBootLanguage, fallbackLanguage } from '../../brand/language';

type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const loaders = import.meta.glob<Messages>('../../../locales/*.json', { query: '?area=console', import: 'default' });
const storageKey = 'portico.console.lang';

function loaderOf(code: LangCode): (() => Promise<Messages>) | undefined {
  return Object.entries(loaders).find(([file]) => file.endsWith(`/${code}.json`))?.[1];
}

function readStored(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

interface LanguageChoice {
  language: LangCode;
  choose(code: LangCode): void;
}

const LanguageContext = createContext<LanguageChoice>({ language: fallbackLanguage, choose: () => undefined });

export function useConsoleLanguage(): LanguageChoice {
  return useContext(LanguageContext);
}

function onIntlError(error: Error): void {
  if (import.meta.env.DEV) console.error(error);
}

export function ConsoleIntl({ children }: { children: ReactNode }) {
  const [language, setLanguage] = useState<LangCode>(() => chooseBootLanguage(readStored(), navigator.languages, catalogueLanguages));
  const messages = useQuery({
    queryKey: ['console-catalogue', language],
    queryFn: async () => (await (loaderOf(language) ?? loaderOf(fallbackLanguage))?.()) ?? {},
    staleTime: Infinity,
    gcTime: Infinity,
    placeholderData: (previous) => previous,
  });
  useEffect(() => {
    document.documentElement.lang = languages[language].tag;
    document.documentElement.dir = languages[language].dir;
  }, [language]);
  const choose = (code: LangCode): void => {
    setLanguage(code);
    try {
      localStorage.setItem(storageKey, code);
    } catch {
      // Private mode: the pick lasts for this page.
    }
  };
  if (messages.isError && !messages.data) {
    // Without a catalogue there are no words to say it with: the one sentence in every language is a reload.
    return (
      <p role="alert">
        <button type="button" aria-label="Retry" onClick={() => void messages.refetch()}>
          ↻
        </button>
      </p>
    );
  }
  if (!messages.data) return <div className="boot-loader" aria-hidden="true" />;
  return (
    <LanguageContext.Provider value={{ language, choose }}>
      <IntlProvider locale={languages[language].tag} defaultLocale="en" messages={messages.data} onError={onIntlError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}
