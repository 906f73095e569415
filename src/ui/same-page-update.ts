/**
 * A page that keeps its own state in the address (the lobby's filters and search) writes it
 * with this history state: the address changes, but the visitor has not gone anywhere, so the
 * after-navigation effects (navigation-effects.ts: scroll to the top) leave the page where it
 * is. Back and forward to such an entry keep the page too. docs/decisions/021-lobby-lists.md.
 */
export const samePageUpdate = { portico: 'same-page' } as const;

export function isSamePageUpdate(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { portico?: unknown }).portico === samePageUpdate.portico;
}
