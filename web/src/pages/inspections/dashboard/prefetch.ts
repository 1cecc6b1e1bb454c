/** /dashboard on a full load: its calls, asked for beside the page's code (app/lazy-page.ts). */
import { readSession } from '../../../app/session/session-store';
import { showsMaintenance } from '../../../app/shell/active-site';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { prefetchDashboardCalls } from './dashboard-calls';

/** The calls DashboardPage makes for this session's site. */
export function prefetchPage() {
  const session = readSession();
  prefetchDashboardCalls(
    session.siteId,
    showsMaintenance(session) ? { scope: sessionListScope(session) } : null,
  );
}
