/**
 * The Asset field of the request and work order forms (spec maintenance 2.7, 2.8): one asset of
 * the active site, searched by name or internal id as typed; locked (read-only) when a work order
 * is made from a request. Boxed by its label (data-field) like the other fields.
 */
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';

export interface PickableAsset {
  asset_id: number;
  internal_asset_id: string;
  name: string;
}

export const assetLabel = (asset: PickableAsset) => `${asset.name} (#${asset.internal_asset_id})`;

const optionOf = (asset: PickableAsset): SelectProps.Option => ({
  value: String(asset.asset_id),
  label: assetLabel(asset),
});

export function AssetSelectField({
  assets,
  loading,
  selected,
  onChange,
  errorText,
  disabled,
  label = 'Asset',
}: {
  assets: PickableAsset[];
  loading: boolean;
  /** The chosen asset (kept even when the list does not hold it, as a locked asset from a request). */
  selected: PickableAsset | null;
  onChange: (asset: PickableAsset | null) => void;
  errorText?: string;
  disabled?: boolean;
  label?: string;
}) {
  return (
    <div data-field={label}>
      <FormField label={label} errorText={errorText} stretch>
        <Select
          selectedOption={selected ? optionOf(selected) : null}
          options={assets.map(optionOf)}
          filteringType="auto"
          filteringPlaceholder="Search assets"
          placeholder="Select Asset"
          empty="No asset found"
          statusType={loading ? 'loading' : 'finished'}
          loadingText="Loading..."
          disabled={disabled}
          invalid={Boolean(errorText)}
          onChange={({ detail }) =>
            onChange(assets.find((a) => String(a.asset_id) === detail.selectedOption.value) ?? null)
          }
        />
      </FormField>
    </div>
  );
}
