/**
 * The single sign-on section of the Branding page (issue 27 item 2), for the tenant's super
 * admins: connect an OIDC or SAML identity provider (Entra ID, Okta, Google Workspace) to the
 * tenant's pool, name its button on the sign-in page, and allow or stop password sign-in. The
 * client secret is never shown: once set, leaving it empty keeps it. Checked with the shared
 * schema before saving; the server checks it again.
 */
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Toggle from '@cloudscape-design/components/toggle';
import { updateSsoSettingsBody, type SsoSettings, type UpdateSsoSettingsBody } from '@shared/tenancy/schemas';
import { SsoMessages, type SsoProviderType } from '@shared/tenancy/sso';
import { useTenant } from '../../../app/tenant-context';
import { toast } from '../../../app/toasts';
import { loadSsoSettings, saveSsoSettings, ssoKeys } from './sso-calls';

interface Draft {
  enabled: boolean;
  providerType: SsoProviderType;
  providerName: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  metadataUrl: string;
  passwordSignIn: boolean;
}

const draftOf = (s: SsoSettings): Draft => ({
  enabled: s.enabled,
  providerType: s.provider_type ?? 'OIDC',
  providerName: s.provider_name ?? '',
  issuer: s.oidc_issuer ?? '',
  clientId: s.oidc_client_id ?? '',
  clientSecret: '',
  metadataUrl: s.saml_metadata_url ?? '',
  passwordSignIn: s.password_sign_in,
});

const bodyOf = (d: Draft): UpdateSsoSettingsBody => ({
  enabled: d.enabled,
  provider_type: d.providerType,
  provider_name: d.providerName,
  oidc_issuer: d.providerType === 'OIDC' ? d.issuer : null,
  oidc_client_id: d.providerType === 'OIDC' ? d.clientId : null,
  oidc_client_secret: d.providerType === 'OIDC' ? d.clientSecret : null,
  saml_metadata_url: d.providerType === 'SAML' ? d.metadataUrl : null,
  password_sign_in: d.enabled ? d.passwordSignIn : true,
});

/** The shared schema's messages by field, plus the secret a first OIDC save needs. */
function problemsOf(d: Draft, stored: SsoSettings): Record<string, string> {
  const problems: Record<string, string> = {};
  const parsed = updateSsoSettingsBody.safeParse(bodyOf(d));
  if (!parsed.success)
    for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
  const secretKept = stored.client_secret_set && stored.provider_type === 'OIDC';
  if (d.enabled && d.providerType === 'OIDC' && !d.clientSecret.trim() && !secretKept)
    problems.oidc_client_secret = SsoMessages.clientSecretRequired;
  return problems;
}

function SsoForm({ stored }: { stored: SsoSettings }) {
  const queryClient = useQueryClient();
  const tenant = useTenant();
  const [draft, setDraft] = useState<Draft>(() => draftOf(stored));
  const [tried, setTried] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const problems = problemsOf(draft, stored);
  const error = (field: string) => (tried ? (problems[field] ?? '') : '');

  const save = useMutation({
    mutationFn: () => saveSsoSettings(bodyOf(draft)),
    onSuccess: async (answer) => {
      queryClient.setQueryData(ssoKeys.tenant, answer.data);
      setDraft(draftOf(answer.data));
      setTried(false);
      toast.success(answer.message || SsoMessages.saved);
      // The sign-in page's button and Amplify's OAuth domain: the tenant's pool details read again.
      await tenant.refreshBranding();
    },
    onError: (failure) => toast.error(failure instanceof Error ? failure.message : SsoMessages.ssoFailed),
  });

  const submit = () => {
    setTried(true);
    if (Object.keys(problems).length) return;
    save.mutate();
  };

  return (
    <form
      aria-label="Single sign-on"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Form
        actions={
          <Button variant="primary" loading={save.isPending}>
            Save single sign-on
          </Button>
        }
      >
        <Container
          header={
            <Header
              variant="h2"
              description="Let users sign in with your company's identity provider (Entra ID, Okta, Google Workspace). Users are matched to their AssetCare user by e-mail address."
            >
              Single sign-on
            </Header>
          }
        >
          <SpaceBetween size="l">
            <Toggle checked={draft.enabled} onChange={({ detail }) => set({ enabled: detail.checked })}>
              Connect an identity provider
            </Toggle>
            {draft.enabled && (
              <SpaceBetween size="l">
                <FormField label="Protocol" errorText={error('provider_type')}>
                  <RadioGroup
                    value={draft.providerType}
                    onChange={({ detail }) => set({ providerType: detail.value as SsoProviderType })}
                    items={[
                      { value: 'OIDC', label: 'OpenID Connect (OIDC)' },
                      { value: 'SAML', label: 'SAML 2.0' },
                    ]}
                  />
                </FormField>
                <FormField
                  label="Provider name"
                  description='Shown on the sign-in page as "Sign in with <name>".'
                  errorText={error('provider_name')}
                >
                  <Input
                    value={draft.providerName}
                    onChange={({ detail }) => set({ providerName: detail.value })}
                  />
                </FormField>
                {draft.providerType === 'OIDC' ? (
                  <SpaceBetween size="l">
                    <FormField label="Issuer URL" errorText={error('oidc_issuer')}>
                      <Input
                        value={draft.issuer}
                        type="url"
                        placeholder="https://login.example.com"
                        onChange={({ detail }) => set({ issuer: detail.value })}
                      />
                    </FormField>
                    <FormField label="Client ID" errorText={error('oidc_client_id')}>
                      <Input
                        value={draft.clientId}
                        onChange={({ detail }) => set({ clientId: detail.value })}
                      />
                    </FormField>
                    <FormField
                      label="Client secret"
                      constraintText={
                        stored.client_secret_set && stored.provider_type === 'OIDC'
                          ? 'A secret is set. Leave this empty to keep it.'
                          : undefined
                      }
                      errorText={error('oidc_client_secret')}
                    >
                      <Input
                        value={draft.clientSecret}
                        type="password"
                        autoComplete="new-password"
                        onChange={({ detail }) => set({ clientSecret: detail.value })}
                      />
                    </FormField>
                  </SpaceBetween>
                ) : (
                  <FormField label="SAML metadata URL" errorText={error('saml_metadata_url')}>
                    <Input
                      value={draft.metadataUrl}
                      type="url"
                      placeholder="https://login.example.com/federationmetadata.xml"
                      onChange={({ detail }) => set({ metadataUrl: detail.value })}
                    />
                  </FormField>
                )}
                <Toggle
                  checked={draft.passwordSignIn}
                  onChange={({ detail }) => set({ passwordSignIn: detail.checked })}
                  description="Off: users sign in only with the identity provider."
                >
                  Allow password sign-in
                </Toggle>
                {stored.provider_redirect_url && (
                  <FormField
                    label="Redirect URL"
                    description="Register this address at your identity provider."
                  >
                    <CopyToClipboard
                      variant="inline"
                      textToCopy={stored.provider_redirect_url}
                      copyButtonAriaLabel="Copy redirect URL"
                      copySuccessText="Redirect URL copied"
                      copyErrorText="Redirect URL failed to copy"
                    />
                  </FormField>
                )}
              </SpaceBetween>
            )}
          </SpaceBetween>
        </Container>
      </Form>
    </form>
  );
}

export function SsoSettingsSection() {
  const query = useQuery({ queryKey: ssoKeys.tenant, queryFn: loadSsoSettings });
  return query.data ? (
    <SsoForm key={JSON.stringify(query.data)} stored={query.data} />
  ) : (
    <Box textAlign="center">
      <Spinner size="large" />
    </Box>
  );
}
