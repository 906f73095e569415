/**
 * What the page wears before the brand is known: a neutral theme and the boot language
 * (stored `lang`, else the browser's languages, among the bundled catalogues; EN by default),
 * so that the loading and network-error screens are never blank and never brand-specific.
 *
 * The boot language's catalogue is fetched only when a boot screen has words to show: at once
 * for an error, after a while for a slow loading screen. A normal visit goes straight to the
 * brand's language and never downloads the boot one (aurora, TW by default, opened by an
 * English browser loads TW only). Until it arrives the screens use their English defaults.
 */
import { ThemeProvider } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { readStored, storageKeys } from '../api/storage';
import { bundledLanguages, onIntlError } from '../brand/catalogues';
import { applyLanguage, applyTheme } from '../brand/document-head';
import { chooseBootLanguage, fallbackLanguage, languageTag } from '../brand/language';
import { neutralTheme } from '../brand/theme';
import { chooseThemeMode, storedThemeMode, systemPrefersDark } from '../brand/theme-mode';
import { catalogueQuery } from '../brand/use-language';

export function bootLanguage() {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return chooseBootLanguage(readStored('local', storageKeys.lang), browser, bundledLanguages);
}

/** A boot screen asks for the boot catalogue through this (see useBootCatalogue). */
const BootCatalogueRequest = createContext<() => void>(() => undefined);

/**
 * Asks for the boot language's catalogue: at once (`afterMs` 0) or when the screen has stayed
 * that long. Leaving the screen first (the brand arrived) asks for nothing.
 */
export function useBootCatalogue(afterMs = 0): void {
  const request = useContext(BootCatalogueRequest);
  useEffect(() => {
    if (afterMs <= 0) {
      request();
      return;
    }
    const id = setTimeout(request, afterMs);
    return () => clearTimeout(id);
  }, [request, afterMs]);
}

/**
 * The boot screens' messages until the boot catalogue is in: one object, so the IntlProvider
 * sees the same configuration on every render and keeps its intl (a new `{}` each render made
 * react-intl build a new one, ICU locale checks included, and re-render every consumer).
 */
const noMessages: Record<string, string> = {};

export function BootShell({ children }: { children: ReactNode }) {
  const [code] = useState(bootLanguage);
  const [theme] = useState(() =>
    neutralTheme(chooseThemeMode(storedThemeMode(), systemPrefersDark(), 'light')),
  );
  const [wanted, setWanted] = useState(false);
  const [request] = useState(() => () => setWanted(true));
  const catalogue = useQuery({ ...catalogueQuery(code, code), enabled: wanted });
  // The English defaults speak until (unless) the boot catalogue is in.
  const shown = catalogue.data?.code ?? fallbackLanguage;

  useLayoutEffect(() => applyTheme(theme), [theme]);
  useLayoutEffect(() => applyLanguage(shown), [shown]);

  return (
    <ThemeProvider theme={theme}>
      <IntlProvider locale={languageTag(shown)} messages={catalogue.data?.messages ?? noMessages} onError={onIntlError}>
        <BootCatalogueRequest.Provider value={request}>{children}</BootCatalogueRequest.Provider>
      </IntlProvider>
    </ThemeProvider>
  );
}
