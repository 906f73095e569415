/**
 * Message catalogues (locales/<CODE>.json: flat key -> ICU message), each its own chunk,
 * loaded on demand so that only the active language travels with the first page. In the build
 * they arrive as pre-parsed ICU ASTs (vite.config.ts), so react-intl needs no parser.
 */
import type { MessageFormatElement } from 'react-intl';
import type { LangCode } from '../../schemas/languages';
import { isLangCode } from '../../schemas/languages';
import { fallbackLanguage } from './language';

export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

const loaders = import.meta.glob<Messages>('../../locales/*.json', { import: 'default' });

function codeOfPath(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.json'.length);
}

const loaderByCode = new Map<LangCode, () => Promise<Messages>>();
for (const [path, load] of Object.entries(loaders)) {
  const code = codeOfPath(path);
  if (isLangCode(code)) loaderByCode.set(code, load);
}

/** Languages whose catalogue ships with the bundle. */
export const bundledLanguages: readonly LangCode[] = [...loaderByCode.keys()];

export interface LoadedCatalogue {
  /** The language actually loaded (the fallback when the wanted one is missing or broken). */
  code: LangCode;
  messages: Messages;
}

/**
 * Loads `wanted`, else `fallback` (the brand's default), else EN. A chunk that fails to load
 * falls through to the next; only when every one fails does the promise reject.
 */
export async function loadCatalogue(
  wanted: LangCode,
  fallback: LangCode = fallbackLanguage,
): Promise<LoadedCatalogue> {
  const order = [...new Set<LangCode>([wanted, fallback, fallbackLanguage])];
  let lastError: unknown = new Error(`no catalogue for ${wanted}`);
  for (const code of order) {
    const load = loaderByCode.get(code);
    if (!load) continue;
    try {
      return { code, messages: await load() };
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/** Missing keys are caught by the catalogue unit test; at run time only development reports them. */
export function onIntlError(error: Error): void {
  if (import.meta.env.DEV) console.error(error);
}
