/** The field app's entry (/field/): languages, the service worker, the queue's sync, the React root. */
import './field.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FieldApp } from './App';
import { startSync } from './sync';

// The service worker (vite-plugin-pwa's Workbox build, scoped to /field/) serves the app shell offline.
if ('serviceWorker' in navigator && import.meta.env.PROD)
  void navigator.serviceWorker.register('/field/sw.js', { scope: '/field/' }).catch(() => undefined);

startSync();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FieldApp />
  </StrictMode>,
);
