/**
 * The info card of spec 2.7: '# {internal id} Info' with the photo (a placeholder when none),
 * Name, Make, Model, Year, Serial #, Site Name, Status, Meter Hours; a manager's menu with Edit.
 */
import { useState } from 'react';
import ButtonDropdown from '@cloudscape-design/components/button-dropdown';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { isActiveAsset } from '@shared/assets/rules';
import type { AssetDetail } from '@shared/assets/schemas';

function PhotoPlaceholder() {
  return (
    <svg className="ac-asset-photo" viewBox="0 0 160 120" role="img" aria-label="No photo">
      <rect width="160" height="120" rx="8" fill="#f2f3f3" />
      <path d="M56 44h10l6-8h16l6 8h10a4 4 0 0 1 4 4v32a4 4 0 0 1-4 4H56a4 4 0 0 1-4-4V48a4 4 0 0 1 4-4z" fill="none" stroke="#8d99a8" strokeWidth="3" />
      <circle cx="80" cy="63" r="11" fill="none" stroke="#8d99a8" strokeWidth="3" />
      <text x="80" y="106" textAnchor="middle" fontSize="11" fill="#5f6b7a" fontFamily="sans-serif">
        No photo
      </text>
    </svg>
  );
}

function AssetPhoto({ url, name }: { url: string | null; name: string }) {
  const [failed, setFailed] = useState(false);
  if (!url || failed) return <PhotoPlaceholder />;
  return <img className="ac-asset-photo" src={url} alt={`Photo of ${name}`} onError={() => setFailed(true)} />;
}

const shown = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

export function AssetInfoCard({ asset, canEdit, onEdit }: { asset: AssetDetail; canEdit: boolean; onEdit: () => void }) {
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
              value: (
                <StatusIndicator type={isActiveAsset(asset.status) ? 'success' : 'stopped'}>{asset.status_name}</StatusIndicator>
              ),
            },
            { label: 'Meter Hours', value: <span data-testid="asset-meter-hours">{shown(asset.meter_hours)}</span> },
          ]}
        />
      </div>
    </Container>
  );
}
