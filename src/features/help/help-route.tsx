/**
 * /help (§2.1): the help-centre modal, drawn by the route table over the home page. Closing
 * it goes to `closeTo` (the home path), replacing /help in the history so Back does not
 * reopen it. The modal and DOMPurify load as their own chunk.
 */
import { Suspense, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { lazyPart } from '../../brand/later-messages';

const HelpCenterModal = lazyPart(() => import('./help-center-modal'));

export function HelpRoute({ closeTo }: { closeTo: string }) {
  const navigate = useNavigate();
  const onClose = useCallback(() => {
    void navigate(closeTo, { replace: true });
  }, [navigate, closeTo]);
  return (
    <Suspense fallback={null}>
      <HelpCenterModal onClose={onClose} />
    </Suspense>
  );
}
