/**
 * The language of a branded visit: chosen once from storage and the brand (language.ts),
 * switched by the player, its catalogue loaded lazily (TanStack Query keeps each one for the
 * visit). The language on screen changes only when the new catalogue has arrived.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import type { Brand } from '../../schemas/brand';
import type { LangCode } from '../../schemas/languages';
import { readStored, storageKeys, writeStored } from '../api/storage';
import { bundledLanguages, loadCatalogue, type LoadedCatalogue } from './catalogues';
import { chooseLanguage } from './language';
import { laterMessagesWanted, loadLaterMessages } from './later-messages';
import { scriptFonts } from '../../schemas/script-fonts';

export interface LanguageState {
  /** The brand's supportLanguages that have a catalogue in the bundle. */
  offered: readonly LangCode[];
  catalogue: LoadedCatalogue | undefined;
  failed: boolean;
  retry: () => void;
  switching: boolean;
  setLanguage: (code: LangCode) => void;
}

export function catalogueQuery(code: LangCode, fallback: LangCode) {
  return {
    queryKey: ['catalogue', code, fallback] as const,
    // The script's self-hosted font arrives with the catalogue: the language shows in it at once.
    // Its loader is a chunk of its own, asked for only by a language that has such a font.
    queryFn: () =>
      Promise.all([loadCatalogue(code, fallback), scriptFonts[code] ? import('./script-font').then((m) => m.loadScriptFont(code)).catch(() => undefined) : null]).then(
        async ([catalogue]) => {
          // Past the first screen, a switch shows the new language with both slices at once
          // (decision 060); a later slice that fails is fetched again by the part that needs it.
          if (laterMessagesWanted()) await loadLaterMessages(catalogue.code).catch(() => undefined);
          return catalogue;
        },
      ),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: 2,
  };
}

export function offeredLanguages(supported: readonly LangCode[], bundled: readonly LangCode[]): LangCode[] {
  return supported.filter((code) => bundled.includes(code));
}

/** The language a branded visit starts in (stored choice, else history, else the brand default). */
export function initialLanguage(brand: Brand): LangCode {
  return chooseLanguage({
    stored: readStored('local', storageKeys.lang),
    history: readStored('local', storageKeys.hisLang),
    supported: offeredLanguages(brand.supportLanguages, bundledLanguages),
    defaultLang: brand.defaultLang,
  });
}

export function useLanguage(brand: Brand): LanguageState {
  const [offered] = useState(() => offeredLanguages(brand.supportLanguages, bundledLanguages));
  const [wanted, setWanted] = useState<LangCode>(() => initialLanguage(brand));
  const query = useQuery({ ...catalogueQuery(wanted, brand.defaultLang), placeholderData: keepPreviousData });
  const shown = query.data?.code;

  useEffect(() => {
    if (!shown) return;
    writeStored('local', storageKeys.lang, shown);
    // Mirrored in a cookie, as the theme is: the gateway's page for the next visit preloads this
    // language's catalogue and seeds its banners, not the brand default's (first-screen-page.ts).
    try {
      document.cookie = `${storageKeys.lang}=${shown}; Path=/; Max-Age=31536000; SameSite=Lax`;
    } catch {
      // No document (tests) or cookies refused: the gateway preloads the brand's default language.
    }
    // §9 "default stored if none": the first visit records its language as the history too.
    if (!readStored('local', storageKeys.hisLang)) writeStored('local', storageKeys.hisLang, shown);
  }, [shown]);

  const setLanguage = useCallback(
    (code: LangCode) => {
      if (!offered.includes(code)) return;
      writeStored('local', storageKeys.hisLang, code);
      setWanted(code);
    },
    [offered],
  );

  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);

  return {
    offered,
    catalogue: query.data,
    failed: query.isError && !query.data,
    retry,
    switching: query.isPlaceholderData,
    setLanguage,
  };
}
