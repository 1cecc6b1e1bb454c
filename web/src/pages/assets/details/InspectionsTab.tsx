/** The asset page's Inspections tab (spec 2.7). PLACEHOLDER: the inspections screens slice builds it. */
import Box from '@cloudscape-design/components/box';
import type { AssetDetail } from '@shared/assets/schemas';

export function InspectionsTab({ asset }: { asset: AssetDetail }) {
  return <Box textAlign="center">No inspections of {asset.name} yet</Box>;
}
