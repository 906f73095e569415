/**
 * Contexts the BrandProvider fills: the compiled brand (fixed for the visit) and the player's
 * preferences (language, light/dark), which change at run time.
 */
import { createContext, useContext } from 'react';
import type { LangCode } from '../../schemas/languages';
import type { CompiledBrand } from './compile-brand';
import type { ThemeMode } from './theme';

export const BrandContext = createContext<CompiledBrand | null>(null);

export interface Preferences {
  /** The language on screen (its catalogue is loaded). */
  language: LangCode;
  /** The languages the selector offers (the brand's supportLanguages). */
  languages: readonly LangCode[];
  /** True while a newly picked language's catalogue is loading. */
  switchingLanguage: boolean;
  setLanguage: (code: LangCode) => void;
  themeMode: ThemeMode;
  setThemeMode: (mode: ThemeMode) => void;
}

export const PreferencesContext = createContext<Preferences | null>(null);

export function useBrand(): CompiledBrand {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand needs a BrandProvider');
  return value;
}

export function usePreferences(): Preferences {
  const value = useContext(PreferencesContext);
  if (!value) throw new Error('usePreferences needs a BrandProvider');
  return value;
}
