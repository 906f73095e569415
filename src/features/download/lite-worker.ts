/**
 * Registers the Lite app's service worker (/sw.js, served by the gateway; docs/decisions/053)
 * once the page has loaded and the browser is idle, so the first screen neither waits for it nor
 * competes with it, and keeps the browser's install offer (beforeinstallprompt) for the Lite
 * card of /down. Nothing else of the Lite app is in the entry: this is its whole first-screen
 * cost. Browsers without workers (or an insecure context) do nothing.
 */

/** Chromium's install offer (not in the DOM typings). */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();

/** The browser's pending install offer, if it made one (used once). */
export function installOffer(): InstallOffer | null {
  return offer;
}

export function takeInstallOffer(): InstallOffer | null {
  const taken = offer;
  offer = null;
  listeners.forEach((l) => l());
  return taken;
}

export function onInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function registerLiteWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  addEventListener('beforeinstallprompt', (event) => {
    // No mini-infobar: the Lite card of /down offers the install.
    event.preventDefault();
    offer = event as InstallOffer;
    listeners.forEach((l) => l());
  });
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
