/**
 * The Asset field of the request and work order forms (spec maintenance 2.7, 2.8, 9): one active
 * asset the user sees (POST Asset/FilterAsset), searched as typed (debounced 700 ms) and loaded 20
 * a page on scroll; locked (read-only) when a work order is made from a request. Boxed by its label
 * (data-field) like the other fields.
 */
import { useMemo } from 'react';
import FormField from '@cloudscape-design/components/form-field';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import { AssetsApi } from '@shared/assets/api';
import { AssetListStatus } from '@shared/assets/rules';
import { callApi } from '../../app/api/client';
import { useSession } from '../../app/session/session-store';
import { sessionListScope, type LoadOptionPage } from '../list-kit/list-state';
import { usePagedOptions } from '../list-kit/use-paged-options';

export interface PickableAsset {
  asset_id: number;
  internal_asset_id: string;
  name: string;
}

export const assetLabel = (asset: PickableAsset) =>
  asset.internal_asset_id ? `${asset.name} (#${asset.internal_asset_id})` : asset.name;

/** An option carries its asset (cached option pages outlive any one form). */
const valueOf = (asset: PickableAsset) =>
  JSON.stringify({ asset_id: asset.asset_id, internal_asset_id: asset.internal_asset_id, name: asset.name });
const optionOf = (asset: PickableAsset): SelectProps.Option => ({
  value: valueOf(asset),
  label: assetLabel(asset),
});
function assetOf(value: string | undefined): PickableAsset | null {
  try {
    const asset = JSON.parse(value ?? '') as PickableAsset;
    return typeof asset.asset_id === 'number' ? asset : null;
  } catch {
    return null;
  }
}

const NO_NARROWING = { search: '', filters: {} };

export function AssetSelectField({
  selected,
  onChange,
  errorText,
  disabled,
  label = 'Asset',
}: {
  /** The chosen asset (kept even when no loaded page holds it, as a locked asset from a request). */
  selected: PickableAsset | null;
  onChange: (asset: PickableAsset | null) => void;
  errorText?: string;
  disabled?: boolean;
  label?: string;
}) {
  const session = useSession();
  const userId = session.loginData?.uuid;
  const load = useMemo<LoadOptionPage>(
    () =>
      async ({ text, pageIndex, pageSize }) => {
        const { list, listsize } = await callApi(
          AssetsApi.filterAsset,
          {
            body: {
              pageindex: pageIndex,
              pagesize: pageSize,
              user_id: userId,
              status: AssetListStatus.Active,
              search_string: text,
              site_id: [],
              company_id: [],
              asset_id: [],
              internal_asset_id: [],
              model_name: [],
              model_year: [],
              show_open_issues: 0,
            },
          },
          { quiet: true },
        );
        return {
          items: list.map((row) => ({ value: valueOf(row), label: assetLabel(row) })),
          total: listsize,
        };
      },
    [userId],
  );
  const paged = usePagedOptions({
    queryKey: ['maintenance', 'asset-picker', sessionListScope(session)],
    load,
    narrowing: NO_NARROWING,
  });

  return (
    <div data-field={label}>
      <FormField label={label} errorText={errorText} stretch>
        <Select
          selectedOption={selected ? optionOf(selected) : null}
          options={paged.options}
          statusType={paged.statusType}
          onLoadItems={paged.onLoadItems}
          filteringType="manual"
          filteringPlaceholder="Search assets"
          placeholder="Select Asset"
          empty="No asset found"
          loadingText="Loading..."
          disabled={disabled}
          invalid={Boolean(errorText)}
          onChange={({ detail }) => onChange(assetOf(detail.selectedOption.value))}
        />
      </FormField>
    </div>
  );
}
