/**
 * /issues/create/{type} (spec 2.10, 4 'Issue from inspection', 5 'Create issue', 8): a manager
 * opens an issue. Type 1 comes from an inspection (saved by its details page: from-inspection.ts)
 * and shows its 'Asset Info'; any other type is standalone, with 'Asset #' (checked with the
 * server when left) and 'Attach latest inspection to asset' (only for a valid asset). The shared
 * schema checks the form; type 1 then asks whether to approve the inspection too. Success
 * replaces the page with /issues (standalone) or /inspections (type 1).
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useMutation } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { IssueMessages } from '@shared/issues/messages';
import { ISSUE_PRIORITIES, ISSUE_WRITE_ROLES } from '@shared/issues/rules';
import { createIssueBody } from '@shared/issues/schemas';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';
import { ChoiceField, TextAreaField, TextField } from '../../../components/forms/fields';
import { FormFrame } from '../../../components/forms/FormFrame';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { useReturnToList } from '../../../components/list-kit/return-to-list';
import { withQueryClient } from '../../../components/query/query-client';
import { FailureCodeSelects } from '../../reliability/failure-codes/FailureCodeSelects';
import { AssetInfo } from './AssetInfo';
import { createIssue, validateAssetNumber } from './create-calls';
import {
  createIssuePayload,
  EMPTY_ISSUE,
  FIELD_OF,
  standaloneIssueBody,
  type CreateIssueValues,
} from './create-form';
import { inspectionForIssue, type InspectionForIssue } from './from-inspection';
import './create-issue.css';

const PRIORITY_CHOICES = ISSUE_PRIORITIES.map((p) => ({ value: p.id, label: p.priority }));

type ValidAsset = NonNullable<Awaited<ReturnType<typeof validateAssetNumber>>>;

/** The Asset # as last checked with the server: valid while the field still holds that number. */
function useAssetCheck(userId: string | undefined) {
  const [checked, setChecked] = useState<{ number: string; asset: ValidAsset | null } | null>(null);
  const [checking, setChecking] = useState(false);
  const check = async (number: string, stillHolds: () => boolean) => {
    if (!number || !userId || checked?.number === number) return;
    setChecking(true);
    const asset = await validateAssetNumber(userId, number);
    setChecking(false);
    if (stillHolds()) setChecked({ number, asset });
  };
  const validFor = (number: string) => (checked?.number === number ? checked.asset : null);
  return { check, checking, validFor };
}

function IssueForm({ inspection }: { inspection: InspectionForIssue | null }) {
  const navigate = useNavigate();
  const session = useSession();
  const userId = session.loginData?.uuid;
  const standalone = inspection === null;
  const form = useForm<CreateIssueValues>({
    defaultValues: EMPTY_ISSUE,
    resolver: payloadResolver(
      standalone ? standaloneIssueBody : createIssueBody,
      (v: CreateIssueValues) => createIssuePayload(v, { userId, inspection, validAssetId: null }),
      FIELD_OF,
    ),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const { errors } = form.formState;
  const assetCheck = useAssetCheck(userId);
  const validAsset = standalone ? assetCheck.validFor(values.assetNo.trim()) : null;
  const [asking, setAsking] = useState(false);

  const set = <K extends keyof CreateIssueValues>(key: K, value: CreateIssueValues[K]) => {
    form.setValue(key, value as never, { shouldDirty: true });
    form.clearErrors(key);
  };
  // Cancel goes back to the list as it was left (its filters), or to the inspection.
  const listUrl = useReturnToList('/issues');
  const cancelTo = inspection ? `/inspections/details/${inspection.inspection_id}` : listUrl;

  // A refusal ends busy (the API client showed the server's message, spec 8 'Create issue failure').
  const create = useMutation({
    mutationFn: createIssue,
    onSuccess: (answer) => {
      toast.success(answer.message || IssueMessages.created);
      navigate(standalone ? '/issues' : '/inspections', { replace: true });
    },
  });
  // After success the form stays busy while the page moves on.
  const saving = create.isPending || create.isSuccess;

  const send = (submitted: CreateIssueValues, approve: boolean) => {
    setAsking(false);
    create.mutate(
      createIssuePayload(submitted, {
        userId,
        inspection,
        validAssetId: validAsset?.asset_id ?? null,
        approve,
      }),
    );
  };

  const submit = () =>
    void form
      .handleSubmit((submitted) => {
        // Spec 4: from an inspection still pending, ask whether to approve it as well.
        if (inspection?.can_approve) setAsking(true);
        else send(submitted, false);
      })()
      .catch(() => undefined);

  return (
    <>
      <FormFrame
        title="Issue Info"
        submitText="Create Issue"
        savingText="Creating..."
        saving={saving}
        onSubmit={submit}
        onCancel={() => navigate(cancelTo)}
        top={inspection && <AssetInfo inspection={inspection} />}
      >
        <TextField
          label="Title"
          value={values.title}
          errorText={errors.title?.message}
          onChange={(title) => set('title', title)}
        />
        <ChoiceField
          label="Priority"
          placeholder="Select a Priority"
          choices={PRIORITY_CHOICES}
          selected={values.priority}
          errorText={errors.priority?.message}
          onChange={(priority) => set('priority', priority)}
        />
        {standalone && (
          <div data-field="Asset #">
            <FormField
              label="Asset #"
              errorText={errors.assetNo?.message}
              description={validAsset ? `${validAsset.name} (#${validAsset.internal_asset_id})` : undefined}
              stretch
            >
              <Input
                value={values.assetNo}
                invalid={Boolean(errors.assetNo)}
                autoComplete={false}
                onChange={({ detail }) => {
                  set('assetNo', detail.value);
                  // Spec 5: the attach checkbox unchecks when the Asset # is cleared (or changed).
                  if (values.attach) set('attach', false);
                }}
                onBlur={() => {
                  const number = form.getValues('assetNo').trim();
                  void assetCheck.check(number, () => form.getValues('assetNo').trim() === number);
                }}
              />
            </FormField>
          </div>
        )}
        {standalone && (
          <div data-field={IssueMessages.attachLatestInspection}>
            <FormField
              label={'\u00a0'}
              description={
                validAsset && !validAsset.latest_inspection_id
                  ? IssueMessages.noInspectionToAttach
                  : undefined
              }
              errorText={errors.attach?.message}
            >
              <Checkbox
                checked={values.attach}
                disabled={!validAsset || !validAsset.latest_inspection_id || assetCheck.checking}
                onChange={({ detail }) => set('attach', detail.checked)}
              >
                {IssueMessages.attachLatestInspection}
              </Checkbox>
            </FormField>
          </div>
        )}
        <FailureCodeSelects values={values} disabled={saving} onChange={(field, code) => set(field, code)} />
        <div className="ac-form-wide">
          <TextAreaField
            label="Notes"
            rows={5}
            value={values.notes}
            errorText={errors.notes?.message}
            onChange={(notes) => set('notes', notes)}
          />
        </div>
      </FormFrame>
      <Modal
        visible={asking}
        header={IssueMessages.createIssueModalTitle}
        onDismiss={() => setAsking(false)}
        footer={
          <Box float="right">
            <SpaceBetween direction="horizontal" size="xs">
              <Button variant="link" onClick={() => send(form.getValues(), false)}>
                Cancel
              </Button>
              <Button variant="primary" onClick={() => send(form.getValues(), true)}>
                Approve
              </Button>
            </SpaceBetween>
          </Box>
        }
      >
        {IssueMessages.approveQuestion}
      </Modal>
    </>
  );
}

export const CreateIssuePage = withQueryClient(function CreateIssuePage() {
  const { type = '' } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const fromInspection = type === '1';
  const [inspection] = useState(() => (fromInspection ? inspectionForIssue() : null));

  // Spec 6: only managers create issues (executives read them).
  if (!(ISSUE_WRITE_ROLES as readonly (number | null)[]).includes(session.roleId))
    return <Navigate replace to="/issues" />;
  if (fromInspection && !inspection) {
    return (
      <Alert
        type="warning"
        header="No inspection chosen"
        action={<Button onClick={() => navigate('/inspections')}>Inspections</Button>}
      >
        Open the inspection's details and choose Create Issue there.
      </Alert>
    );
  }
  return <IssueForm inspection={inspection} />;
});
