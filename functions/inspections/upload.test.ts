/**
 * UploadInspectionForms on the emulators, on a tenant of its own: the spec 3 conversions (internal
 * id to text, whole meter hours and shift, the date a day later), answers named from the asset's
 * checklist, stored as accepted with list entries and counts; every bad row reported with its
 * number and nothing written; the company must be the caller's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { dayjs } from '#shared/dates.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { OPERATOR_NOTES_MAX } from '#shared/inspections/rules.js';
import type { InspectionRow } from '#shared/inspections/list-schemas.js';
import { Messages } from '#shared/messages.js';
import { createAsset, type AssetRecord } from '#functions/assets/store/assets.js';
import { listAllForms } from '#functions/forms/store.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { getInspections } from './store/list-index.js';

let t: UsersTenant;
let loader: AssetRecord;
let formId: string;

type ListAnswer = { success: number; list: InspectionRow[]; listsize: number };
const listAll = async (who = 'admin', roleId: number = Role.CompanyAdmin, siteId = 2) =>
  (
    await t.as<ListAnswer>(who, roleId, siteId, 'POST', 'Inspection/FilterInspections', {
      body: { pagesize: 100, pageindex: 1 },
    })
  ).body;
const upload = (
  body: Record<string, unknown>,
  who = 'admin',
  roleId: number = Role.CompanyAdmin,
  siteId = 2,
) =>
  t.as<{
    success: number;
    message: string;
    data: { count?: number; problems?: { row: number; message: string }[] };
  }>(who, roleId, siteId, 'POST', 'Inspection/UploadInspectionForms', { body });

const row = (over: Record<string, unknown> = {}) => ({
  internal_asset_id: 7001,
  inspection_date: '2026-02-10',
  meter_hours: '1250.7',
  shift: '2',
  operator_username: '',
  operator_notes: 'Checked at the yard',
  inspection_form: [] as { name: string; value: unknown }[],
  ...over,
});

beforeAll(async () => {
  t = await seedUsersTenant('iu', [], { forms: true });
  const forms = await listAllForms(t.code, 1, 1);
  formId = forms[0]?.form_id ?? '';
  loader = await createAsset(t.code, {
    asset: {
      internal_asset_id: '7001',
      name: 'Upload Loader',
      asset_type: 'Loader',
      product_name: 'Cat',
      model_name: '950M',
      model_year: '2021',
      asset_serial_number: 'SN7001',
      current_stage: 'In service',
      company_id: 1,
      site_id: 2,
      status: 3,
      ...(formId ? { inspectionform_id: formId } : {}),
    },
  });
  await createAsset(t.code, {
    asset: {
      internal_asset_id: '8001',
      name: 'South Asset',
      asset_type: 'Loader',
      product_name: 'Cat',
      model_name: 'X',
      model_year: '2020',
      asset_serial_number: 'S8001',
      current_stage: 'In service',
      company_id: 2,
      site_id: 6,
      status: 3,
    },
  });
}, 120_000);

describe('UploadInspectionForms', () => {
  it('refuses the whole file with each bad row\u2019s number and message, writing nothing', async () => {
    const before = await listAll();
    const result = await upload({
      company_id: 1,
      inspections: [
        row(),
        row({ internal_asset_id: 8001 }),
        row({ inspection_date: 'tomorrow' }),
        row({ operator_username: t.name('southboss') }),
        row({ shift: 'x' }),
        row({ operator_notes: 'x'.repeat(OPERATOR_NOTES_MAX + 1) }),
        // These read 'Meter hours is required', 'Invalid request', or were stored (1e12).
        row({ meter_hours: -1 }),
        row({ meter_hours: 1e12 }),
        row({ internal_asset_id: '' }),
        row({ internal_asset_id: '1'.repeat(21) }),
        row({ inspection_date: '' }),
        row({ meter_hours: '' }),
        // Stored as accepted and listed first ('0 secs ago', approved on the future day).
        row({ inspection_date: dayjs().add(2, 'day').format('YYYY-MM-DD') }),
        // Stored and listed as 'Shift No 7' (the submit takes 1 to 3).
        row({ shift: 7 }),
        row({ shift: '0' }),
      ],
    });
    expect(result.statusCode).toBe(400);
    expect(result.body.data.problems).toEqual([
      { row: 2, message: InspectionMessages.uploadAssetUnknown },
      { row: 3, message: InspectionMessages.uploadDateInvalid },
      { row: 4, message: InspectionMessages.uploadOperatorUnknown },
      { row: 5, message: InspectionMessages.shiftRequired },
      { row: 6, message: InspectionMessages.operatorNotesTooLong(OPERATOR_NOTES_MAX) },
      { row: 7, message: 'Meter hours cannot be negative !' },
      { row: 8, message: 'Meter hours can not be more than 10,000,000 !' },
      { row: 9, message: 'Internal Asset ID is required !' },
      { row: 10, message: InspectionMessages.uploadAssetUnknown },
      { row: 11, message: InspectionMessages.uploadDateInvalid },
      { row: 12, message: InspectionMessages.meterHoursRequired },
      { row: 13, message: InspectionMessages.uploadDateFuture },
      { row: 14, message: 'Shift must be 1, 2 or 3' },
      { row: 15, message: 'Shift must be 1, 2 or 3' },
    ]);
    expect(result.body.message).toBe(InspectionMessages.uploadAssetUnknown);
    const after = await listAll();
    expect(after.listsize).toBe(before.listsize);
  });

  it('stores good rows as accepted inspections with the spec\u2019s conversions, listed and counted', async () => {
    const result = await upload({
      company_id: 1,
      inspections: [
        row({
          operator_username: t.name('op'),
          inspection_form: [
            { name: 'fuel LEVEL', value: 'Full' },
            { name: 'Unknown item', value: 3 },
          ],
        }),
        row({ inspection_date: '2026-02-11T00:00:00.000Z', meter_hours: 1300, shift: 1 }),
      ],
    });
    expect(result.statusCode, JSON.stringify(result.body)).toBe(200);
    expect(result.body).toMatchObject({
      success: 1,
      message: InspectionMessages.uploaded,
      data: { count: 2 },
    });
    const answer = await listAll();
    expect(answer.listsize).toBe(2);
    const [newest, older] = answer.list;
    expect(newest).toMatchObject({
      status: 10,
      status_name: 'Accepted',
      shift: 1,
      meter_hours: 1300,
      datetime_requested: '2026-02-12T00:00:00.000Z',
      asset: { asset_id: loader.asset_id, internal_asset_id: '7001' },
    });
    expect(older).toMatchObject({
      shift: 2,
      meter_hours: 1250,
      datetime_requested: '2026-02-11T00:00:00.000Z',
      operator_firstname: 'Op',
      approval_date: '2026-02-11T00:00:00.000Z',
    });
    const [stored] = await getInspections(t.code, [older.inspection_id]);
    expect(stored.source).toBe('upload');
    expect(stored.new_notok_attributes).toEqual([]);
    expect(stored.issue_ids).toEqual([]);
    expect(stored.answers.find((a) => a.name === 'Unknown item')).toMatchObject({
      id: 'Unknown item',
      value: '3',
      values_type: 0,
    });
    // The accepted filter reads the status partition and its counts.
    const accepted = (
      await t.as<ListAnswer>('manager', Role.Manager, 2, 'POST', 'Inspection/FilterInspections', {
        body: { pagesize: 20, pageindex: 1, status: 10 },
      })
    ).body;
    expect(accepted.listsize).toBe(2);
    const operatorOptions = (
      await t.as<{ list: { firstname: string }[] }>(
        'manager',
        Role.Manager,
        2,
        'POST',
        'Inspection/FilterInspectionOperatorOptions',
        { body: { pagesize: 20, pageindex: 1 } },
      )
    ).body;
    expect(operatorOptions.list.map((o) => o.firstname)).toEqual(['Op']);
  });

  it('names answers from the asset\u2019s checklist when the names match', async () => {
    expect(formId).not.toBe('');
    const answer = await listAll();
    const [stored] = await getInspections(t.code, [answer.list[1].inspection_id]);
    expect(stored.form_id).toBe(formId);
    expect(stored.answers.find((a) => a.name === 'fuel LEVEL')).toMatchObject({
      id: 'fuelLevel',
      values_type: 4,
      value: 'Full',
    });
  });

  it('accepts only a company of the caller', async () => {
    const foreign = await upload({ company_id: 2, inspections: [row({ internal_asset_id: 8001 })] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.body.message).toBe(Messages.unknownCompany);
    const southboss = await upload({ company_id: 1, inspections: [row()] }, 'southboss', Role.Manager, 6);
    expect(southboss.statusCode).toBe(400);
    const operator = await upload({ company_id: 1, inspections: [row()] }, 'op', Role.Operator, 2);
    // A role the route does not allow is refused the project's way (success 0, spec 7).
    expect(operator.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    expect((await listAll()).listsize).toBe(2);
    const root = await upload(
      { company_id: 2, inspections: [row({ internal_asset_id: '8001' })] },
      'root',
      Role.SuperAdmin,
      2,
    );
    expect(root.statusCode).toBe(200);
    expect((await listAll('root', Role.SuperAdmin, 2)).listsize).toBe(3);
  });

  it('refuses an empty file with the spec\u2019s text', async () => {
    const empty = await upload({ company_id: 1, inspections: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.message).toBe(InspectionMessages.uploadFileRequired);
  });
});
