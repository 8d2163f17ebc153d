import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerServiceWorker } from './app/serviceWorker';
import { keepBootFrame } from './components/BootFrame';
import './styles/index.css';

const root = document.getElementById('root')!;
keepBootFrame(root.firstElementChild);
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

registerServiceWorker();
