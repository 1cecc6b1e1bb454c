/**
 * The company's inspection setting beside its forms (company admins and super admins): whether a
 * failed checklist item opens an issue automatically. On by default; the server keeps it per company.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Toggle from '@cloudscape-design/components/toggle';
import { Role } from '@shared/codes';
import { TenancyApi } from '@shared/tenancy/api';
import { callApi } from '../../../app/api/client';
import { useSession } from '../../../app/session/session-store';
import { toast } from '../../../app/toasts';

const settingsKey = (companyId: number) => ['company-settings', companyId] as const;

export function InspectionSettings() {
  const session = useSession();
  const companyId = session.companyId ?? session.defaultCompanyId;
  const allowed = session.roleId === Role.CompanyAdmin || session.roleId === Role.SuperAdmin;
  const client = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey(companyId ?? 0),
    enabled: allowed && Boolean(companyId),
    queryFn: async () =>
      (await callApi(TenancyApi.getCompanySettings, { params: { company_id: companyId! } })).data,
  });
  const save = useMutation({
    mutationFn: async (on: boolean) =>
      callApi(TenancyApi.updateCompanySettings, {
        body: { company_id: companyId!, create_issues_from_inspections: on },
      }),
    onSuccess: (result) => {
      client.setQueryData(settingsKey(companyId!), result.data);
      toast.success(result.message);
    },
    onError: (error) => toast.error(error instanceof Error ? error.message : 'Something went wrong!'),
  });
  if (!allowed || !companyId) return null;
  const on = save.isPending
    ? Boolean(save.variables)
    : Boolean(settings.data?.create_issues_from_inspections);
  return (
    <Container
      header={
        <Header variant="h2">
          Inspection settings{settings.data ? ` for ${settings.data.company_name}` : ''}
        </Header>
      }
    >
      <Toggle
        checked={on}
        disabled={!settings.data || save.isPending}
        onChange={({ detail }) => save.mutate(detail.checked)}
      >
        Open an issue for each failed checklist item
      </Toggle>
      <Box variant="small" color="text-body-secondary">
        When on, each item an operator marks Not ok opens an issue on the asset (or adds a comment to the
        issue already open for that item).
      </Box>
    </Container>
  );
}
