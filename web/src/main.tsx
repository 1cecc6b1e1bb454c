/** The web app's entry: global styles, zod's settings, the React root. */
import '@cloudscape-design/global-styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { configureZodBeforeLoad } from './app/zod-config';

configureZodBeforeLoad();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
