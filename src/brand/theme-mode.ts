/**
 * Light or dark (pure choice + the browser inputs it reads). A stored choice wins. A first
 * visit follows the system when it asks for dark; otherwise the brand's defaultMode decides,
 * because browsers report "light" also when the player expressed no preference at all
 * (docs/decisions/004-browser-boot.md).
 */
import { readStored, storageKeys, writeStored } from '../api/storage';
import type { ThemeMode } from './theme';

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

export function chooseThemeMode(
  stored: string | null,
  systemPrefersDark: boolean,
  brandDefault: ThemeMode,
): ThemeMode {
  if (isThemeMode(stored)) return stored;
  return systemPrefersDark ? 'dark' : brandDefault;
}

export function systemPrefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
}

export function storedThemeMode(): string | null {
  return readStored('local', storageKeys.theme);
}

/**
 * The choice is kept in local storage and mirrored in a cookie of the same name, so the page the
 * gateway draws before any script (the still first paint) already wears the chosen mode.
 */
export function storeThemeMode(mode: ThemeMode): void {
  writeStored('local', storageKeys.theme, mode);
  try {
    document.cookie = `${storageKeys.theme}=${mode}; Path=/; Max-Age=31536000; SameSite=Lax`;
  } catch {
    // No document (tests) or cookies refused: the page follows the system preference instead.
  }
}
