import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { BackofficeApp } from './BackofficeApp';
import './backoffice.css';

export function start(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <BackofficeApp />
      </BrowserRouter>
    </StrictMode>,
  );
}
