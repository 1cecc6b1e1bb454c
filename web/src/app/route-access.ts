/** Spec 2.1's rule for a protected page: where a session that may not open it goes instead. */
import { protectedRouteRedirect } from '@shared/roles';
import type { StoredSession } from './session/session-store';
import { showsMaintenance } from './shell/active-site';

/** The path a signed-in session is sent to instead of this one, or null when it may stay. */
export function redirectAway(pathname: string, session: StoredSession): string | null {
  const ctx = { roleId: session.roleId!, showMaintenance: showsMaintenance(session) };
  const redirect = protectedRouteRedirect(pathname, ctx);
  return redirect && redirect !== pathname ? redirect : null;
}
