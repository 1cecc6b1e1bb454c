/*
 * The field app's Background Sync (src/field/background-sync.ts), imported into the generated
 * Workbox worker (vite.config.ts workbox.importScripts). On the 'field-queue' tag the worker asks
 * each open window of the app to run its queue; the event succeeds once one answers that nothing
 * waits, else it fails and the browser tries again later. With no window open there is nothing to
 * do here: the queue runs when the app opens.
 */
self.addEventListener('sync', (event) => {
  if (event.tag !== 'field-queue') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      if (windows.length === 0) return undefined;
      const asked = windows.map(
        (client) =>
          new Promise((resolve) => {
            const channel = new MessageChannel();
            const timer = setTimeout(() => resolve(-1), 60000);
            channel.port1.onmessage = (message) => {
              clearTimeout(timer);
              resolve(message.data.waiting);
            };
            client.postMessage({ type: 'field-sync' }, [channel.port2]);
          }),
      );
      return Promise.all(asked).then((waiting) => {
        if (!waiting.includes(0)) throw new Error('field queue: work still waits');
      });
    }),
  );
});
