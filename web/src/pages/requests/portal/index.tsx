/**
 * The no-sign-in request portal (issue 11 item 5), reached from the QR code on an asset's label
 * (/portal/{token}): shows the asset's name only, and a form (Title at most 100, Description,
 * an optional photo: JPEG, PNG or WebP up to 10 MB) checked with the server's own schema and
 * messages. The report lands as an Open request for the site's managers; the page then thanks the
 * reporter. Too many reports (the server rate-limits per address and per asset) and a link that is
 * not valid each get a clear message. Every text is rendered as text, never as HTML.
 */
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { RequestMessages } from '@shared/requests/messages';
import { PORTAL_PHOTO_MAX_BYTES, PORTAL_PHOTO_TYPES, PORTAL_TOKEN_PATTERN } from '@shared/requests/rules';
import { portalReportBody } from '@shared/requests/schemas';
import { ApiError } from '../../../app/api/client';
import { TextAreaField, TextField } from '../../../components/forms/fields';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { withQueryClient } from '../../../components/query/query-client';
import { getPortalAsset, reportProblem, uploadPortalPhoto } from './portal-calls';
import './request-portal.css';
import { useFieldBinder } from '../../../components/forms/field-binder';

interface Values {
  title: string;
  description: string;
}

const resolver = payloadResolver<Values>(portalReportBody, (v) => ({
  title: v.title,
  description: v.description,
}));

const tooMany = (error: unknown) => error instanceof ApiError && error.status === 429;

/** What the server's refusal means to the reporter: too many reports (429), or its own message. */
const refusalText = (error: unknown) =>
  tooMany(error)
    ? RequestMessages.portalTooMany
    : error instanceof ApiError
      ? error.message
      : RequestMessages.portalPhotoInvalid;

export const photoProblem = (file: File | null): string | undefined =>
  file &&
  (!(PORTAL_PHOTO_TYPES as readonly string[]).includes(file.type) || file.size > PORTAL_PHOTO_MAX_BYTES)
    ? RequestMessages.portalPhotoInvalid
    : undefined;

function ReportForm({ token, assetName }: { token: string; assetName: string }) {
  const form = useForm<Values>({
    defaultValues: { title: '', description: '' },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { isSubmitting } = form.formState;
  const { bind } = useFieldBinder(form, isSubmitting);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string>();
  const [outcome, setOutcome] = useState<{ type: 'done' } | { type: 'refused'; text: string } | null>(null);

  const submit = form.handleSubmit(async (checked) => {
    if (photoError) return;
    setOutcome(null);
    try {
      const key = photo ? await uploadPortalPhoto(token, photo) : null;
      await reportProblem(token, {
        title: checked.title,
        description: checked.description,
        ...(key ? { photo: key } : {}),
      });
      setOutcome({ type: 'done' });
    } catch (error) {
      setOutcome({ type: 'refused', text: refusalText(error) });
    }
  });

  if (outcome?.type === 'done')
    return (
      <Alert type="success" header="Report sent">
        {RequestMessages.portalReported}
      </Alert>
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Form
        actions={
          <Button variant="primary" disabled={isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send report'}
          </Button>
        }
        errorText={outcome?.type === 'refused' ? outcome.text : undefined}
      >
        <SpaceBetween size="l">
          <Box color="text-body-secondary">Tell the maintenance team what is wrong with {assetName}.</Box>
          <TextField label="Title" placeholder="What is the problem?" {...bind('title')} />
          <TextAreaField label="Description" placeholder="Describe the problem" {...bind('description')} />
          <div data-field="Photo (optional)">
            <FormField
              label="Photo (optional)"
              errorText={photoError}
              description="JPEG, PNG or WebP, up to 10 MB"
            >
              <input
                type="file"
                accept={PORTAL_PHOTO_TYPES.join(',')}
                aria-label="Photo (optional)"
                disabled={isSubmitting}
                onChange={(event) => {
                  const file = event.target.files?.[0] ?? null;
                  setPhoto(file);
                  setPhotoError(photoProblem(file));
                }}
              />
            </FormField>
          </div>
        </SpaceBetween>
      </Form>
    </form>
  );
}

export const RequestPortalPage = withQueryClient(function RequestPortalPage() {
  const { token = '' } = useParams();
  const wellFormed = PORTAL_TOKEN_PATTERN.test(token);
  const asset = useQuery({
    queryKey: ['portal', token],
    queryFn: () => getPortalAsset(token),
    enabled: wellFormed,
  });

  let body;
  if (!wellFormed || asset.isError)
    body = (
      <Alert type={tooMany(asset.error) ? 'warning' : 'error'}>
        {tooMany(asset.error) ? RequestMessages.portalTooMany : RequestMessages.portalLinkInvalid}
      </Alert>
    );
  else if (!asset.data)
    body = (
      <Box textAlign="center" padding="l">
        <Spinner size="large" />
      </Box>
    );
  else body = <ReportForm token={token} assetName={asset.data.name} />;

  return (
    <main className="ac-portal">
      <Container
        header={
          <Header variant="h1" description={asset.data ? 'Report a problem' : undefined}>
            {asset.data ? <span className="ac-portal__asset">{asset.data.name}</span> : 'Report a problem'}
          </Header>
        }
      >
        {body}
      </Container>
    </main>
  );
});
