/**
 * The toasts of spec 8 and 9. Cloudscape's Flashbar (with its animations) is a chunk of its own,
 * loaded with the first toast or with the signed-in app (preloadToasts), not with the sign-in
 * screens, which show their failures in their forms.
 */
import { lazy, Suspense } from 'react';
import { useToasts } from './toasts';

export { ERROR_TOAST_TITLE } from './toasts';

const loadFlashbar = () => import('./ToastsFlashbar');
const ToastsFlashbar = lazy(async () => ({ default: (await loadFlashbar()).ToastsFlashbar }));

/** Starts the Flashbar's download (the signed-in app raises toasts; offline, it could not fetch it). */
export function preloadToasts() {
  loadFlashbar().catch(() => undefined);
}

export function Toasts() {
  const toasts = useToasts();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastsFlashbar toasts={toasts} />
    </Suspense>
  );
}
