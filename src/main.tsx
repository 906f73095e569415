import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Boot, startBoot } from './app/boot';
import { registerLiteWorker } from './features/download/lite-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const start = startBoot();
// A transition, which React renders in slices of a few milliseconds: the first render runs code
// the page has never run (React's own included), ~130 ms at a phone's pace in one task when
// rendered at once; the still first paint is on screen meanwhile (decision 067).
startTransition(() => createRoot(root).render(<Boot start={start} />));
registerLiteWorker();
