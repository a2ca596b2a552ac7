// The entry: React, the router and the route table, nothing else, so the
// page's own chunk (preloaded by the server beside this one) can start at
// once. What every page needs besides is in app/setup.ts.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installChunkReload } from './app/chunk-errors';
import './app/theme.css';

installChunkReload();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
