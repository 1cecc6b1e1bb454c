/** Route guards of spec 2.1. */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Spinner from '@cloudscape-design/components/spinner';
import { isWebRole, protectedRouteRedirect, roleHome } from '@shared/roles';
import { useSession, type StoredSession } from './session/session-store';
import { showsMaintenance } from './shell/active-site';
import { preloadToasts } from './Toasts';
import { usePageTitle, useRouteHandle } from './use-page-title';

// Loaded only once signed in: the sign-in screens do not need the shell's components.
const loadAppShell = () => import('./shell/AppShell');
const AppShell = lazy(async () => ({ default: (await loadAppShell()).AppShell }));

/**
 * Starts the download of what every signed-in screen shows (the shell, the toasts), ahead of
 * rendering it: while the user types on the sign-in form, and at the boot of a signed-in load.
 */
export function preloadSignedInApp() {
  loadAppShell().catch(() => undefined);
  preloadToasts();
}

/** Signed in with a role that may use the web app. */
export const hasWebSession = (session: StoredSession) =>
  session.authenticated && session.roleId !== null && isWebRole(session.roleId);

export function PageLoading() {
  return (
    <Box textAlign="center" padding="xxl">
      <Spinner size="large" />
    </Box>
  );
}

export function Lazy({ children }: { children: ReactNode }) {
  return <Suspense fallback={<PageLoading />}>{children}</Suspense>;
}

/** Public routes: a signed-in user goes to their role home. */
export function PublicOnly() {
  const session = useSession();
  if (hasWebSession(session)) return <Navigate to={roleHome(session.roleId!)} replace />;
  return (
    <Lazy>
      <Outlet />
    </Lazy>
  );
}

/** Protected routes: need a web session, and a role that may open the page (else its role home). */
export function RequireSession() {
  const session = useSession();
  const { pathname } = useLocation();
  const handle = useRouteHandle();
  const title = usePageTitle();
  if (!hasWebSession(session)) return <Navigate to="/login" replace />;
  // Section fallbacks have no handle: they redirect to their base, which is then checked.
  if (handle) {
    const ctx = { roleId: session.roleId!, showMaintenance: showsMaintenance(session) };
    const redirect = protectedRouteRedirect(pathname, ctx);
    if (redirect && redirect !== pathname) return <Navigate to={redirect} replace />;
  }
  return (
    <Lazy>
      <AppShell title={title} />
    </Lazy>
  );
}

/** Unknown paths: /dashboard when signed in, else /. */
export function UnknownPath() {
  const session = useSession();
  return <Navigate to={hasWebSession(session) ? '/dashboard' : '/'} replace />;
}
