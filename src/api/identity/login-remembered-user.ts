/**
 * Remember-me in the browser (§5, READINGS #1): the last username only, for 24 hours, in
 * localStorage — never a password. The sign-in itself rides on the gateway's HttpOnly cookie
 * (POST /wps/session/login/remember), which the page cannot read.
 */
export const rememberedUserKey = 'rememberedUser';
export const rememberMs = 24 * 60 * 60 * 1000;

interface Stored {
  username: string;
  savedAt: number;
}

function area(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** Pure: the username of a stored record still within 24 hours, else null. */
export function parseRememberedUser(text: string | null, now: number): string | null {
  if (!text) return null;
  try {
    const raw = JSON.parse(text) as Partial<Stored>;
    if (typeof raw.username !== 'string' || raw.username === '' || typeof raw.savedAt !== 'number') return null;
    if (raw.savedAt > now || now - raw.savedAt >= rememberMs) return null;
    return raw.username;
  } catch {
    return null;
  }
}

export function readRememberedUser(now = Date.now()): string | null {
  try {
    const store = area();
    const text = store?.getItem(rememberedUserKey) ?? null;
    const username = parseRememberedUser(text, now);
    if (text !== null && username === null) store?.removeItem(rememberedUserKey);
    return username;
  } catch {
    return null;
  }
}

export function saveRememberedUser(username: string, now = Date.now()): void {
  try {
    area()?.setItem(rememberedUserKey, JSON.stringify({ username, savedAt: now } satisfies Stored));
  } catch {
    // Storage unavailable: nothing is remembered.
  }
}

export function forgetRememberedUser(): void {
  try {
    area()?.removeItem(rememberedUserKey);
  } catch {
    // Storage unavailable: nothing was remembered.
  }
}
