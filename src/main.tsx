import { createRoot } from 'react-dom/client';
import { Boot, startBoot } from './app/boot';
import { registerLiteWorker } from './features/download/lite-worker';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
const start = startBoot();
createRoot(root).render(<Boot start={start} />);
registerLiteWorker();
