/**
 * The page's first script when the gateway drew the still first paint
 * (gateway/http/still-first-paint.ts, docs/decisions/007): it starts the app's code once the
 * still's largest image is on screen, so the brand is painted before the code competes with
 * it for the network and the main thread. On a wider screen (no still shown), when the image
 * fails, or after `waitBoundMs` at most, it starts at once. Kept tiny and free of imports.
 *
 * The login banner a guarded address's still draws for a guest (decision 065) is removed at
 * once in a tab that holds a member's session: the signed-in hint cookie was missing or stale.
 * The words a still writes (/rng's and /down's, decision 066) are removed when the language this
 * browser chose (local storage, mirrored to the gateway by a cookie) is not the one written.
 */
const waitBoundMs = 1000;
const stillMedia = '(max-width: 30rem)';
/** src/api/identity/session.ts sessionStorageKey (loader.test.ts keeps them equal). */
export const sessionKey = 'session';
/** src/api/storage.ts storageKeys.lang (loader.test.ts keeps them equal). */
export const languageKey = 'lang';

/** Whether words written in `written` (a language code) are in the language the browser chose. */
export function wordsFitChoice(written: string | undefined, storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    const chosen = storage?.getItem(languageKey);
    return !chosen || chosen === written;
  } catch {
    return true;
  }
}

/** Whether this tab holds a member's session (a stored session with a token). */
export function tabHoldsSession(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    const stored = storage?.getItem(sessionKey);
    if (!stored) return false;
    const token: unknown = (JSON.parse(stored) as { token?: unknown } | null)?.token;
    return typeof token === 'string' && token !== '';
  } catch {
    return false;
  }
}

/** The tab's or the browser's storage; null where it is refused (privacy modes). */
function storageArea(which: 'session' | 'local'): Storage | null {
  try {
    return which === 'session' ? sessionStorage : localStorage;
  } catch {
    return null;
  }
}

function startApp(tag: HTMLScriptElement): void {
  const preloads = (tag.dataset.appPreload ?? '').split(' ').filter(Boolean);
  for (const href of preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = tag.dataset.appEntry ?? '';
  document.head.append(entry);
}

function afterNextPaint(then: () => void): void {
  // The second frame's callback runs after the first frame (with the image) was painted.
  requestAnimationFrame(() => requestAnimationFrame(then));
}

function run(): void {
  const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');
  if (!tag?.dataset.appEntry) return;
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    startApp(tag);
  };
  const guestPart = document.querySelector('#still [data-still-guest]');
  if (guestPart && tabHoldsSession(storageArea('session'))) guestPart.remove();
  const wordsPart = document.querySelector<HTMLElement>('#still [data-still-words]');
  if (wordsPart && !wordsFitChoice(wordsPart.dataset.stillWords, storageArea('local'))) wordsPart.remove();
  const hero = document.querySelector<HTMLImageElement>('#still img[data-still-hero]');
  if (!hero || !matchMedia(stillMedia).matches || document.visibilityState === 'hidden') {
    start();
    return;
  }
  setTimeout(start, waitBoundMs);
  hero
    .decode()
    .catch(() => undefined)
    .then(() => afterNextPaint(start), start);
}

if (typeof document !== 'undefined') run();
