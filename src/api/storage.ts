/**
 * Browser storage of the few things §3 says persist: the merchant code (session + local),
 * the language (lang, hisLang) and the theme choice. Storage can be unavailable (privacy
 * modes, disabled cookies): every access is guarded, and a failure reads as "nothing stored".
 */
export const storageKeys = {
  merchant: 'merchant',
  lang: 'lang',
  hisLang: 'hisLang',
  theme: 'theme',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];
export type StorageArea = 'local' | 'session';

function area(which: StorageArea): Storage | null {
  try {
    return which === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(which: StorageArea, key: StorageKey): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(which: StorageArea, key: StorageKey, value: string): void {
  try {
    area(which)?.setItem(key, value);
  } catch {
    // Quota or privacy mode: the value lives only in memory for this visit.
  }
}
