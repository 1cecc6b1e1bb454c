/** /parts on a full load: its first page of rows, asked for beside the page's code (app/lazy-page.ts). */
import { readSession } from '../../../app/session/session-store';
import { sessionListScope } from '../../../components/list-kit/list-state';
import { prefetchServerList } from '../../../components/list-kit/use-server-list';
import { loadPartsPage } from '../common/parts-calls';
import { stockingSites } from '../common/stock-sites';
import { partsKeys } from '../parts-keys';
import { partListBody } from './part-list-body';
import { partsFilters } from './parts-filters-config';

/** The list as PartsListPage asks for it. */
export function prefetchPage() {
  const session = readSession();
  prefetchServerList({
    queryKey: partsKeys.list,
    scope: sessionListScope(session),
    filters: partsFilters(stockingSites(session)),
    load: (request) => loadPartsPage(partListBody(request)),
  });
}
