/**
 * /submitted (spec 2.11): the active site's submitted work-procedure forms, newest first, on the
 * list kit; View shows the submitted form read-only with its answers and description, titled with
 * the form's name.
 */
import { useMemo, useState } from 'react';
import Button from '@cloudscape-design/components/button';
import type { SubmittedForm } from '@shared/forms/schemas';
import { useSession } from '../../../app/session/session-store';
import { ServerListTable, sessionListScope, useServerList } from '../../../components/list-kit';
import { withQueryClient } from '../../../components/query/query-client';
import { formsKeys } from '../common/forms-calls';
import { FormViewModal } from '../common/FormViewModal';
import { SUBMITTED_PREFERENCES, submittedColumns } from './submitted-table-config';
import { submittedContent } from './submitted-content';
import { loadSubmittedPage } from './use-submitted-list';

const NO_FILTERS = [] as const;

export const SubmittedPage = withQueryClient(function SubmittedPage() {
  const session = useSession();
  const [viewed, setViewed] = useState<SubmittedForm | null>(null);
  const content = useMemo(() => (viewed ? submittedContent(viewed) : null), [viewed]);
  // Submissions belong to the active site: a new role, company or site is a new list.
  const scope = sessionListScope(session);
  const list = useServerList({
    queryKey: formsKeys.submitted,
    scope,
    filters: NO_FILTERS,
    load: loadSubmittedPage,
  });

  const columns = submittedColumns((row) => (
    <Button variant="inline-link" ariaLabel={`View ${row.asset_form_name}`} onClick={() => setViewed(row)}>
      View
    </Button>
  ));

  return (
    <>
      <ServerListTable
        list={list}
        title="Submitted"
        columnDefinitions={columns}
        preferences={SUBMITTED_PREFERENCES}
        loadingText="Loading submitted forms"
        trackBy="submission_id"
      />
      {viewed && content && (
        <FormViewModal
          title={viewed.asset_form_name}
          description={viewed.asset_form_description}
          form={content.form}
          data={content.data}
          onClose={() => setViewed(null)}
        />
      )}
    </>
  );
});
