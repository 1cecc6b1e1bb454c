/**
 * The asset page's Notifications tab (spec maintenance 2.5; manager on a PM site): the asset's
 * reminder settings in the shared editor ("Loading ...." while read, "Updating ...." while saved),
 * toasts "Configurations updated successfully !" or "Something went wrong !".
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PmNotificationMessages as M } from '@shared/pm-notifications/messages';
import type { ReminderWire } from '@shared/pm-notifications/schemas';
import { toast } from '../../app/toasts';
import {
  assetSettingsQuery,
  pmNotificationKeys,
  RESET_SETTINGS,
  saveAssetSettings,
} from './pm-notifications-calls';
import { ReminderSettingsEditor } from './ReminderSettingsEditor';

export function AssetPmNotificationsTab({ assetId }: { assetId: number }) {
  const queryClient = useQueryClient();
  const query = useQuery(assetSettingsQuery(assetId));
  const save = async (settings: ReminderWire): Promise<ReminderWire | null> => {
    try {
      const answer = await saveAssetSettings(assetId, settings);
      queryClient.setQueryData(pmNotificationKeys.asset(assetId), answer.data);
      toast.success(M.configurationsUpdated);
      return answer.data;
    } catch {
      toast.error(M.somethingWentWrong);
      return null;
    }
  };
  return (
    <ReminderSettingsEditor
      settings={query.data ?? null}
      loading={query.isPending}
      onSave={save}
      onReset={() => save(RESET_SETTINGS)}
    />
  );
}
