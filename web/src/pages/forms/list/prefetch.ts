/** /inspection-forms on a full load: its first page of rows, asked for beside the page's code (app/lazy-page.ts). */
import { readSession } from '../../../app/session/session-store';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { formsKeys } from '../common/forms-calls';
import { loadFormsPage } from './use-forms-list';

/** The list as FormsListPage asks for it (no filters; its scope is the role and the company). */
export function prefetchPage() {
  const session = readSession();
  prefetchServerList({
    queryKey: formsKeys.list,
    scope: `${session.roleId}:${session.companyId}`,
    filters: [],
    load: loadFormsPage,
  });
}
