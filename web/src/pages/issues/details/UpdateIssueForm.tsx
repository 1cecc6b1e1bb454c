/**
 * 'Update Issue' (spec 2.10, 3 'Issue update payload', 5 'Issue update'): Title, Priority, Status
 * and Notes, checked by the shared update schema ('Title is required !', 'Priority is required !',
 * 'Status is required !'); updated_at is sent in Los Angeles time. A closed issue (15) has every
 * field and Update Issue disabled.
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

interface UpdateValues {
  title: string;
  priority: number | null;
  status: number | null;
  notes: string;
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
});

export function UpdateIssueForm({ issue, userId }: { issue: IssueDetail; userId: string | undefined }) {
  const closed = issue.status === IssueStatus.Closed;
  const form = useForm<UpdateValues>({
    defaultValues: { title: issue.name, priority: issue.priority, status: issue.status, notes: issue.notes },
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
