/** Whether the stored session may use the web app. */
import { isWebRole } from '@shared/roles';
import type { StoredSession } from './session-store';

/** Signed in with a role that may use the web app. */
export const hasWebSession = (session: StoredSession) =>
  session.authenticated && session.roleId !== null && isWebRole(session.roleId);
