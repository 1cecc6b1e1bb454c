/** Route guards of spec 2.1. */
import { lazy } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { roleHome } from '@shared/roles';
import { Lazy } from './page-loading';
import { loadAppShell } from './preload-app';
import { redirectAway } from './route-access';
import { useSession } from './session/session-store';
import { hasWebSession } from './session/web-session';
import { usePageTitle, useRouteHandle } from './use-page-title';

// Loaded only once signed in: the sign-in screens do not need the shell's components.
const AppShell = lazy(async () => ({ default: (await loadAppShell()).AppShell }));

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
  const redirect = handle ? redirectAway(pathname, session) : null;
  if (redirect) return <Navigate to={redirect} replace />;
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
