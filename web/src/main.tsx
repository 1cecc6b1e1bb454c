/** The web app's entry: global styles, zod's settings, the React root. */
import '@cloudscape-design/global-styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { captureSilentSignInLink } from './app/session/silent-sign-in-link';
import { configureZodBeforeLoad } from './app/zod-config';

configureZodBeforeLoad();
// Before the router reads the address and before any request: a silent sign-in link leaves the
// address bar and the tab's history at once (see silent-sign-in-link.ts).
captureSilentSignInLink();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
