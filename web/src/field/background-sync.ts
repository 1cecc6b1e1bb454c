/**
 * Background Sync (issue 22; Chromium has it, Safari and Firefox do not): when work is queued the
 * app registers the tag FIELD_SYNC_TAG with its service worker; once the phone has a connection
 * the browser wakes the worker (public/sw-sync.js, imported into the generated Workbox worker),
 * which asks the open app to run its queue and waits for the answer. A pass that leaves work
 * waiting answers so, and the browser tries the tag again later. The worker never sends anything
 * itself: the session's token lives with the page. Where there is no Background Sync the queue
 * still runs on `online`, on return to the app and every 30 s (sync.ts).
 */
import { unsent, allSteps } from './queue';
import { syncNow } from './sync';

export const FIELD_SYNC_TAG = 'field-queue';
const MESSAGE = 'field-sync';

/** The part of the Background Sync API used here (TypeScript's DOM library has none of it). */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the browser to wake the worker when a connection is there (nothing where it has no Background Sync). */
export function requestBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) =>
      (registration as ServiceWorkerRegistration & SyncRegistration).sync?.register(FIELD_SYNC_TAG),
    )
    .catch(() => undefined);
}

/** Runs the queue when the worker asks, and answers whether anything still waits. */
export function answerBackgroundSync() {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== MESSAGE || !event.ports[0]) return;
    const port = event.ports[0];
    void syncNow()
      .then(allSteps)
      .then((items) =>
        port.postMessage({ waiting: unsent(items).filter((i) => i.status !== 'refused').length }),
      )
      .catch(() => port.postMessage({ waiting: -1 }));
  });
}
