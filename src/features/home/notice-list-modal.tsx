/**
 * Opens the notice list from the marquee. The dialog (and the modal system) is its own chunk,
 * fetched on the first open, so none of it weighs on home's first paint.
 */
import { Suspense } from 'react';
import { lazyPart } from '../../brand/later-messages';

const NoticeListDialog = lazyPart(() => import('./notice-list-dialog'));

interface NoticeListModalProps {
  open: boolean;
  onClose: () => void;
}

export function NoticeListModal({ open, onClose }: NoticeListModalProps) {
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NoticeListDialog onClose={onClose} />
    </Suspense>
  );
}
