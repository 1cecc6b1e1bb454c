/** The web app's entry: global styles, zod's settings, the React root. */
import '@cloudscape-design/global-styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/App';

// The Content-Security-Policy allows no eval (shared/web-headers.ts). zod's first object parse
// probes `new Function` to choose its compiled fast path; the browser reports the refused probe as
// a violation although zod catches it and parses without. jitless skips the probe: same results.
zodConfig({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
