import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { loadIcons } from './app/loadIcons';
import { preloadPage } from './app/routes';
import { keepBootFrame } from './components/BootFrame';
import './styles/index.css';

// Asked for first, so the icons arrive while the system status loads.
loadIcons();
// The page's own chunk travels with the system status call, not after it.
preloadPage(window.location.pathname);
const root = document.getElementById('root')!;
keepBootFrame(root.firstElementChild);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

// The service worker registers once the page has loaded (src/app/serviceWorker.ts): its code need
// not come with the first script.
void import('./app/serviceWorker').then(({ registerServiceWorker }) => registerServiceWorker());
