/**
 * The signed-in hint cookie (schemas/first-screen.ts memberHintCookie, docs/decisions/065): set
 * while this browser holds a member's session, so the gateway's first paint of a guarded
 * address does not draw the login banner for a member. It carries no token and grants nothing;
 * it ends with the browser, like the session it hints at ends with the tab.
 */
import { memberHintCookie } from '../../../schemas/first-screen';

export function writeMemberHint(signedIn: boolean): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = signedIn
      ? `${memberHintCookie}=1; Path=/; SameSite=Lax`
      : `${memberHintCookie}=; Path=/; Max-Age=0; SameSite=Lax`;
  } catch {
    // Cookies disabled: the first paint simply keeps the login banner for everyone.
  }
}
