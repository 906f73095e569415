/**
 * The Dialog for the shell and the first screens (route guard, auth-dialog host, free play):
 * nothing while closed, and the modal system (its own chunk) fetched on the first open, so none
 * of it weighs on the first paint (docs/decisions/059-first-screen-budget.md).
 */
import { lazy, Suspense } from 'react';
import type { DialogProps } from './dialog';

const Dialog = lazy(() => import('./dialog').then((m) => ({ default: m.Dialog })));

export function DialogOnOpen(props: DialogProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
