/**
 * /inspection-forms (spec 2.10): the list kit's table of the company's forms (page 20), Create
 * Form, and per row View (the form read-only in a modal) and Edit (the builder prefilled); below,
 * the company's inspection setting (admins).
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { FORM_EDITOR_ROLES } from '@shared/forms/api';
import { parseFormData } from '@shared/forms/rules';
import type { FormRow } from '@shared/forms/schemas';
import { useSession } from '../../../app/session/session-store';
import { ServerListTable, useFromListState, useServerList } from '../../../components/list-kit';
import { withQueryClient } from '../../../components/query/query-client';
import { formsKeys } from '../common/forms-calls';
import { FormViewModal } from '../common/FormViewModal';
import { InspectionSettings } from './InspectionSettings';
import { formColumns, FORMS_PREFERENCES } from './forms-table-config';
import { loadFormsPage } from './use-forms-list';

const NO_FILTERS = [] as const;

export const FormsListPage = withQueryClient(function FormsListPage() {
  const session = useSession();
  const navigate = useNavigate();
  const fromList = useFromListState();
  const [viewed, setViewed] = useState<FormRow | null>(null);
  // Forms belong to the active company: a new role or company is a new list.
  const scope = `${session.roleId}:${session.companyId}`;
  const list = useServerList({ queryKey: formsKeys.list, scope, filters: NO_FILTERS, load: loadFormsPage });
  // Saving a form is refused to other roles (an executive): Create Form and Edit are not offered.
  const canEdit = FORM_EDITOR_ROLES.some((role) => role === session.roleId);

  const columns = formColumns((row) => (
    <SpaceBetween direction="horizontal" size="m">
      <Button variant="inline-link" ariaLabel={`View ${row.form_name}`} onClick={() => setViewed(row)}>
        View
      </Button>
      {canEdit && (
        <Button
          variant="inline-link"
          ariaLabel={`Edit ${row.form_name}`}
          onClick={() =>
            navigate(`/inspection-forms/create?form_id=${encodeURIComponent(row.form_id)}`, {
              state: fromList,
            })
          }
        >
          Edit
        </Button>
      )}
    </SpaceBetween>
  ));

  return (
    <SpaceBetween size="l">
      <ServerListTable
        list={list}
        title="Inspection Forms"
        columnDefinitions={columns}
        preferences={FORMS_PREFERENCES}
        loadingText="Loading forms"
        trackBy="form_id"
        actions={
          canEdit && (
            <Button
              variant="primary"
              onClick={() => navigate('/inspection-forms/create', { state: fromList })}
            >
              Create Form
            </Button>
          )
        }
      />
      {viewed && (
        <FormViewModal
          title={viewed.form_name}
          description={viewed.form_description}
          form={parseFormData(viewed.form_data)}
          onClose={() => setViewed(null)}
        />
      )}
      <InspectionSettings />
    </SpaceBetween>
  );
});
