/**
 * 'Update Issue' (spec 2.10, 3 'Issue update payload', 5 'Issue update'): Title, Priority, Status
 * and Notes, checked by the shared update schema ('Title is required !', 'Priority is required !',
 * 'Status is required !'), and the failure codes (issue 25 item 5); updated_at is sent in Los
 * Angeles time. A closed issue (15) has every field and Update Issue disabled.
 */
import { useForm } from 'react-hook-form';
import { formatLosAngelesDateTime } from '@shared/dates';
import { IssueMessages } from '@shared/issues/messages';
import { ISSUE_PRIORITIES, ISSUE_STATUSES, IssueStatus } from '@shared/issues/rules';
import { updateIssueBody, type IssueDetail } from '@shared/issues/schemas';
import { toast } from '../../../app/toasts';
import { ChoiceField, TextAreaField, TextField } from '../../../components/forms/fields';
import { FormFrame } from '../../../components/forms/FormFrame';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { updateIssue, type UpdateIssuePayload } from './issue-calls';
import { FailureCodeSelects } from '../../reliability/failure-codes/FailureCodeSelects';

interface UpdateValues {
  title: string;
  priority: number | null;
  status: number | null;
  notes: string;
  problem_code: string;
  cause_code: string;
  remedy_code: string;
}

const PRIORITY_CHOICES = ISSUE_PRIORITIES.map((p) => ({ value: p.id, label: p.priority }));
const STATUS_CHOICES = ISSUE_STATUSES.map((s) => ({ value: s.id, label: s.status }));

const updatePayload = (
  issueUuid: string,
  userId: string | undefined,
  v: UpdateValues,
): UpdateIssuePayload => ({
  issue_uuid: issueUuid,
  title: v.title,
  notes: v.notes,
  priority: v.priority ?? undefined,
  status: v.status ?? undefined,
  userid: userId,
  updated_at: formatLosAngelesDateTime(new Date()),
  // '' clears a code (issue 25 item 5).
  problem_code: v.problem_code,
  cause_code: v.cause_code,
  remedy_code: v.remedy_code,
});

export function UpdateIssueForm({ issue, userId }: { issue: IssueDetail; userId: string | undefined }) {
  const closed = issue.status === IssueStatus.Closed;
  const form = useForm<UpdateValues>({
    defaultValues: {
      title: issue.name,
      priority: issue.priority,
      status: issue.status,
      notes: issue.notes,
      problem_code: issue.problem_code ?? '',
      cause_code: issue.cause_code ?? '',
      remedy_code: issue.remedy_code ?? '',
    },
    resolver: payloadResolver(updateIssueBody, (v: UpdateValues) =>
      updatePayload(issue.issue_uuid, userId, v),
    ),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const { errors } = form.formState;
  const set = <K extends keyof UpdateValues>(key: K, value: UpdateValues[K]) => {
    form.setValue(key, value as never, { shouldDirty: true });
    form.clearErrors(key);
  };

  const submit = () =>
    void form
      .handleSubmit(async (submitted) => {
        await updateIssue(updatePayload(issue.issue_uuid, userId, submitted));
        toast.success(IssueMessages.updated);
      })()
      .catch(() => undefined);

  return (
    <FormFrame
      title="Update Issue"
      submitText="Update Issue"
      savingText="Updating..."
      saving={form.formState.isSubmitting}
      blocked={closed}
      onSubmit={submit}
    >
      <TextField
        label="Title"
        value={values.title}
        disabled={closed}
        errorText={errors.title?.message}
        onChange={(title) => set('title', title)}
      />
      <ChoiceField
        label="Priority"
        placeholder="Select a Priority"
        choices={PRIORITY_CHOICES}
        selected={values.priority}
        disabled={closed}
        errorText={errors.priority?.message}
        onChange={(priority) => set('priority', priority)}
      />
      <ChoiceField
        label="Status"
        placeholder="Select a Status"
        choices={STATUS_CHOICES}
        selected={values.status}
        disabled={closed}
        errorText={errors.status?.message}
        onChange={(status) => set('status', status)}
      />
      <TextField label="Asset #" value={issue.internal_asset_id} disabled readOnly />
      <FailureCodeSelects values={values} disabled={closed} onChange={(field, code) => set(field, code)} />
      <div className="ac-form-wide">
        <TextAreaField
          label="Notes"
          rows={5}
          value={values.notes}
          disabled={closed}
          errorText={errors.notes?.message}
          onChange={(notes) => set('notes', notes)}
        />
      </div>
    </FormFrame>
  );
}
