/** The asset page's Issues tab (spec 2.7). PLACEHOLDER: the issues screens slice builds it. */
import Box from '@cloudscape-design/components/box';
import type { AssetDetail } from '@shared/assets/schemas';

export function IssuesTab({ asset }: { asset: AssetDetail }) {
  return <Box textAlign="center">No issues of {asset.name} yet</Box>;
}
