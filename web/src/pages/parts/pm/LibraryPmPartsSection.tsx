/**
 * The parts a PM library PM needs per service (issue 25 item 3), in the library's PM panel: the
 * same editor as an asset PM's (PartsNeededEditor), with the company's stock of each part (a
 * library PM has no site). Each change saves the whole list (Part/SetLibraryPmParts); adding the
 * plan to an asset copies the list onto the asset's PMs, which then answer for their site.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PartsPmLibraryApi, type LibraryPmParts } from '@shared/parts/pm-library-parts';
import type { PmPartLine } from '@shared/pm/detail-schemas';
import { callApi } from '../../../app/api/client';
import { partsKeys } from '../parts-keys';
import { PartsNeededEditor } from './PartsNeededEditor';

export function LibraryPmPartsSection({
  pmId,
  lines,
  editable,
  onSaved,
}: {
  pmId: number;
  /** The library PM's stored lines (its row's pm_parts). */
  lines: PmPartLine[];
  editable: boolean;
  /** After a save: reload the PM's owner (the plan's PMs). */
  onSaved?: () => Promise<unknown> | void;
}) {
  const queryClient = useQueryClient();
  const key = partsKeys.libraryPm(pmId);
  const parts = useQuery({
    queryKey: key,
    queryFn: async () =>
      (await callApi(PartsPmLibraryApi.getLibraryPmParts, { params: { pm_id: pmId } }, { quiet: true })).data,
  });
  return (
    <PartsNeededEditor
      lines={lines}
      rows={(parts.data?.lines ?? []).map((l) => ({ ...l, on_hand: l.total_on_hand }))}
      onHandLabel="On hand (all sites)"
      editable={editable}
      save={async (next) =>
        (
          await callApi(
            PartsPmLibraryApi.setLibraryPmParts,
            { body: { pm_id: pmId, parts: next } },
            { quiet: true },
          )
        ).data
      }
      onSaved={async (saved: LibraryPmParts) => {
        queryClient.setQueryData(key, saved);
        await onSaved?.();
      }}
    />
  );
}
