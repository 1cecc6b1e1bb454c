/**
 * Edit or duplicate an asset PM (maintenance 2.2, 2.4, 8): the drawer 'PM' hosting the generic PM
 * form (web/src/components/pm/PmForm.tsx, the library's too): PM Title, PM Description, the PM
 * Status tiles (Open, Waiting, In Progress; Completed goes through mark complete), Schedule
 * Triggers, Tasks (Add Task, paged 10; total estimated time with the 60-minute carry),
 * Attachments and the Service Dealer picker; Cancel and Save ('Saving...'). The payload is checked
 * with the asset PM body schema (the server's messages). Edit saves through
 * AssetPM/UpdateAssetPM, a duplicate ('Duplicate - ' title) through AssetPM/AddAssetPM; after
 * success 'PM added successfully !' (spec 8 words a PM save so) and the tab reloads. Spec 8: a
 * failed save shows the server's message and the drawer still closes and refreshes.
 */
import { AssetPmApi } from '@shared/pm/api';
import { AssetPmMessages } from '@shared/pm/messages';
import { createAssetPmBodyFor, updateAssetPmBodyFor } from '@shared/pm/schemas';
import { type AssetPmItem } from '@shared/pm/detail-schemas';
import { callApi } from '../../../../app/api/client';
import { toast } from '../../../../app/toasts';
import { SidePanel } from '../../../../components/SidePanel';
import { PmForm, today } from '../../../../components/pm/PmForm';
import { ASSET_PM_LISTS, assetPmExtraPayload, assetPmFormValues } from './pm-form-values';

export function PmFormDrawer({
  pm,
  mode,
  meterHours,
  onSaved,
  onClose,
}: {
  pm: AssetPmItem;
  mode: 'edit' | 'duplicate';
  /** The asset's current reading: offered as a meter PM's start (a duplicate starts there when its source started below it). */
  meterHours: number | null | undefined;
  onSaved: () => Promise<unknown>;
  onClose: () => void;
}) {
  return (
    <SidePanel title="PM" onClose={onClose} wide>
      <PmForm
        initial={assetPmFormValues(pm, mode, meterHours)}
        statusTiles="asset"
        currentMeterHours={meterHours ?? null}
        schema={
          mode === 'edit'
            ? updateAssetPmBodyFor(today(), pm.datetime_starting_at?.slice(0, 10) ?? null)
            : createAssetPmBodyFor(today())
        }
        listNames={ASSET_PM_LISTS}
        extraPayload={assetPmExtraPayload(pm, mode)}
        onCancel={onClose}
        onSave={async (payload) => {
          try {
            await (mode === 'edit'
              ? callApi(AssetPmApi.updateAssetPm, { body: payload as never })
              : callApi(AssetPmApi.addAssetPm, { body: payload as never }));
            toast.success(AssetPmMessages.added);
          } catch {
            // The API client showed the server's message; the drawer still closes and refreshes (spec 8).
          }
          await onSaved();
          onClose();
        }}
      />
    </SidePanel>
  );
}
