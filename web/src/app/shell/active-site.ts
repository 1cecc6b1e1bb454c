import type { UserSite } from '@shared/session/schemas';
import type { StoredSession } from '../session/session-store';

export const activeSite = (session: StoredSession): UserSite | undefined =>
  session.loginData?.usersites.find((site) => site.site_id === session.siteId);

/** The active site shows maintenance (isShowPM): drives the Maintenance sidebar group. */
export const showsMaintenance = (session: StoredSession) => Boolean(activeSite(session)?.isShowPM);
