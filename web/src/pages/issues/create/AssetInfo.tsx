/** The type 1 create page's read-only 'Asset Info' (spec 2.10): the inspected asset's photo or placeholder, name, Asset # and operator. */
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { AssetPhoto } from '../../../components/AssetPhoto';
import type { InspectionForIssue } from './from-inspection';

export function AssetInfo({ inspection }: { inspection: InspectionForIssue }) {
  return (
    <Container header={<Header variant="h2">Asset Info</Header>}>
      <div className="ac-issue-asset-info">
        <AssetPhoto url={inspection.asset_photo} name={inspection.asset_name} />
        <KeyValuePairs
          columns={3}
          items={[
            { label: 'Asset Name', value: inspection.asset_name || '-' },
            { label: 'Asset #', value: inspection.internal_asset_id || '-' },
            { label: 'Operator', value: inspection.operator_name || '-' },
          ]}
        />
      </div>
    </Container>
  );
}
