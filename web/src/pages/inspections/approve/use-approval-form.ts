/**
 * The approval form's state and submit, shared by the dashboard's modal and the details screen:
 * meter hours and the manager's note checked by the server's rules (shared approvalProblem), field
 * messages under the fields, other refusals as a toast, then 'Inspection approved successfully !'
 * and every list that shows the inspection refreshed.
 */
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { InspectionMessages } from '@shared/inspections/messages';
import { approvalProblem, meterHoursProblem } from '@shared/inspections/rules';
import { approvalBody } from '@shared/inspections/detail-schemas';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { approveInspection, refreshAfterApproval } from './approve-calls';

export interface ApprovalSubject {
  inspection_id: string;
  asset_id: number;
  status: number;
  showHideApprove: boolean;
  isManagerNotes: boolean;
  /** The operator's reading, the meter field's first value. */
  meter_hours: number;
  manager_notes?: string;
}

export function useApprovalForm(subject: ApprovalSubject, onApproved: () => void) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [meterHours, setMeterHoursValue] = useState(String(subject.meter_hours));
  const [notes, setNotesValue] = useState(subject.manager_notes ?? '');
  const [errors, setErrors] = useState<{ meter?: string; notes?: string }>({});
  // A refusal ends busy, the values stay for another try (the API client showed the server's
  // message); after success the form stays busy while the lists refresh and the caller moves on.
  const approval = useMutation({
    mutationFn: approveInspection,
    onSuccess: async () => {
      toast.success(InspectionMessages.approved);
      await refreshAfterApproval(queryClient, subject.inspection_id);
      onApproved();
    },
  });
  const saving = approval.isPending || approval.isSuccess;

  const setMeterHours = (value: string) => {
    setMeterHoursValue(value);
    setErrors((e) => ({ ...e, meter: undefined }));
  };
  const setNotes = (value: string) => {
    setNotesValue(value);
    setErrors((e) => ({ ...e, notes: undefined }));
  };

  const approve = async () => {
    const problem = approvalProblem({
      roleId: session.roleId ?? 0,
      status: subject.status,
      showHideApprove: subject.showHideApprove,
      isManagerNotes: subject.isManagerNotes,
      managerNotes: notes,
      meterHours,
      earlierPending: false,
    });
    const meter = meterHoursProblem(meterHours) ?? undefined;
    const noteMissing = problem === InspectionMessages.managerNoteRequired ? problem : undefined;
    // The server's length check of the note, under the field before any call.
    const noteChecked = approvalBody.shape.manager_notes.safeParse(notes);
    const noteProblem =
      noteMissing ?? (noteChecked.success ? undefined : noteChecked.error.issues[0]?.message);
    if (meter || noteProblem) {
      setErrors({ meter, notes: noteProblem });
      return;
    }
    if (problem) {
      toast.error(problem);
      return;
    }
    await approval
      .mutateAsync({
        inspectionId: subject.inspection_id,
        assetId: subject.asset_id,
        managerId: session.loginData?.uuid ?? '',
        managerNotes: notes.trim(),
        meterHours: Number(meterHours.trim()),
      })
      .catch(() => undefined);
  };

  return { meterHours, setMeterHours, notes, setNotes, errors, saving, approve };
}
