import Flashbar from '@cloudscape-design/components/flashbar';
import { dismissToast, useToasts } from './toasts';

export const ERROR_TOAST_TITLE = 'Error !';

/** Flashbar pinned to the top right, above the page. */
export function Toasts() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
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
