/**
 * /assets (spec 2.6, 4, 6): the list kit's table with 'Search Assets', the filter row of spec 2.6,
 * barcode mode (a checkbox per row and select-all; Print Barcode saves Assetlist.pdf), Upload
 * Asset for super and company admins, View for managers and executives. A new active role,
 * company or site is a new list scope.
 */
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import ToggleButton from '@cloudscape-design/components/toggle-button';
import { Role } from '@shared/codes';
import { ASSET_ADD_ROLES } from '@shared/assets/rules';
import type { AssetRow } from '@shared/assets/schemas';
import { ExportTexts } from '@shared/reports/exports';
import { useSession } from '../../../app/session/session-store';
import {
  ServerListTable,
  sessionListScope,
  useFromListState,
  useServerList,
  type ListRequest,
} from '../../../components/list-kit';
import { withQueryClient } from '../../../components/query/query-client';
import { assetsFilters } from './assets-filters-config';
import { assetsKeys } from './assets-keys';
import { assetColumns, ASSETS_PREFERENCES } from './assets-table-config';
import { superAdminListScope } from '../../../app/shell/active-site';
import { loadAssetsPage, usePrintAssetBarcodes } from './use-assets-list';
import './assets.css';

/** Barcode mode and the assets chosen in it; a new scope drops both. */
function useBarcodeMode(scope: string) {
  const [mode, setMode] = useState({ scope, on: false, selected: [] as AssetRow[] });
  if (mode.scope !== scope) setMode({ scope, on: false, selected: [] });
  return {
    barcodeMode: mode.on,
    selected: mode.selected,
    setBarcodeMode: (on: boolean) => setMode({ scope, on, selected: [] }),
    setSelected: (selected: AssetRow[]) => setMode((m) => ({ ...m, selected })),
  };
}

const VIEW_ROLES: readonly number[] = [Role.Manager, Role.Executive];
const ADMIN_ROLES: readonly number[] = [Role.SuperAdmin, Role.CompanyAdmin];

export const AssetsListPage = withQueryClient(function AssetsListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const roleId = session.roleId ?? 0;
  const userId = session.loginData?.uuid;
  const isSuperAdmin = roleId === Role.SuperAdmin;
  const scope = sessionListScope(session);

  const filters = useMemo(
    () => assetsFilters({ roleId, showCompany: isSuperAdmin, userId }),
    [roleId, isSuperAdmin, userId],
  );
  const superAdminScope = useMemo(() => superAdminListScope(session), [session]);
  const load = useCallback(
    (request: ListRequest) => loadAssetsPage(request, userId, superAdminScope),
    [userId, superAdminScope],
  );
  const list = useServerList({ queryKey: assetsKeys.list, scope, filters, load });

  const { barcodeMode, setBarcodeMode, selected, setSelected } = useBarcodeMode(scope);
  const { printing, progress, printBarcodes } = usePrintAssetBarcodes();

  const columns = assetColumns({
    showCompany: isSuperAdmin,
    linkIssues: !ADMIN_ROLES.includes(roleId),
    showActions: VIEW_ROLES.includes(roleId),
    renderActions: (row) => (
      <Button
        variant="inline-link"
        ariaLabel={`View ${row.name}`}
        onClick={() => navigate(`/assets/details/${row.asset_id}`, { state: fromList })}
      >
        View
      </Button>
    ),
  });

  return (
    <ServerListTable
      list={list}
      title="Assets"
      columnDefinitions={columns}
      preferences={ASSETS_PREFERENCES}
      searchPlaceholder="Search Assets"
      loadingText="Loading assets"
      trackBy="asset_id"
      selectionType={barcodeMode ? 'multi' : undefined}
      selectedItems={selected}
      onSelectionChange={({ detail }) => setSelected(detail.selectedItems)}
      ariaLabels={{
        selectionGroupLabel: 'Assets to print',
        allItemsSelectionLabel: () => 'Select all assets',
        itemSelectionLabel: (_, row) => `Select ${row.name}`,
      }}
      actions={
        <>
          <ToggleButton
            pressed={barcodeMode}
            iconName="file"
            onChange={({ detail }) => setBarcodeMode(detail.pressed)}
          >
            Download Barcode
          </ToggleButton>
          {barcodeMode && (
            <Button iconName="download" loading={printing} onClick={() => printBarcodes(selected)}>
              Print Barcode
            </Button>
          )}
          {progress && (
            <div className="assets-label-progress">
              <ProgressBar
                value={progress.total ? (100 * progress.done) / progress.total : 0}
                description={ExportTexts.drawingLabels(progress.done, progress.total)}
                ariaLabel="Label sheet progress"
              />
            </div>
          )}
          {/* Spec 2.1 lists /hierarchy and /cluster but gives them no sidebar entry: they are views of the assets. */}
          <ButtonDropdown
            items={[
              { id: '/hierarchy', text: 'Hierarchy' },
              { id: '/cluster', text: 'Cluster' },
            ]}
            onItemClick={({ detail }) => navigate(detail.id)}
          >
            Views
          </ButtonDropdown>
          {(ASSET_ADD_ROLES as readonly number[]).includes(roleId) && (
            <Button variant="primary" onClick={() => navigate('/assets/upload', { state: fromList })}>
              Upload Asset
            </Button>
          )}
        </>
      }
    />
  );
});
