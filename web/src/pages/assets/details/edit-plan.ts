/**
 * The asset Edit drawer's rules (spec 4 'Asset edit', 5 'Meter hours edit', 8) as a pure plan:
 * what the form's values mean as calls, or the message that stops them.
 *
 * - only a changed status is sent, and only a changed meter reading;
 * - a meter reading is checked by meterHoursError (required, not negative, at most METER_HOURS_MAX, whole, not below the
 *   last reading);
 * - meter hours cannot be updated while the asset is (or is being made) inactive: the spec's
 *   'Meter Hours cannot be updated as Asset is been Inactive', nothing sent;
 * - the meter is written while the asset is active: on activation after the status, else before it.
 */
import { AssetStatus } from '@shared/codes';
import { AssetMessages } from '@shared/assets/messages';
import { isActiveAsset, meterHoursError } from '@shared/assets/rules';

export interface EditValues {
  /** The Meter Hours box as typed. */
  meterHours: string;
  /** The Status radio: Active or Inactive. */
  active: boolean;
}

export type EditStep =
  | { kind: 'status'; status: typeof AssetStatus.Active | typeof AssetStatus.Inactive }
  | { kind: 'meter'; meterHours: number };

export type EditPlan = { ok: false; meterError: string } | { ok: true; steps: EditStep[] };

export const meterText = (meterHours: number | null) => (meterHours === null ? '' : String(meterHours));

export function editValuesOf(asset: { status: number; meter_hours: number | null }): EditValues {
  return { meterHours: meterText(asset.meter_hours), active: isActiveAsset(asset.status) };
}

export function planAssetEdit(
  asset: { status: number; meter_hours: number | null },
  values: EditValues,
): EditPlan {
  const typed = values.meterHours.trim();
  const meterChanged = typed !== meterText(asset.meter_hours);
  const statusChanged = values.active !== isActiveAsset(asset.status);

  let meter: EditStep | null = null;
  if (meterChanged) {
    if (!values.active) return { ok: false, meterError: AssetMessages.meterInactive };
    const error = meterHoursError(typed, asset.meter_hours);
    if (error) return { ok: false, meterError: error };
    meter = { kind: 'meter', meterHours: Number(typed) };
  }
  const status: EditStep | null = statusChanged
    ? { kind: 'status', status: values.active ? AssetStatus.Active : AssetStatus.Inactive }
    : null;
  const steps = values.active ? [status, meter] : [meter, status];
  return { ok: true, steps: steps.filter((s): s is EditStep => s !== null) };
}
