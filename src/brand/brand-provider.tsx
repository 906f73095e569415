/**
 * Everything brand-specific below the boot: the compiled brand, the language (react-intl),
 * the theme (Emotion) and the document head. Renders `loading` until the language's catalogue
 * (its first-screen slice) is in, and `failed` if no catalogue could be loaded; the later slice
 * is layered over it when it arrives (later-messages.ts).
 */
import { ThemeProvider } from '@emotion/react';
import { useCallback, useDeferredValue, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import type { PermissionResponse } from '../../schemas/permission';
import { fontStackFor } from '../../schemas/script-fonts';
import { BrandContext, PreferencesContext, type Preferences } from './brand-context';
import { onIntlError, type Messages } from './catalogues';
import { compileBrand } from './compile-brand';
import { applyFavicon, applyLanguage, applyTheme, applyTitle } from './document-head';
import { languageTag } from './language';
import { setLanguageOnScreen, useLaterMessages } from './later-messages';
import { buildTheme, type ThemeMode } from './theme';
import { chooseThemeMode, storedThemeMode, storeThemeMode, systemPrefersDark } from './theme-mode';
import { useLanguage } from './use-language';

interface BrandProviderProps {
  permission: PermissionResponse;
  children: ReactNode;
  loading: ReactNode;
  failed: (retry: () => void) => ReactNode;
}

export function BrandProvider({ permission, children, loading, failed }: BrandProviderProps) {
  const compiled = useMemo(() => compileBrand(permission.info, permission.location), [permission.info, permission.location]);
  const { brand } = compiled;
  const language = useLanguage(brand);
  const [themeMode, setMode] = useState<ThemeMode>(() =>
    chooseThemeMode(storedThemeMode(), systemPrefersDark(), brand.theme.defaultMode),
  );
  // The catalogue as a deferred value: when it lands (a query's answer, a blocking render), the
  // app under it mounts, or changes language, in a transition React renders in slices
  // (decision 067). At the first render a catalogue already in is used at once.
  const catalogue = useDeferredValue(language.catalogue);
  const shown = catalogue?.code;
  // The language's font stack (the brand's per-language one, its script's self-hosted face; decision 053).
  const font = fontStackFor(brand.theme, shown ?? brand.defaultLang);
  const theme = useMemo(() => buildTheme({ ...brand.theme, font }, themeMode), [brand.theme, font, themeMode]);
  const setThemeMode = useCallback((mode: ThemeMode) => {
    storeThemeMode(mode);
    setMode(mode);
  }, []);

  const favicon = brand.theme.favicon ? compiled.assetUrl(brand.theme.favicon) : null;
  useLayoutEffect(() => applyTheme(theme), [theme]);
  useLayoutEffect(() => {
    applyTitle(brand.name);
    applyFavicon(favicon);
  }, [brand.name, favicon]);
  useLayoutEffect(() => {
    if (!shown) return;
    applyLanguage(shown);
    setLanguageOnScreen(shown);
  }, [shown]);
  const later = useLaterMessages(shown);
  const first = catalogue?.messages;
  const messages = useMemo(() => (first && later ? ({ ...first, ...later } as Messages) : first), [first, later]);

  const preferences = useMemo<Preferences | null>(
    () =>
      shown
        ? {
            language: shown,
            languages: language.offered,
            switchingLanguage: language.switching,
            setLanguage: language.setLanguage,
            themeMode,
            setThemeMode,
          }
        : null,
    [shown, language.offered, language.switching, language.setLanguage, themeMode, setThemeMode],
  );

  let body: ReactNode;
  if (catalogue && preferences) {
    body = (
      <IntlProvider
        locale={languageTag(catalogue.code)}
        messages={messages}
        onError={onIntlError}
      >
        <BrandContext.Provider value={compiled}>
          <PreferencesContext.Provider value={preferences}>{children}</PreferencesContext.Provider>
        </BrandContext.Provider>
      </IntlProvider>
    );
  } else {
    body = language.failed ? failed(language.retry) : loading;
  }
  return <ThemeProvider theme={theme}>{body}</ThemeProvider>;
}
