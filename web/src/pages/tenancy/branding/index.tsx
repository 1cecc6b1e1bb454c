/**
 * The Branding page (/branding, issue 27 item 1), for the tenant's super admins: the name, colour
 * and logo every page of the tenant shows, its sign-in screens included. The colour is typed or
 * picked with the browser's colour swatch; the logo (PNG, JPEG or WebP, at most 512 kB) is
 * previewed before it is saved. Saving uploads a new logo, saves, and has the app read its
 * branding again, so the top bar changes at once. Reset to default brings back the product's
 * colour and the deployment's logo (the name stays: a tenant always has one); Save keeps it.
 * Below it, the tenant's single sign-on (../sso).
 */
import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import FileUpload from '@cloudscape-design/components/file-upload';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import { BRAND_COLOR, BRAND_NAME_MAX, LOGO_ACCEPT } from '@shared/tenancy/branding';
import { BrandingMessages } from '@shared/tenancy/messages';
import type { TenantBranding } from '@shared/tenancy/schemas';
import { ApiError } from '../../../app/api/client';
import { DEFAULT_BRAND_COLOR } from '../../../app/branding';
import { useTenant } from '../../../app/tenant-context';
import { toast } from '../../../app/toasts';
import { withQueryClient } from '../../../components/query/query-client';
import { SsoSettingsSection } from '../sso';
import { brandingKeys, loadBranding, logoProblem, saveBranding, uploadLogo } from './branding-calls';

interface Draft {
  name: string;
  color: string;
  /** The stored logo kept (its name), or none. */
  logoFile: string | null;
  /** A new logo chosen, uploaded on save. */
  file: File | null;
}

const draftOf = (b: TenantBranding): Draft => ({
  name: b.name,
  color: b.color ?? '',
  logoFile: b.logo_file,
  file: null,
});

function BrandingForm({ stored }: { stored: TenantBranding }) {
  const queryClient = useQueryClient();
  const tenant = useTenant();
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const [tried, setTried] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));

  // The chosen file's preview, released when it changes.
  const chosenUrl = useMemo(() => (draft.file ? URL.createObjectURL(draft.file) : null), [draft.file]);
  useEffect(() => () => void (chosenUrl && URL.revokeObjectURL(chosenUrl)), [chosenUrl]);
  const preview = chosenUrl ?? (draft.logoFile === stored.logo_file ? stored.logo_url : null);

  const name = draft.name.trim();
  const color = draft.color.trim();
  const nameError = name.length < 1 || name.length > BRAND_NAME_MAX ? BrandingMessages.nameRequired : '';
  const colorError = color && !BRAND_COLOR.test(color) ? BrandingMessages.colorInvalid : '';
  const fileError = draft.file ? (logoProblem(draft.file) ?? '') : '';

  const save = useMutation({
    mutationFn: async () => {
      const logoFile = draft.file ? await uploadLogo(draft.file) : draft.logoFile;
      return saveBranding({ name, color: color || null, logo_file: logoFile, version: stored.version });
    },
    onSuccess: async (answer) => {
      queryClient.setQueryData(brandingKeys.tenant, answer.data);
      setDraft(draftOf(answer.data));
      setTried(false);
      toast.success(answer.message || BrandingMessages.saved);
      // The app's header and sign-in screens: the tenant's pool details read again.
      await tenant.refreshBranding();
    },
    onError: (error) =>
      toast.error(
        error instanceof ApiError || error instanceof Error ? error.message : BrandingMessages.uploadFailed,
      ),
  });

  const submit = () => {
    setTried(true);
    if (nameError || colorError || fileError) return;
    save.mutate();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Form
        actions={
          <SpaceBetween direction="horizontal" size="xs">
            <Button
              formAction="none"
              disabled={save.isPending}
              onClick={() => set({ color: '', logoFile: null, file: null })}
            >
              Reset to default
            </Button>
            <Button variant="primary" loading={save.isPending}>
              Save
            </Button>
          </SpaceBetween>
        }
      >
        <Container header={<Header variant="h2">Name, colour and logo</Header>}>
          <SpaceBetween size="l">
            <FormField
              label="Name"
              description="Shown in the top bar, the sign-in page, the browser tab and e-mails."
              errorText={tried ? nameError : ''}
            >
              <Input value={draft.name} onChange={({ detail }) => set({ name: detail.value })} />
            </FormField>
            <FormField
              label="Colour"
              description="The top bar, the sign-in page and the buttons and links. Empty: the default colour."
              constraintText="As #rrggbb. A colour too light for white text keeps the default buttons."
              errorText={tried ? colorError : ''}
            >
              <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                <Input
                  value={draft.color}
                  placeholder={DEFAULT_BRAND_COLOR}
                  ariaLabel="Colour"
                  onChange={({ detail }) => set({ color: detail.value })}
                />
                <input
                  type="color"
                  className="ac-branding__swatch"
                  aria-label="Pick a colour"
                  value={BRAND_COLOR.test(color) ? color.toLowerCase() : DEFAULT_BRAND_COLOR}
                  onChange={(event) => set({ color: event.target.value })}
                />
              </SpaceBetween>
            </FormField>
            <FormField
              label="Logo"
              description="Shown beside the name. Without one, the deployment's logo (if any) is shown."
              errorText={tried ? fileError : ''}
            >
              <SpaceBetween size="s">
                <Box>
                  {preview ? (
                    <img
                      className="ac-branding__preview"
                      src={preview}
                      alt="Logo preview"
                      data-testid="logo-preview"
                    />
                  ) : (
                    <Box color="text-body-secondary">
                      {draft.logoFile === null && stored.logo_file === null && stored.logo_url
                        ? "The deployment's logo"
                        : 'No logo uploaded'}
                    </Box>
                  )}
                </Box>
                <FileUpload
                  value={draft.file ? [draft.file] : []}
                  accept={LOGO_ACCEPT}
                  showFileSize
                  showFileThumbnail
                  constraintText="PNG, JPEG or WebP, at most 512 kB."
                  errorText={draft.file && !tried ? fileError : undefined}
                  onChange={({ detail }) => set({ file: detail.value[0] ?? null })}
                  i18nStrings={{
                    uploadButtonText: () => 'Choose logo',
                    dropzoneText: () => 'Drop the logo here',
                    removeFileAriaLabel: (_, fileName) => `Remove ${fileName}`,
                    errorIconAriaLabel: 'Error',
                  }}
                />
                {draft.logoFile && !draft.file && (
                  <Button formAction="none" onClick={() => set({ logoFile: null })}>
                    Remove logo
                  </Button>
                )}
              </SpaceBetween>
            </FormField>
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

export const BrandingPage = withQueryClient(function BrandingPage() {
  const query = useQuery({ queryKey: brandingKeys.tenant, queryFn: loadBranding });
  return (
    <SpaceBetween size="l">
      <Header variant="h1" description="How every page of this tenant looks, its sign-in page included.">
        Branding
      </Header>
      {query.data ? (
        // Keyed by version: a save, or a fresh read, starts the form again from what is stored.
        <BrandingForm key={query.data.version} stored={query.data} />
      ) : (
        <Box textAlign="center">
          <Spinner size="large" />
        </Box>
      )}
      <SsoSettingsSection />
    </SpaceBetween>
  );
});
