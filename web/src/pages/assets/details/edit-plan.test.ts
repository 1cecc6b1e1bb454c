import { describe, expect, it } from 'vitest';
import { AssetMessages } from '@shared/assets/messages';
import { editValuesOf, planAssetEdit } from './edit-plan';

const active = { status: 3, meter_hours: 120 };
const inactive = { status: 4, meter_hours: 120 };

describe('the asset Edit drawer plan', () => {
  it('sends nothing when nothing changed', () => {
    expect(planAssetEdit(active, editValuesOf(active))).toEqual({ ok: true, steps: [] });
    expect(
      planAssetEdit({ status: 5, meter_hours: null }, editValuesOf({ status: 5, meter_hours: null })),
    ).toEqual({ ok: true, steps: [] });
  });

  it('sends a changed meter reading only', () => {
    expect(planAssetEdit(active, { meterHours: ' 150 ', active: true })).toEqual({
      ok: true,
      steps: [{ kind: 'meter', meterHours: 150 }],
    });
  });

  it("refuses an empty, negative, fractional or lower reading with the spec's messages", () => {
    expect(planAssetEdit(active, { meterHours: '', active: true })).toEqual({
      ok: false,
      meterError: AssetMessages.meterRequired,
    });
    expect(planAssetEdit(active, { meterHours: '-1', active: true })).toEqual({
      ok: false,
      meterError: AssetMessages.meterNegative,
    });
    expect(planAssetEdit(active, { meterHours: '130.5', active: true })).toEqual({
      ok: false,
      meterError: AssetMessages.meterWhole,
    });
    expect(planAssetEdit(active, { meterHours: '119', active: true })).toEqual({
      ok: false,
      meterError: AssetMessages.meterBelowLast(120),
    });
  });

  it('sends only a changed status', () => {
    expect(planAssetEdit(active, { meterHours: '120', active: false })).toEqual({
      ok: true,
      steps: [{ kind: 'status', status: 4 }],
    });
    expect(planAssetEdit(inactive, { meterHours: '120', active: true })).toEqual({
      ok: true,
      steps: [{ kind: 'status', status: 3 }],
    });
  });

  it('refuses a meter change while the asset is or becomes inactive', () => {
    expect(planAssetEdit(inactive, { meterHours: '200', active: false })).toEqual({
      ok: false,
      meterError: AssetMessages.meterInactive,
    });
    expect(planAssetEdit(active, { meterHours: '200', active: false })).toEqual({
      ok: false,
      meterError: AssetMessages.meterInactive,
    });
  });

  it('activates before writing the meter', () => {
    expect(planAssetEdit(inactive, { meterHours: '200', active: true })).toEqual({
      ok: true,
      steps: [
        { kind: 'status', status: 3 },
        { kind: 'meter', meterHours: 200 },
      ],
    });
  });
});
