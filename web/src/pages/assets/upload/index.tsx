/**
 * /assets/upload (spec 2.8): page 'Add Asset' (the top bar's title) with the tabs 'Fill Details' (one asset) and
 * 'Upload Excel' (a spreadsheet). Super and company admins only (the route's guard and the server).
 */
import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Tabs from '@cloudscape-design/components/tabs';
import { ASSET_ADD_ROLES } from '@shared/assets/rules';
import { Messages } from '@shared/messages';
import { useSession } from '../../../app/session/session-store';
import { FormLoading } from '../../../components/forms/FormFrame';
import { withQueryClient } from '../../../components/query/query-client';
import { FillDetailsTab } from './FillDetailsTab';
import { UploadExcelTab } from './UploadExcelTab';
import { useCompanyChoices } from './upload-calls';
import '../../../components/forms/forms.css';

export const AddAssetPage = withQueryClient(function AddAssetPage() {
  const session = useSession();
  const { companies, fixedCompanyId, loading } = useCompanyChoices();
  const [tab, setTab] = useState('details');
  const company = companies.find((c) => c.company_id === fixedCompanyId);
  // The active site, when it is a site of the fixed company.
  const defaultSiteId = company?.sites.some((s) => s.site_id === session.siteId) ? session.siteId : null;

  // The server refuses other roles too; the page says so rather than offer a form that cannot be sent.
  if (!ASSET_ADD_ROLES.some((role) => role === session.roleId))
    return <Alert type="error">{Messages.roleNotAuthorised}</Alert>;

  return (
    <>
      {loading ? (
        <FormLoading />
      ) : (
        <Tabs
          activeTabId={tab}
          onChange={({ detail }) => setTab(detail.activeTabId)}
          tabs={[
            {
              id: 'details',
              label: 'Fill Details',
              content: (
                <FillDetailsTab
                  companies={companies}
                  fixedCompanyId={fixedCompanyId}
                  defaultSiteId={defaultSiteId}
                />
              ),
            },
            {
              id: 'upload',
              label: 'Upload Excel',
              content: (
                <UploadExcelTab
                  companies={companies}
                  fixedCompanyId={fixedCompanyId}
                  defaultSiteId={defaultSiteId}
                />
              ),
            },
          ]}
        />
      )}
    </>
  );
});
