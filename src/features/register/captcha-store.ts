/**
 * The image captcha of a register form where the merchant's captcha rule is on (docs/decisions/018):
 * the picture and its id from GET /wps/captcha; a new one after every register attempt (the
 * gateway uses each up) and on request, at most once a second. A tiny external store for the widget.
 */
import type { CaptchaAnswer } from '../../../schemas/identity';

export interface CaptchaState {
  captcha: CaptchaAnswer | null;
  failed: boolean;
}

export interface CaptchaStore {
  state(): CaptchaState;
  subscribe(listener: () => void): () => void;
  /** The id of the picture shown now, or null while none is. */
  captchaId(): string | null;
  renew(): void;
  /** A new picture when asked for by the player: ignored within a second of the last. */
  refresh(): void;
  dispose(): void;
}

export const captchaRefreshMs = 1000;

export function createCaptchaStore(fetchCaptcha: () => Promise<CaptchaAnswer>, now: () => number = Date.now): CaptchaStore {
  const listeners = new Set<() => void>();
  let state: CaptchaState = { captcha: null, failed: false };
  let asked = -Infinity;
  let generation = 0;
  const publish = (next: CaptchaState): void => {
    state = next;
    for (const l of listeners) l();
  };
  const renew = (): void => {
    generation += 1;
    const mine = generation;
    asked = now();
    publish({ captcha: null, failed: false });
    fetchCaptcha().then(
      (captcha) => mine === generation && publish({ captcha, failed: false }),
      () => mine === generation && publish({ captcha: null, failed: true }),
    );
  };
  return {
    state: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    captchaId: () => state.captcha?.captchaId ?? null,
    renew,
    refresh() {
      if (now() - asked >= captchaRefreshMs) renew();
    },
    dispose() {
      // A picture still on its way is dropped; renew() asks again (a remounted form).
      generation += 1;
    },
  };
}
