/** The field app itself (main.tsx loads it): languages, the service worker, the queue's sync, the React root. */
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FieldApp } from './App';
import { earlyListSettled } from './assets';
import { answerBackgroundSync } from './background-sync';
import { startSync } from './sync';

/**
 * The service worker (vite-plugin-pwa's Workbox build, scoped to /field/) serves the app shell
 * offline. It registers once the page has loaded and the first screen's list is in (at most 5 s
 * later): its precache (the whole app and the label reader, about 500 kB compressed) would
 * otherwise share a slow network with the list the user waits for.
 */
const registerWorker = () =>
  void Promise.race([earlyListSettled(), new Promise((resolve) => setTimeout(resolve, 5_000))]).then(() =>
    navigator.serviceWorker.register('/field/sw.js', { scope: '/field/' }).catch(() => undefined),
  );
if ('serviceWorker' in navigator && import.meta.env.PROD) {
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

startSync();
answerBackgroundSync();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FieldApp />
  </StrictMode>,
);
