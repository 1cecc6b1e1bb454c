/**
 * The info card of spec 2.7: '# {internal id} Info' with the photo (a placeholder when none),
 * Name, Make, Model, Year, Serial #, Site Name, Status, Meter Hours; a manager's menu with Edit.
 */
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { isActiveAsset } from '@shared/assets/rules';
import type { AssetDetail } from '@shared/assets/detail-schemas';
import { AssetPhoto } from '../../../components/AssetPhoto';

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

export function AssetInfoCard({
  asset,
  canEdit,
  onEdit,
}: {
  asset: AssetDetail;
  canEdit: boolean;
  onEdit: () => void;
}) {
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            canEdit && (
              <ButtonDropdown
                variant="icon"
                ariaLabel="Asset actions"
                items={[{ id: 'edit', text: 'Edit', iconName: 'edit' }]}
                onItemClick={({ detail }) => detail.id === 'edit' && onEdit()}
              />
            )
          }
        >
          # {asset.internal_asset_id} Info
        </Header>
      }
    >
      <div className="ac-asset-info">
        <AssetPhoto url={asset.asset_photo} name={asset.name} />
        <KeyValuePairs
          columns={3}
          items={[
            { label: 'Name', value: shown(asset.name) },
            { label: 'Make', value: shown(asset.product_name) },
            { label: 'Model', value: shown(asset.model_name) },
            { label: 'Year', value: shown(asset.model_year) },
            { label: 'Serial #', value: shown(asset.asset_serial_number) },
            { label: 'Site Name', value: shown(asset.site_name) },
            {
              label: 'Status',
              // A down asset (issue 25 item 5) reads Down beside its status until it is back in service.
              value: (
                <SpaceBetween direction="horizontal" size="xs">
                  <StatusIndicator type={isActiveAsset(asset.status) ? 'success' : 'stopped'}>
                    {asset.status_name}
                  </StatusIndicator>
                  {asset.down_since && (
                    <span data-testid="asset-down">
                      <StatusIndicator type="error">Down</StatusIndicator>
                    </span>
                  )}
                </SpaceBetween>
              ),
            },
            {
              label: 'Meter Hours',
              value: <span data-testid="asset-meter-hours">{shown(asset.meter_hours)}</span>,
            },
          ]}
        />
      </div>
    </Container>
  );
}
