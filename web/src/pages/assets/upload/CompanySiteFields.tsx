/** Company and Site of a new asset (spec 2.8): fixed company for a company admin, picked by a super admin. */
import { ChoiceField, TextField } from '../../../components/forms/fields';
import type { PickableCompany } from './upload-calls';

export interface CompanySiteFieldsProps {
  companies: PickableCompany[];
  fixedCompanyId: number | null;
  companyId: number | null;
  siteId: number | null;
  onCompany: (companyId: number | null) => void;
  onSite: (siteId: number | null) => void;
  companyError?: string;
  siteError?: string;
  siteDescription?: string;
  disabled?: boolean;
}

export function CompanySiteFields({
  companies,
  fixedCompanyId,
  companyId,
  siteId,
  onCompany,
  onSite,
  companyError,
  siteError,
  siteDescription,
  disabled,
}: CompanySiteFieldsProps) {
  const company = companies.find((c) => c.company_id === companyId);
  return (
    <>
      {fixedCompanyId === null ? (
        <ChoiceField
          label="Company"
          choices={companies.map((c) => ({ value: c.company_id, label: c.company_name }))}
          selected={companyId}
          onChange={onCompany}
          errorText={companyError}
          emptyText="No Companies found"
          disabled={disabled}
        />
      ) : (
        <TextField label="Company" value={company?.company_name ?? ''} readOnly errorText={companyError} />
      )}
      <ChoiceField
        label="Site"
        choices={(company?.sites ?? []).map((s) => ({ value: s.site_id, label: s.site_name }))}
        selected={siteId}
        onChange={onSite}
        errorText={siteError}
        description={siteDescription}
        emptyText="No Sites found"
        disabled={disabled || !company}
      />
    </>
  );
}
