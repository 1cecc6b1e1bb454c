/** /tasks on a full load: its first page of rows, asked for beside the page's code (app/lazy-page.ts). */
import { readSession } from '../../../app/session/session-store';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { loadTasksPage, tasksKeys } from './tasks-calls';

/** The list as TasksPage asks for it (no filters). */
export function prefetchPage() {
  prefetchServerList({
    queryKey: tasksKeys.list,
    scope: sessionListScope(readSession()),
    filters: [],
    load: loadTasksPage,
  });
}
