/**
 * The popup announcement (§3, §4, §9), mounted once by the app layout:
 *   <AnnouncementPopup />
 * It shows the popups of the viewer's audience (B anonymous, A member, F first login) once per
 * browser session, per account or anonymous (announcements-popup.ts), 8 per page. Nothing is
 * fetched once it was closed in this session, and its modal (with DOMPurify) is a chunk of its
 * own, loaded only when there is something to show. A failed load shows nothing: a popup is
 * not worth interrupting the player with an error.
 */
import { useQuery, type Query } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import type { PopupPage } from '../../../schemas/content';
import {
  clampPage,
  isPopupClosed,
  markPopupClosed,
  popupAudience,
  popupClosedKey,
  popupViewerOf,
} from '../../api/announcements-popup';
import { popupPageQueryOptions } from '../../api/announcements-query';
import { useSession } from '../../api/session';
import { usePreferences } from '../../brand/brand-context';

const AnnouncementPopupModal = lazy(() => import('./announcement-popup-modal'));

/** Keeps the previous page on screen while the next loads, but never another audience's or language's. */
function previousPageOf(key: readonly unknown[]) {
  return (previous: PopupPage | undefined, query: Query<PopupPage, Error, PopupPage, readonly unknown[]> | undefined) =>
    query && query.queryKey[1] === key[1] && query.queryKey[3] === key[3] ? previous : undefined;
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
  const query = useQuery({ ...options, enabled: !closed, placeholderData: previousPageOf(options.queryKey) });
  const data = query.data;

  useEffect(() => {
    // The list shrank under the player (a popup ended): go to a page that exists.
    if (data && data.total > 0 && data.content.length === 0 && page > 1) {
      setPaging({ key: flagKey, page: clampPage(page, data.totalPages) });
    }
  }, [data, page, flagKey]);

  const onPage = useCallback((next: number) => setPaging({ key: flagKey, page: next }), [flagKey]);
  const onClose = useCallback(() => {
    if (!viewer || !flagKey) return;
    markPopupClosed(viewer);
    setDismissed((list) => [...list, flagKey]);
  }, [viewer, flagKey]);

  if (closed || !data || data.content.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnnouncementPopupModal page={data} onPage={onPage} onClose={onClose} busy={query.isPlaceholderData} />
    </Suspense>
  );
}
