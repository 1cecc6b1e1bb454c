/** The toasts drawn: a Flashbar pinned to the top right, above the page (loaded by Toasts.tsx). */
import Flashbar from '@cloudscape-design/components/flashbar';
import { dismissToast, ERROR_TOAST_TITLE, type Toast } from './toasts';

export function ToastsFlashbar({ toasts }: { toasts: Toast[] }) {
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
