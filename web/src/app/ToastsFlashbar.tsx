/** The toasts drawn: a Flashbar pinned to the top right, above the page (loaded by Toasts.tsx). */
import Flashbar from '@cloudscape-design/components/flashbar';
import { useEffect, useRef } from 'react';
import { dismissToast, ERROR_TOAST_TITLE, TOAST_DURATION_MS, type Toast } from './toasts';

/**
 * Each toast's time starts when it is drawn: the first toast waits for this chunk, and on a slow
 * device or connection a timer started when it was raised could end before anyone saw it.
 */
function useToastTimers(toasts: Toast[]) {
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const running = timers.current;
    for (const [id, timer] of running)
      if (!toasts.some((t) => t.id === id)) {
        clearTimeout(timer);
        running.delete(id);
      }
    for (const item of toasts)
      if (!running.has(item.id))
        running.set(
          item.id,
          setTimeout(() => {
            running.delete(item.id);
            dismissToast(item.id);
          }, TOAST_DURATION_MS[item.type]),
        );
  }, [toasts]);
  useEffect(() => () => timers.current.forEach((timer) => clearTimeout(timer)), []);
}

export function ToastsFlashbar({ toasts }: { toasts: Toast[] }) {
  useToastTimers(toasts);
  return (
    <div className="ac-toasts" role="status">
      <Flashbar
        items={toasts.map((item) => ({
          id: String(item.id),
          type: item.type,
          header: item.type === 'error' ? ERROR_TOAST_TITLE : undefined,
          content: item.message,
          dismissible: true,
          dismissLabel: 'Dismiss',
          onDismiss: () => dismissToast(item.id),
        }))}
      />
    </div>
  );
}
