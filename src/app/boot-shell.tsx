/**
 * What the page wears before the brand is known: a neutral theme and the boot language
 * (stored `lang`, else the browser's languages, among the bundled catalogues; EN by default),
 * so that the loading and network-error screens are never blank and never brand-specific.
 */
import { ThemeProvider } from '@emotion/react';
import { useQuery } from '@tanstack/react-query';
import { useLayoutEffect, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { readStored, storageKeys } from '../api/storage';
import { bundledLanguages, onIntlError } from '../brand/catalogues';
import { applyLanguage, applyTheme } from '../brand/document-head';
import { chooseBootLanguage, languageTag } from '../brand/language';
import { neutralTheme } from '../brand/theme';
import { chooseThemeMode, storedThemeMode, systemPrefersDark } from '../brand/theme-mode';
import { catalogueQuery } from '../brand/use-language';
import { FullPage } from '../ui/full-page';
import { Spinner } from '../ui/spinner';

export function bootLanguage() {
  const browser = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  return chooseBootLanguage(readStored('local', storageKeys.lang), browser, bundledLanguages);
}

export function BootShell({ children }: { children: ReactNode }) {
  const [code] = useState(bootLanguage);
  const [theme] = useState(() =>
    neutralTheme(chooseThemeMode(storedThemeMode(), systemPrefersDark(), 'light')),
  );
  const catalogue = useQuery(catalogueQuery(code, code));

  useLayoutEffect(() => applyTheme(theme), [theme]);
  useLayoutEffect(() => applyLanguage(catalogue.data?.code ?? code), [catalogue.data?.code, code]);

  // Without any catalogue (every chunk failed), English fallbacks in the boot screens apply.
  const loaded = catalogue.data ?? (catalogue.isError ? { code: 'EN' as const, messages: {} } : null);
  return (
    <ThemeProvider theme={theme}>
      {loaded ? (
        <IntlProvider locale={languageTag(loaded.code)} messages={loaded.messages} onError={onIntlError}>
          {children}
        </IntlProvider>
      ) : (
        <FullPage>
          <Spinner />
        </FullPage>
      )}
    </ThemeProvider>
  );
}
