/**
 * /parts (issue 25 items 1, 4): the company's parts catalogue in the list kit: 'Search Parts' (part
 * number, name, category), the filters Category, Site, Stock (Low stock) and Status, counts, page
 * sizes, the state in the URL. A part number opens its page. Managers and company admins add
 * parts (Create Part) or import a spreadsheet of them (Import: /parts/import); executives read only.
 */
import { useCallback, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PART_WRITE_ROLES } from '@shared/parts/rules';
import { ReportsApi } from '@shared/reports/api';
import { useSession } from '../../../app/session/session-store';
import {
  listExporter,
  ServerListTable,
  sessionListScope,
  useFromListState,
  useServerList,
  type ListRequest,
} from '../../../components/list-kit';
import { withQueryClient } from '../../../components/query/query-client';
import { loadPartsPage } from '../common/parts-calls';
import { PartFormDrawer } from '../common/PartFormDrawer';
import { stockingSites } from '../common/stock-sites';
import { partsKeys } from '../parts-keys';
import { partListBody } from './part-list-body';
import { partsFilters } from './parts-filters-config';
import { partColumns, PARTS_PREFERENCES } from './parts-table-config';
import '../common/parts.css';

const load = (request: ListRequest) => loadPartsPage(partListBody(request));
const exporter = listExporter(ReportsApi.exportParts, partListBody);

export const PartsListPage = withQueryClient(function PartsListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const [creating, setCreating] = useState(false);
  const scope = sessionListScope(session);
  const sites = useMemo(() => stockingSites(session), [session]);
  const filters = useMemo(() => partsFilters(sites), [sites]);
  const list = useServerList({ queryKey: partsKeys.list, scope, filters, load: useCallback(load, []) });
  const canWrite = (PART_WRITE_ROLES as readonly (number | null)[]).includes(session.roleId);

  const columns = partColumns((row) => (
    <RouterLink to={`/parts/details/${row.part_id}`} state={fromList}>
      {row.part_number}
    </RouterLink>
  ));

  return (
    <>
      <ServerListTable
        list={list}
        title="Parts"
        columnDefinitions={columns}
        preferences={PARTS_PREFERENCES}
        searchPlaceholder="Search Parts"
        loadingText="Loading parts"
        trackBy="part_id"
        exporter={exporter}
        actions={
          canWrite && (
            <SpaceBetween direction="horizontal" size="xs">
              <Button iconName="upload" onClick={() => navigate('/parts/import')}>
                Import
              </Button>
              <Button variant="primary" onClick={() => setCreating(true)}>
                Create Part
              </Button>
            </SpaceBetween>
          )
        }
      />
      {creating && (
        <PartFormDrawer
          part={null}
          onClose={() => setCreating(false)}
          onSaved={(part) => navigate(`/parts/details/${part.part_id}`, { state: fromList })}
        />
      )}
    </>
  );
});
