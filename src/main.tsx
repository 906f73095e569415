import { createRoot } from 'react-dom/client';
import { Boot } from './app/boot';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(<Boot />);
