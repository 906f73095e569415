/**
 * The popup announcement (§3, §4, §9), mounted once by the app layout:
 *   <AnnouncementPopup />
 * It shows the popups of the viewer's audience (B anonymous, A member, F first login) once per
 * browser session, per account or anonymous (announcements-popup.ts), 8 per page. Nothing is
 * fetched once it was closed in this session, and its modal (with DOMPurify) is a chunk of its
 * own, loaded only when there is something to show. A failed load shows nothing: a popup is
 * not worth interrupting the player with an error. It waits while the visitor is filling in a
 * form or working in another dialog (use-waits-for-visitor.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useState } from 'react';
import {
  clampPage,
  isPopupClosed,
  markPopupClosed,
  popupAudience,
  popupClosedKey,
  popupViewerOf,
} from '../../api/content/announcements-popup';
import { popupPageQueryOptions } from '../../api/content/announcements-query';
import { useSession } from '../../api/identity/session';
import { usePreferences } from '../../brand/brand-context';
import { lazyPart } from '../../brand/later-messages';
import { ShownMarker, useWaitsForVisitor } from '../../ui/modal/use-waits-for-visitor';

const AnnouncementPopupModal = lazyPart(() => import('./announcement-popup-modal'));

/** Another page of the same language and audience (its data may stand in while this one loads). */
function samePopupList(a: readonly unknown[] | undefined, b: readonly unknown[]): boolean {
  return a !== undefined && a[1] === b[1] && a[3] === b[3];
}

export function AnnouncementPopup() {
  const viewer = popupViewerOf(useSession());
  const { language } = usePreferences();
  const flagKey = viewer ? popupClosedKey(viewer) : null;
  const [dismissed, setDismissed] = useState<readonly string[]>([]);
  const [paging, setPaging] = useState({ key: flagKey, page: 1 });
  const page = paging.key === flagKey ? paging.page : 1;
  const closed = !viewer || !flagKey || dismissed.includes(flagKey) || isPopupClosed(viewer);

  const options = popupPageQueryOptions(language, viewer ? popupAudience(viewer) : [], page);
  const query = useQuery({
    ...options,
    enabled: !closed,
    // The previous page stays on screen while the next loads, never another audience's or language's.
    placeholderData: (previous, previousQuery) => (samePopupList(previousQuery?.queryKey, options.queryKey) ? previous : undefined),
  });
  // The popup opens from a deferred value: the query's answer re-renders this at once (a
  // blocking render), but the modal itself renders in a transition, in slices (decision 067).
  const data = useDeferredValue(query.data);

  if (data && data.total > 0 && data.content.length === 0 && page > 1) {
    // The list shrank under the player (a popup ended): go to a page that exists.
    setPaging({ key: flagKey, page: clampPage(page, data.totalPages) });
  }

  const onPage = (next: number): void => setPaging({ key: flagKey, page: next });
  const onClose = (): void => {
    if (!viewer || !flagKey) return;
    markPopupClosed(viewer);
    setDismissed((list) => [...list, flagKey]);
  };

  // It never lands on someone typing into a form (the login page's password) or working in another dialog.
  const { opens, markShown } = useWaitsForVisitor(!closed && data !== undefined && data.content.length > 0);
  if (!opens || closed || !data || data.content.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopupModal page={data} onPage={onPage} onClose={onClose} busy={query.isPlaceholderData} />
      <ShownMarker onShown={markShown} />
    </Suspense>
  );
}
