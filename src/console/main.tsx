/** The operator console's entry (console.html, served at /console; docs/decisions/044). */
import { createRoot } from 'react-dom/client';
import { ConsoleApp } from './console-app';

const root = document.getElementById('root');
if (!root) throw new Error('console.html has no #root');
createRoot(root).render(<ConsoleApp />);
