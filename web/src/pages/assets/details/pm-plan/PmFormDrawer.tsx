/**
 * Edit or duplicate an asset PM (maintenance 2.2, 2.4) with the generic PM form.
 * PROVISIONAL: until the generic PM form (web/src/components/pm, wt-pmlib) lands, this drawer
 * says so; it then hosts that form with the asset PM's values.
 */
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { duplicateTitle } from '@shared/pm/asset-plan-messages';
import { SidePanel } from '../../../../components/SidePanel';
import type { AssetPmItem } from '@shared/pm/schemas';

export function PmFormDrawer({
  pm,
  mode,
  onClose,
}: {
  assetId: number;
  pm: AssetPmItem;
  mode: 'edit' | 'duplicate';
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <SidePanel title="PM" onClose={onClose} wide>
      <SpaceBetween size="m">
        <Box variant="h3">{mode === 'duplicate' ? duplicateTitle(pm.title) : pm.title}</Box>
        <Box color="text-body-secondary">The PM form is not available yet.</Box>
        <Button onClick={onClose}>Cancel</Button>
      </SpaceBetween>
    </SidePanel>
  );
}
