/**
 * The downloads of the signed-in app, started ahead of its render: while the user types on the
 * sign-in form, and at the boot of a signed-in load.
 */
import { preloadToasts } from './Toasts';

/** The router with every route of the app (sign-in screens first load without it: SignInApp). */
export const loadAppRouter = () => import('./router');
/** What every signed-in screen shows. */
export const loadAppShell = () => import('./shell/AppShell');

/** Starts the download of the router, the shell and the toasts. */
export function preloadSignedInApp() {
  loadAppRouter().catch(() => undefined);
  loadAppShell().catch(() => undefined);
  preloadToasts();
}

/** Starts the download of the protected page at this path, and of its data where its loader prefetches some. */
export function preloadPage(pathname: string) {
  import('./routes').then(({ preloadRoute }) => preloadRoute(pathname)).catch(() => undefined);
}
