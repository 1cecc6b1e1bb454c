/**
 * 'Fill Details' (spec 2.8, 3 'Asset create payload', 5 'Manual add asset'): the create payload's
 * fields, checked on submit by the shared assetPayload schema (react-hook-form + zodResolver
 * through payloadResolver), each message under its field; 'Adding...' while the call runs.
 */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import Autosuggest from '@cloudscape-design/components/autosuggest';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { AssetMessages } from '@shared/assets/messages';
import { MODEL_YEAR_MAX_LENGTH } from '@shared/assets/rules';
import { assetPayload } from '@shared/assets/payload-schemas';
import { AssetStatus } from '@shared/codes';
import { toast } from '../../../app/toasts';
import { ChoiceField, TextField } from '../../../components/forms/fields';
import { FormFrame } from '../../../components/forms/FormFrame';
import { payloadResolver } from '../../../components/forms/payload-resolver';
import { CompanySiteFields } from './CompanySiteFields';
import { addAsset, useAssetTypes, useInspectionForms, type PickableCompany } from './upload-calls';

export interface AddAssetValues {
  internal_asset_id: string;
  name: string;
  asset_type: string;
  product_name: string;
  model_name: string;
  model_year: string;
  asset_serial_number: string;
  current_stage: string;
  inspectionform_id: string;
  companyId: number | null;
  siteId: number | null;
  status: number;
  parent: string;
}

type TextKey =
  | 'internal_asset_id'
  | 'name'
  | 'product_name'
  | 'model_name'
  | 'model_year'
  | 'asset_serial_number'
  | 'current_stage'
  | 'parent';

/** The create payload of spec 3: status '3' Active or '4', no parent for a top-level asset, children '0'. */
export const addAssetPayload = (v: AddAssetValues) => ({
  internal_asset_id: v.internal_asset_id,
  name: v.name,
  asset_type: v.asset_type,
  product_name: v.product_name,
  model_name: v.model_name,
  model_year: v.model_year,
  asset_serial_number: v.asset_serial_number,
  current_stage: v.current_stage,
  inspectionform_id: v.inspectionform_id,
  company_id: v.companyId ?? undefined,
  site_id: v.siteId ?? undefined,
  status: String(v.status),
  parent: v.parent,
  children: '0',
});

const STATUS_CHOICES = [
  { value: AssetStatus.Active, label: 'Active' },
  { value: AssetStatus.Inactive, label: 'Inactive' },
];

export interface FillDetailsTabProps {
  companies: PickableCompany[];
  fixedCompanyId: number | null;
  defaultSiteId: number | null;
}

export function FillDetailsTab({ companies, fixedCompanyId, defaultSiteId }: FillDetailsTabProps) {
  const navigate = useNavigate();
  const form = useForm<AddAssetValues>({
    defaultValues: {
      internal_asset_id: '',
      name: '',
      asset_type: '',
      product_name: '',
      model_name: '',
      model_year: '',
      asset_serial_number: '',
      current_stage: '',
      inspectionform_id: '',
      companyId: fixedCompanyId,
      siteId: defaultSiteId,
      status: AssetStatus.Active,
      parent: '',
    },
    resolver: payloadResolver(assetPayload, addAssetPayload, { company_id: 'companyId', site_id: 'siteId' }),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const values = form.watch();
  const { errors } = form.formState;
  const types = useAssetTypes();
  const { forms, loading: formsLoading } = useInspectionForms(values.companyId);

  useEffect(() => {
    if (fixedCompanyId !== null && form.getValues('companyId') === null)
      form.setValue('companyId', fixedCompanyId);
  }, [fixedCompanyId, form]);

  const set = <K extends keyof AddAssetValues>(key: K, value: AddAssetValues[K]) => {
    form.setValue(key, value as never, { shouldDirty: true });
    form.clearErrors(key);
  };
  const text = (key: TextKey) => ({
    value: values[key],
    errorText: errors[key]?.message,
    onChange: (value: string) => set(key, value),
  });

  const submit = () =>
    void form
      .handleSubmit(async (submitted) => {
        await addAsset(addAssetPayload(submitted));
        toast.success(AssetMessages.added);
        navigate('/assets');
      })()
      .catch(() => undefined);
  const saving = form.formState.isSubmitting || form.formState.isSubmitSuccessful;
  const chosenForm = forms.find((f) => f.form_id === values.inspectionform_id);

  return (
    <FormFrame
      title="Asset Details"
      submitText="Add Asset"
      savingText="Adding..."
      saving={saving}
      onSubmit={submit}
      onCancel={() => navigate('/assets')}
    >
      <TextField label="Internal Asset ID" {...text('internal_asset_id')} />
      <TextField label="Asset Name" {...text('name')} />
      <div data-field="Asset Type">
        <FormField label="Asset Type" errorText={errors.asset_type?.message} stretch>
          <Autosuggest
            value={values.asset_type}
            onChange={({ detail }) => set('asset_type', detail.value)}
            options={types.map((name) => ({ value: name }))}
            enteredTextLabel={(value) => `Use "${value}"`}
            placeholder="Select or type an asset type"
            empty="No types found"
          />
        </FormField>
      </div>
      <TextField label="Make/Product" {...text('product_name')} />
      <TextField label="Model" {...text('model_name')} />
      <TextField
        label="Model Year"
        {...text('model_year')}
        onChange={(value) => set('model_year', value.slice(0, MODEL_YEAR_MAX_LENGTH))}
      />
      <TextField label="Serial Number" {...text('asset_serial_number')} />
      <TextField label="Current Stage" {...text('current_stage')} />
      <div data-field="Inspection Form">
        <FormField label="Inspection Form" errorText={errors.inspectionform_id?.message} stretch>
          <Select
            selectedOption={chosenForm ? { value: chosenForm.form_id, label: chosenForm.form_name } : null}
            onChange={({ detail }) => set('inspectionform_id', detail.selectedOption.value ?? '')}
            options={forms.map((f) => ({ value: f.form_id, label: f.form_name }))}
            placeholder="Select Inspection Form"
            statusType={formsLoading ? 'loading' : 'finished'}
            empty="No forms found"
            invalid={Boolean(errors.inspectionform_id)}
            disabled={values.companyId === null}
          />
        </FormField>
      </div>
      <CompanySiteFields
        companies={companies}
        fixedCompanyId={fixedCompanyId}
        companyId={values.companyId}
        siteId={values.siteId}
        onCompany={(companyId) => {
          set('companyId', companyId);
          // Spec 4: changing company clears the site (and the form, which belongs to a company).
          set('siteId', null);
          set('inspectionform_id', '');
        }}
        onSite={(siteId) => set('siteId', siteId)}
        companyError={errors.companyId?.message}
        siteError={errors.siteId?.message}
      />
      <ChoiceField
        label="Status"
        choices={STATUS_CHOICES}
        selected={values.status}
        onChange={(status) => set('status', status ?? AssetStatus.Active)}
      />
      <TextField
        label="Parent Asset (Internal ID)"
        description="Optional: the internal id of the unit this one belongs to."
        {...text('parent')}
      />
    </FormFrame>
  );
}
