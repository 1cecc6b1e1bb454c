/**
 * The parts a PM needs (issue 25 item 3), in the asset PM's view drawer: each part with the
 * quantity the PM needs and what the asset's site has, the answer ("Parts on hand" or "Short:
 * ..."), and for managers the editor's Add Part and Remove (PartsNeededEditor). Each change saves
 * the PM's whole list (Part/SetPmParts), then reloads the answers and the plan tab.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { PmPartLine } from '@shared/pm/detail-schemas';
import { partsKeys } from '../parts-keys';
import { PartsNeededEditor } from './PartsNeededEditor';
import { savePmParts, usePmPartsStatus } from './pm-parts-calls';
import { PmPartsStatusText } from './PmPartsStatusText';

export function PmPartsSection({
  assetPmId,
  lines,
  editable,
  onSaved,
}: {
  assetPmId: string;
  /** The PM's stored lines (the plan tab's answer). */
  lines: PmPartLine[];
  editable: boolean;
  /** After a save: reload the PM's owner (the plan tab). */
  onSaved?: () => Promise<unknown> | void;
}) {
  const queryClient = useQueryClient();
  const status = usePmPartsStatus([assetPmId]);
  const answer = status.data?.get(assetPmId);
  return (
    <PartsNeededEditor
      lines={lines}
      rows={answer?.lines ?? []}
      onHandLabel="On hand at site"
      editable={editable}
      save={(next) => savePmParts(assetPmId, next)}
      onSaved={async (saved) => {
        queryClient.setQueryData([...partsKeys.pmStatus, assetPmId], new Map([[assetPmId, saved]]));
        await queryClient.invalidateQueries({ queryKey: partsKeys.pmStatus });
        await onSaved?.();
      }}
      footer={<PmPartsStatusText status={answer} />}
    />
  );
}
