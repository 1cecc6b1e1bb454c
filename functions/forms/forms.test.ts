/**
 * The inspection form endpoints on the emulators, on a tenant of their own so every count is
 * exact: create and update (stored row), the builder's messages (spec maintenance 5), another
 * company's form, paging, form types, a company's checklists and their attributes, submitting a
 * work procedure and the site's submitted list, and who may save, read and submit.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { FormMessages } from '#shared/forms/messages.js';
import { FormTypeId, ValuesType } from '#shared/forms/rules.js';
import type { ChecklistAttribute, FormRow, FormType, SubmittedForm } from '#shared/forms/schemas.js';
import { Messages } from '#shared/messages.js';
import { SEED_CHECKLISTS, SEED_LOCKOUT_SUBMISSIONS, SEED_LOCKOUT_TAGOUT } from '#scripts/dev/seed-forms.js';
import type { CallOptions } from '#functions/test-support/index.js';
import { seedUsersTenant, type UsersTenant } from '#functions/users/test-tenant.js';
import { findForm } from './store.js';

// The users tests' org (test-tenant.ts) with the seeded forms in company 1 (sites 2, 3; 4 inactive; 1 its
// all-sites entry); company 2 (site 6) has none. Users: manager, admin, root, exec, op (site 2), southboss (site 6).
let t: UsersTenant;
let code: string;
const as = <T = Record<string, unknown>>(
  who: string,
  roleId: number,
  siteId: number,
  method: 'GET' | 'POST',
  path: string,
  options: CallOptions = {},
) => t.as<T>(who, roleId, siteId, method, path, options);

const formData = (...components: Record<string, unknown>[]) =>
  JSON.stringify({ display: 'form', components });
const field = { type: 'textfield', key: 'meter', label: 'Meter reading', input: true };
const okRadio = {
  type: 'radio',
  key: 'brakes',
  label: 'Brakes',
  input: true,
  values: [
    { label: 'Ok', value: 'ok' },
    { label: 'Not ok', value: 'notOk' },
  ],
};
const submit = { type: 'button', key: 'submit', label: 'Submit', action: 'submit', input: true };
const newForm = (overrides: Record<string, unknown> = {}) => ({
  form_name: 'Crane weekly check',
  form_description: 'Weekly',
  form_data: formData(okRadio, field, submit),
  work_procedure: 'Inspect the crane before the shift.',
  form_type_id: FormTypeId.InspectionChecklist,
  ...overrides,
});

type Answer<T> = { success: number; message: string; data: T };
type ListAnswer<T> = {
  success: number;
  message: string;
  list: T[];
  listsize: number;
  data: { list: T[]; listsize: number };
};

beforeAll(async () => {
  t = await seedUsersTenant('fm', [], { forms: true });
  code = t.code;
});

describe('POST InspectionForm/AddUpdateForm', () => {
  it("creates a form of the active site's company and stores what was sent", async () => {
    // Act
    const result = await as<Answer<FormRow>>(
      'manager',
      Role.Manager,
      3,
      'POST',
      'InspectionForm/AddUpdateForm',
      { body: newForm() },
    );
    // Assess
    expect(result.statusCode, result.raw).toBe(200);
    expect(result.body).toMatchObject({ success: 1, message: 'Form saved successfully !' });
    const { form_id } = result.body.data;
    expect(form_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.body.data).toMatchObject({
      form_name: 'Crane weekly check',
      form_type_id: 1,
      form_type_name: 'Inspection Checklist',
      company_id: 1,
    });
    const stored = await findForm(code, 1, form_id);
    expect(stored).toMatchObject({
      tenant: code,
      company_id: 1,
      form_id,
      form_name: 'Crane weekly check',
      form_description: 'Weekly',
      form_data: newForm().form_data,
      work_procedure: 'Inspect the crane before the shift.',
      form_type_id: FormTypeId.InspectionChecklist,
    });
    expect(await findForm(code, 2, form_id)).toBeUndefined();
  });

  it('updates a form: the row changes, its id and creation time stay', async () => {
    // Prepare
    const created = await as<Answer<FormRow>>(
      'admin',
      Role.CompanyAdmin,
      2,
      'POST',
      'InspectionForm/AddUpdateForm',
      { body: newForm({ form_name: 'Before' }) },
    );
    const formId = created.body.data.form_id;
    const before = await findForm(code, 1, formId);
    // Act
    const updated = await as<Answer<FormRow>>(
      'manager',
      Role.Manager,
      2,
      'POST',
      'InspectionForm/AddUpdateForm',
      {
        body: newForm({
          form_id: formId,
          form_name: 'After',
          form_type_id: FormTypeId.WorkProcedure,
          form_description: null,
        }),
      },
    );
    // Assess
    expect(updated.body).toMatchObject({
      success: 1,
      data: {
        form_id: formId,
        form_name: 'After',
        form_type_id: 2,
        form_type_name: 'Work Procedure',
        form_description: '',
      },
    });
    const after = await findForm(code, 1, formId);
    expect(after).toMatchObject({
      form_name: 'After',
      form_type_id: FormTypeId.WorkProcedure,
      form_description: '',
    });
    expect(before?.created).toEqual(expect.any(String));
    expect(after?.created).toBe(before?.created);
    const read = await as<Answer<FormRow>>(
      'exec',
      Role.Executive,
      2,
      'GET',
      'InspectionForm/GetForm/{formId}',
      { pathParameters: { formId } },
    );
    expect(read.body.data.form_name).toBe('After');
  });

  it("answers the builder's two messages and stores nothing", async () => {
    const empty = await as('manager', Role.Manager, 2, 'POST', 'InspectionForm/AddUpdateForm', {
      body: newForm({ form_name: 'Empty', form_data: formData(submit) }),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toMatchObject({ success: 0, message: 'Form cannot be empty !' });
    const noSubmit = await as('manager', Role.Manager, 2, 'POST', 'InspectionForm/AddUpdateForm', {
      body: newForm({ form_name: 'No submit', form_data: formData(field) }),
    });
    expect(noSubmit.statusCode).toBe(400);
    expect(noSubmit.body).toMatchObject({
      success: 0,
      message: 'Form must have a button with Submit action !',
    });
    const notJson = await as('manager', Role.Manager, 2, 'POST', 'InspectionForm/AddUpdateForm', {
      body: newForm({ form_data: '{oops' }),
    });
    expect(notJson.body).toMatchObject({ success: 0, message: FormMessages.formDataInvalid });
    const list = await as<ListAnswer<FormRow>>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'InspectionForm/GetAllForms',
      { query: { pagesize: '100' } },
    );
    expect(list.body.list.map((f) => f.form_name)).not.toContain('Empty');
    expect(list.body.list.map((f) => f.form_name)).not.toContain('No submit');
  });

  it('answers the spec texts for a missing name, work procedure or form type', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ form_name: '  ' }, 'Name is required !'],
      [{ form_name: undefined }, 'Name is required !'],
      [{ work_procedure: '' }, 'Work Procedure is required !'],
      [{ form_type_id: undefined }, 'Form Type is required !'],
      [{ form_type_id: 0 }, 'Form Type is required !'],
      [{ form_type_id: 99 }, 'Form Type is required !'],
    ];
    for (const [change, message] of cases) {
      const result = await as('manager', Role.Manager, 2, 'POST', 'InspectionForm/AddUpdateForm', {
        body: newForm(change),
      });
      expect(result.statusCode, JSON.stringify(change)).toBe(400);
      expect(result.body, JSON.stringify(change)).toMatchObject({ success: 0, message });
    }
  });

  it('refuses a form or a submission too large for one stored item (multi-byte text counted in bytes)', async () => {
    const big = 'é'.repeat(210_000);
    const form = await as('manager', Role.Manager, 2, 'POST', 'InspectionForm/AddUpdateForm', {
      body: newForm({ form_name: 'Huge', form_data: formData(field, { ...submit, label: big }) }),
    });
    expect(form.statusCode, form.raw.slice(0, 200)).toBe(400);
    expect(form.body).toMatchObject({ success: 0, message: FormMessages.formTooLarge });
    const all = await as<ListAnswer<FormRow>>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'InspectionForm/GetAllForms',
      { query: { pagesize: '100' } },
    );
    const procedure = all.body.list.find((f) => f.form_name === SEED_LOCKOUT_TAGOUT.form_name)!;
    const submission = await as('op', Role.Operator, 2, 'POST', 'InspectionForm/SubmitForm', {
      body: { form_id: procedure.form_id, data: { remarks: big } },
    });
    expect(submission.statusCode, submission.raw.slice(0, 200)).toBe(400);
    expect(submission.body).toMatchObject({ success: 0, message: FormMessages.submissionTooLarge });
  });

  it("refuses another company's form: not found to read or update, and unchanged", async () => {
    // Prepare: a company 1 form
    const created = await as<Answer<FormRow>>(
      'manager',
      Role.Manager,
      2,
      'POST',
      'InspectionForm/AddUpdateForm',
      { body: newForm({ form_name: 'North only' }) },
    );
    const formId = created.body.data.form_id;
    // Act: company 2's manager
    const update = await as('southboss', Role.Manager, 6, 'POST', 'InspectionForm/AddUpdateForm', {
      body: newForm({ form_id: formId, form_name: 'Taken over' }),
    });
    const read = await as('southboss', Role.Manager, 6, 'GET', 'InspectionForm/GetForm/{formId}', {
      pathParameters: { formId },
    });
    const checklist = await as('southboss', Role.Manager, 6, 'GET', 'InspectionForm/GetChecklist/{formId}', {
      pathParameters: { formId },
    });
    // Assess
    expect(update.statusCode).toBe(404);
    expect(update.body).toMatchObject({ success: 0, message: FormMessages.formNotFound });
    expect(read.statusCode).toBe(404);
    expect(checklist.statusCode).toBe(404);
    expect((await findForm(code, 1, formId))?.form_name).toBe('North only');
    expect(await findForm(code, 2, formId)).toBeUndefined();
    const unknown = await as('manager', Role.Manager, 2, 'POST', 'InspectionForm/AddUpdateForm', {
      body: newForm({ form_id: randomUUID() }),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses an executive (success 0, no sign-out) but lets them read', async () => {
    const save = await as('exec', Role.Executive, 2, 'POST', 'InspectionForm/AddUpdateForm', {
      body: newForm({ form_name: 'By exec' }),
    });
    expect(save.statusCode).toBe(200);
    expect(save.body).toMatchObject({ success: 0, message: Messages.roleNotAuthorised });
    const list = await as<ListAnswer<FormRow>>(
      'exec',
      Role.Executive,
      2,
      'GET',
      'InspectionForm/GetAllForms',
      { query: { pagesize: '100' } },
    );
    expect(list.body.success).toBe(1);
    expect(list.body.list.length).toBeGreaterThanOrEqual(4);
    expect(list.body.list.map((f) => f.form_name)).not.toContain('By exec');
  });
});

describe('GET InspectionForm/GetAllForms', () => {
  it("pages the active company's forms, by type then name, with listsize", async () => {
    // Prepare: company 2 starts with no forms
    for (const [name, type] of [
      ['Zeta', 1],
      ['Alpha', 2],
      ['Mike', 1],
    ] as const) {
      const made = await as('southboss', Role.Manager, 6, 'POST', 'InspectionForm/AddUpdateForm', {
        body: newForm({ form_name: name, form_type_id: type }),
      });
      expect(made.body).toMatchObject({ success: 1 });
    }
    // Act
    const first = await as<ListAnswer<FormRow>>(
      'southboss',
      Role.Manager,
      6,
      'GET',
      'InspectionForm/GetAllForms',
      { query: { pageindex: '1', pagesize: '2' } },
    );
    const second = await as<ListAnswer<FormRow>>(
      'southboss',
      Role.Manager,
      6,
      'GET',
      'InspectionForm/GetAllForms',
      { query: { pageindex: '2', pagesize: '2' } },
    );
    const beyond = await as<ListAnswer<FormRow>>(
      'southboss',
      Role.Manager,
      6,
      'GET',
      'InspectionForm/GetAllForms',
      { query: { pageindex: '3', pagesize: '2' } },
    );
    // Assess
    expect(first.body.list.map((f) => f.form_name)).toEqual(['Mike', 'Zeta']);
    expect(second.body.list.map((f) => f.form_name)).toEqual(['Alpha']);
    expect(beyond.body.list).toEqual([]);
    for (const page of [first, second, beyond]) {
      expect(page.body.listsize).toBe(3);
      expect(page.body.data.listsize).toBe(3);
    }
    expect(first.body.list.every((f) => f.company_id === 2)).toBe(true);
  });

  it('defaults to page 1 of 20 and refuses a page size over 100', async () => {
    const result = await as<ListAnswer<FormRow>>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'InspectionForm/GetAllForms',
    );
    expect(result.body.success).toBe(1);
    expect(result.body.list.length).toBe(Math.min(result.body.listsize, 20));
    const tooMany = await as('manager', Role.Manager, 2, 'GET', 'InspectionForm/GetAllForms', {
      query: { pagesize: '101' },
    });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('GET InspectionForm/GetFormTypes/{pageindex}/{pagesize}/{search}', () => {
  const types = (pageindex: string, pagesize: string, search: string) =>
    as<Answer<{ list: FormType[]; listsize: number }>>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'InspectionForm/GetFormTypes/{pageindex}/{pagesize}/{search}',
      { pathParameters: { pageindex, pagesize, search } },
    );

  it('lists the seeded types, searches by name and pages', async () => {
    expect((await types('1', '40', '-')).body.data).toEqual({
      list: [
        { form_type_id: 1, form_type_name: 'Inspection Checklist' },
        { form_type_id: 2, form_type_name: 'Work Procedure' },
      ],
      listsize: 2,
    });
    expect((await types('1', '40', 'proc')).body.data).toEqual({
      list: [{ form_type_id: 2, form_type_name: 'Work Procedure' }],
      listsize: 1,
    });
    expect((await types('1', '40', 'nothing')).body.data).toEqual({ list: [], listsize: 0 });
    expect((await types('2', '1', '-')).body.data).toEqual({
      list: [{ form_type_id: 2, form_type_name: 'Work Procedure' }],
      listsize: 2,
    });
  });
});

describe('GET InspectionForm/GetInspectionFormsByCompany/{companyId}', () => {
  const byCompany = (who: string, roleId: number, siteId: number, companyId: number) =>
    as<Answer<{ list: FormRow[]; listsize: number }>>(
      who,
      roleId,
      siteId,
      'GET',
      'InspectionForm/GetInspectionFormsByCompany/{companyId}',
      { pathParameters: { companyId: String(companyId) } },
    );

  it("lists only the company's inspection checklists", async () => {
    const result = await byCompany('manager', Role.Manager, 2, 1);
    expect(result.body.success).toBe(1);
    const names = result.body.data.list.map((f) => f.form_name);
    for (const seeded of SEED_CHECKLISTS) expect(names).toContain(seeded.form_name);
    expect(names).not.toContain(SEED_LOCKOUT_TAGOUT.form_name);
    expect(
      result.body.data.list.every(
        (f) => f.form_type_id === FormTypeId.InspectionChecklist && f.company_id === 1,
      ),
    ).toBe(true);
    expect(result.body.data.listsize).toBe(result.body.data.list.length);
  });

  it('refuses a company the caller has no site in; a super admin sees any', async () => {
    const refused = await byCompany('manager', Role.Manager, 2, 2);
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toMatchObject({ success: 0, message: Messages.notAssignedCompany });
    const unknown = await byCompany('root', Role.SuperAdmin, 2, 9);
    expect(unknown.body).toMatchObject({ success: 0 });
    const root = await byCompany('root', Role.SuperAdmin, 2, 2);
    expect(root.body.success).toBe(1);
    expect(root.body.data.list.map((f) => f.form_name).sort()).toEqual(['Mike', 'Zeta']);
  });
});

describe('GET InspectionForm/GetChecklist/{formId}', () => {
  const seededId = async (name: string) => {
    const all = await as<ListAnswer<FormRow>>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'InspectionForm/GetAllForms',
      { query: { pagesize: '100' } },
    );
    return all.body.list.find((f) => f.form_name === name)!.form_id;
  };

  it("gives an operator the seeded excavator checklist's attributes", async () => {
    const formId = await seededId('Excavator - Daily pre-use checklist');
    const result = await as<Answer<{ form_id: string; form_name: string; attributes: ChecklistAttribute[] }>>(
      'op',
      Role.Operator,
      2,
      'GET',
      'InspectionForm/GetChecklist/{formId}',
      { pathParameters: { formId } },
    );
    expect(result.body.success).toBe(1);
    expect(result.body.data.form_name).toBe('Excavator - Daily pre-use checklist');
    const attributes = result.body.data.attributes;
    expect(attributes.map((a) => a.id)).toEqual([
      'hydraulicHoses',
      'tracks',
      'lights',
      'mirrors',
      'engineOil',
      'coolant',
      'hydraulicFluid',
      'fuelLevel',
      'tankCondition',
      'horn',
      'seatBelt',
      'fireExtinguisher',
      'boomPosition',
    ]);
    expect(attributes[0]).toEqual({
      id: 'hydraulicHoses',
      name: 'Hydraulic hoses and cylinders',
      values_type: ValuesType.OkNotOk,
      values: ['Ok', 'Not ok'],
    });
    expect(attributes.find((a) => a.id === 'fuelLevel')).toEqual({
      id: 'fuelLevel',
      name: 'Fuel level',
      values_type: ValuesType.FuelLevel,
      values: ['E', '1/4', '1/3', '1/2', '2/3', '3/4', 'F'],
    });
    expect(attributes.find((a) => a.id === 'tankCondition')?.values_type).toBe(ValuesType.TankLevel);
    expect(attributes.find((a) => a.id === 'boomPosition')).toMatchObject({
      name: 'Boom position',
      values_type: ValuesType.LeftCenterRight,
      values: ['Left', 'Center', 'Right'],
    });
  });

  it('answers 400 for a form that is not a checklist', async () => {
    const formId = await seededId(SEED_LOCKOUT_TAGOUT.form_name);
    const result = await as('op', Role.Operator, 2, 'GET', 'InspectionForm/GetChecklist/{formId}', {
      pathParameters: { formId },
    });
    expect(result.statusCode).toBe(400);
    expect(result.body).toMatchObject({ success: 0, message: FormMessages.notAChecklist });
  });
});

describe('submitted work procedures', () => {
  it("lets an operator submit a work procedure; the site's list shows it first, newest first", async () => {
    // Prepare
    const all = await as<ListAnswer<FormRow>>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'InspectionForm/GetAllForms',
      { query: { pagesize: '100' } },
    );
    const procedure = all.body.list.find((f) => f.form_name === SEED_LOCKOUT_TAGOUT.form_name)!;
    const data = { equipment: 'Dozer 55', lockNumber: 'L-099', notified: true };
    // Act
    const submitted = await as<Answer<SubmittedForm>>(
      'op',
      Role.Operator,
      2,
      'POST',
      'InspectionForm/SubmitForm',
      { body: { form_id: procedure.form_id, data, asset_id: 12 } },
    );
    const list = await as<ListAnswer<SubmittedForm>>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'InspectionForm/GetSubmittedForms',
      { query: { pageindex: '1', pagesize: '20' } },
    );
    // Assess
    expect(submitted.statusCode, submitted.raw).toBe(200);
    expect(submitted.body).toMatchObject({
      success: 1,
      message: FormMessages.submissionSaved,
      data: {
        requested_by: 'Op Tester',
        timezone: 'America/Los_Angeles',
        asset_form_name: SEED_LOCKOUT_TAGOUT.form_name,
        asset_form_description: SEED_LOCKOUT_TAGOUT.form_description,
      },
    });
    expect(JSON.parse(submitted.body.data.asset_form_data)).toEqual({ form: SEED_LOCKOUT_TAGOUT.form, data });
    expect(list.body.listsize).toBe(SEED_LOCKOUT_SUBMISSIONS.length + 1);
    expect(list.body.list[0].submission_id).toBe(submitted.body.data.submission_id);
    const times = list.body.list.map((s) => Date.parse(s.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(list.body.list.slice(1).every((s) => s.requested_by === 'Op Tester')).toBe(true);
    const page2 = await as<ListAnswer<SubmittedForm>>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'InspectionForm/GetSubmittedForms',
      { query: { pageindex: '2', pagesize: '3' } },
    );
    expect(page2.body.list.map((s) => s.submission_id)).toEqual([list.body.list[3].submission_id]);
    const otherSite = await as<ListAnswer<SubmittedForm>>(
      'manager',
      Role.Manager,
      3,
      'GET',
      'InspectionForm/GetSubmittedForms',
    );
    expect(otherSite.body).toMatchObject({ success: 1, list: [], listsize: 0 });
  });

  it("lists every site of the company the caller works in when the company's all-sites entry is active", async () => {
    // Prepare: a submission at site 3 (the manager works at 2 and 3), newer than site 2's
    const all = await as<ListAnswer<FormRow>>(
      'manager',
      Role.Manager,
      3,
      'GET',
      'InspectionForm/GetAllForms',
      { query: { pagesize: '100' } },
    );
    const procedure = all.body.list.find((f) => f.form_name === SEED_LOCKOUT_TAGOUT.form_name)!;
    const atSite3 = await as<Answer<SubmittedForm>>(
      'manager',
      Role.Manager,
      3,
      'POST',
      'InspectionForm/SubmitForm',
      { body: { form_id: procedure.form_id, data: { equipment: 'Grader 8' } } },
    );
    const site2 = await as<ListAnswer<SubmittedForm>>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'InspectionForm/GetSubmittedForms',
    );
    // Act
    const company = await as<ListAnswer<SubmittedForm>>(
      'manager',
      Role.Manager,
      1,
      'GET',
      'InspectionForm/GetSubmittedForms',
      { query: { pagesize: '3' } },
    );
    const page2 = await as<ListAnswer<SubmittedForm>>(
      'manager',
      Role.Manager,
      1,
      'GET',
      'InspectionForm/GetSubmittedForms',
      { query: { pagesize: '3', pageindex: '2' } },
    );
    // Assess
    expect(company.body.listsize).toBe(site2.body.listsize + 1);
    expect(company.body.list.map((s) => s.submission_id)).toEqual([
      atSite3.body.data.submission_id,
      ...site2.body.list.slice(0, 2).map((s) => s.submission_id),
    ]);
    expect(page2.body.list.map((s) => s.submission_id)).toEqual(
      site2.body.list.slice(2, 5).map((s) => s.submission_id),
    );
  });

  it('refuses to submit a checklist, or a form of another company', async () => {
    const checklists = await as<Answer<{ list: FormRow[] }>>(
      'manager',
      Role.Manager,
      2,
      'GET',
      'InspectionForm/GetInspectionFormsByCompany/{companyId}',
      { pathParameters: { companyId: '1' } },
    );
    const formId = checklists.body.data.list[0].form_id;
    const checklist = await as('op', Role.Operator, 2, 'POST', 'InspectionForm/SubmitForm', {
      body: { form_id: formId, data: {} },
    });
    expect(checklist.statusCode).toBe(400);
    expect(checklist.body).toMatchObject({ success: 0, message: FormMessages.notAWorkProcedure });
    const foreign = await as('southboss', Role.Manager, 6, 'POST', 'InspectionForm/SubmitForm', {
      body: { form_id: formId, data: {} },
    });
    expect(foreign.statusCode).toBe(404);
    const list = await as<ListAnswer<SubmittedForm>>(
      'southboss',
      Role.Manager,
      6,
      'GET',
      'InspectionForm/GetSubmittedForms',
    );
    expect(list.body.listsize).toBe(0);
  });
});
