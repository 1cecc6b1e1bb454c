/**
 * The inspection forms' store: forms per company (read by key; listed by the gsi1 index in form
 * type then name order, so a company's checklists are one key range), the form types seeded per
 * tenant, and the forms submitted per site, newest first by key. Every key starts with the tenant.
 */
import { randomUUID } from 'node:crypto';
import type { FormattedItem } from 'dynamodb-toolbox/entity';
import { Entity } from 'dynamodb-toolbox/entity';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutItemCommand } from 'dynamodb-toolbox/entity/actions/put';
import { item } from 'dynamodb-toolbox/schema/item';
import { number } from 'dynamodb-toolbox/schema/number';
import { string } from 'dynamodb-toolbox/schema/string';
import { QueryCommand } from 'dynamodb-toolbox/table/actions/query';
import { FormMessages } from '#shared/forms/messages.js';
import { Messages } from '#shared/messages.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { pad, table } from '#lib/db.js';
import { badRequest, conflict, notFound } from '#lib/errors.js';

const formKeys = {
  form: (tenant: string, companyId: number) => `${tenant}#FORMS#${pad(companyId, 6)}`,
  /** gsi1: a company's forms by type, then name. */
  formList: (tenant: string, companyId: number) => `${tenant}#FORMLIST#${pad(companyId, 6)}`,
  formListEntry: (formTypeId: number, name: string, formId: string) =>
    `T${pad(formTypeId, 4)}#${name.toLowerCase()}#${formId}`,
  formListType: (formTypeId: number) => `T${pad(formTypeId, 4)}#`,
  formTypes: (tenant: string) => `${tenant}#FORMTYPES`,
  submitted: (tenant: string, siteId: number) => `${tenant}#SUBMITTED#${pad(siteId, 6)}`,
};

export const FormEntity = new Entity({
  name: 'Form',
  table,
  schema: item({
    tenant: string().key(),
    company_id: number().key(),
    form_id: string().key(),
    form_name: string(),
    form_description: string().default(''),
    form_data: string(),
    work_procedure: string(),
    form_type_id: number(),
    gsi1pk: string(),
    gsi1sk: string(),
  }),
  computeKey: ({ tenant, company_id, form_id }: { tenant: string; company_id: number; form_id: string }) => ({
    pk: formKeys.form(tenant, company_id),
    sk: `FORM#${form_id}`,
  }),
});

export const FormTypeEntity = new Entity({
  name: 'FormType',
  table,
  timestamps: false,
  schema: item({ tenant: string().key(), form_type_id: number().key(), form_type_name: string() }),
  computeKey: ({ tenant, form_type_id }: { tenant: string; form_type_id: number }) => ({
    pk: formKeys.formTypes(tenant),
    sk: `TYPE#${pad(form_type_id, 4)}`,
  }),
});

export const SubmittedFormEntity = new Entity({
  name: 'SubmittedForm',
  table,
  timestamps: false,
  schema: item({
    tenant: string().key(),
    site_id: number().key(),
    /** Inverted creation time first, so the partition reads newest first. */
    entry_key: string().key(),
    submission_id: string(),
    form_id: string(),
    asset_id: number().optional(),
    created_at: string(),
    timezone: string(),
    requested_by: string(),
    requested_by_uuid: string(),
    asset_form_name: string(),
    asset_form_description: string(),
    asset_form_data: string(),
  }),
  computeKey: ({ tenant, site_id, entry_key }: { tenant: string; site_id: number; entry_key: string }) => ({
    pk: formKeys.submitted(tenant, site_id),
    sk: entry_key,
  }),
});

export type Form = FormattedItem<typeof FormEntity>;

/**
 * The most UTF-8 bytes a form's texts, or a submission's, may take: a table item holds at most
 * 400 KB, keys and the other attributes included (the request schema counts characters, which can
 * be up to 3 bytes each).
 */
export const MAX_STORED_TEXT_BYTES = 380_000;
const tooLarge = (...texts: string[]) =>
  texts.reduce((sum, text) => sum + Buffer.byteLength(text, 'utf8'), 0) > MAX_STORED_TEXT_BYTES;
export type FormTypeRecord = FormattedItem<typeof FormTypeEntity>;
export type SubmittedFormRecord = FormattedItem<typeof SubmittedFormEntity>;

/** The form types every tenant starts with (spec maintenance 3 'Form type'). */
export const DEFAULT_FORM_TYPES: { form_type_id: number; form_type_name: string }[] = [
  { form_type_id: FormTypeId.InspectionChecklist, form_type_name: 'Inspection Checklist' },
  { form_type_id: FormTypeId.WorkProcedure, form_type_name: 'Work Procedure' },
];

// ---- form types ----

export async function seedFormTypes(tenant: string): Promise<void> {
  await Promise.all(
    DEFAULT_FORM_TYPES.map((type) =>
      FormTypeEntity.build(PutItemCommand)
        .item({ tenant, ...type })
        .send(),
    ),
  );
}

/** The tenant's form types in id order; a tenant made before forms existed gets the defaults seeded on first read. */
export async function listFormTypes(tenant: string): Promise<FormTypeRecord[]> {
  const { Items = [] } = await table
    .build(QueryCommand)
    .entities(FormTypeEntity)
    .query({ partition: formKeys.formTypes(tenant) })
    .send();
  if (Items.length > 0) return Items;
  await seedFormTypes(tenant);
  return DEFAULT_FORM_TYPES.map((type) => ({ tenant, ...type }));
}

// ---- forms ----

export interface FormInput {
  form_id?: string;
  form_name: string;
  form_description: string;
  form_data: string;
  work_procedure: string;
  form_type_id: number;
}

export async function findForm(tenant: string, companyId: number, formId: string): Promise<Form | undefined> {
  const { Item } = await FormEntity.build(GetItemCommand)
    .key({ tenant, company_id: companyId, form_id: formId })
    .options({ consistent: true })
    .send();
  return Item;
}

/** The company's form, or the 404 'Form not found' answer (a form of another company is not found: its key holds the company). */
export async function getFormOrNotFound(tenant: string, companyId: number, formId: string): Promise<Form> {
  const form = await findForm(tenant, companyId, formId);
  if (!form) throw notFound(FormMessages.formNotFound);
  return form;
}

/**
 * Writes a form of the company and returns it as stored: without form_id a new one, with it the
 * replacement of that form of this company (404 if it is not there: another company's id never matches).
 */
export async function putForm(tenant: string, companyId: number, input: FormInput): Promise<Form> {
  if (tooLarge(input.form_data, input.form_name, input.form_description, input.work_procedure))
    throw badRequest(FormMessages.formTooLarge);
  const formId = input.form_id ?? randomUUID();
  const before = input.form_id ? await getFormOrNotFound(tenant, companyId, input.form_id) : undefined;
  const record = {
    tenant,
    company_id: companyId,
    form_id: formId,
    form_name: input.form_name,
    form_description: input.form_description,
    form_data: input.form_data,
    work_procedure: input.work_procedure,
    form_type_id: input.form_type_id,
    gsi1pk: formKeys.formList(tenant, companyId),
    gsi1sk: formKeys.formListEntry(input.form_type_id, input.form_name, formId),
    ...(before ? { created: before.created } : {}),
  };
  try {
    await FormEntity.build(PutItemCommand)
      .item(record)
      .options({ condition: { attr: 'form_id', exists: Boolean(before) } })
      .send();
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException')
      throw before ? notFound(FormMessages.formNotFound) : conflict(Messages.recordChanged);
    throw error;
  }
  return (await findForm(tenant, companyId, formId))!;
}

const formListQuery = (tenant: string, companyId: number, formTypeId?: number) => ({
  index: 'gsi1' as const,
  partition: formKeys.formList(tenant, companyId),
  ...(formTypeId === undefined ? {} : { range: { beginsWith: formKeys.formListType(formTypeId) } }),
});

/** How many forms the company has (of one type when given), counted by the index without reading them. */
export async function countForms(tenant: string, companyId: number, formTypeId?: number): Promise<number> {
  let total = 0;
  const query = table
    .build(QueryCommand)
    .entities(FormEntity)
    .query(formListQuery(tenant, companyId, formTypeId))
    .options({ select: 'COUNT' });
  for await (const page of query.paginate()) total += page.Count ?? 0;
  return total;
}

/** One page of the company's forms (of one type when given), in type then name order. */
export async function listForms(
  tenant: string,
  companyId: number,
  page: { pageSize: number; pageIndex: number },
  formTypeId?: number,
): Promise<Form[]> {
  const wanted = page.pageSize * page.pageIndex;
  const forms: Form[] = [];
  const query = table
    .build(QueryCommand)
    .entities(FormEntity)
    .query(formListQuery(tenant, companyId, formTypeId))
    .options({ limit: wanted });
  for await (const result of query.paginate()) {
    forms.push(...(result.Items ?? []));
    if (forms.length >= wanted) break;
  }
  return forms.slice(page.pageSize * (page.pageIndex - 1), wanted);
}

/** Every form of the company of one type (the asset forms' choice list). */
export async function listAllForms(tenant: string, companyId: number, formTypeId: number): Promise<Form[]> {
  const forms: Form[] = [];
  const query = table
    .build(QueryCommand)
    .entities(FormEntity)
    .query(formListQuery(tenant, companyId, formTypeId));
  for await (const result of query.paginate()) forms.push(...(result.Items ?? []));
  return forms;
}

// ---- submitted forms ----

const MAX_TIME = 9_999_999_999_999;
/** Sorts newest first: inverted milliseconds, then a random tail against ties. */
const submissionKey = (at: Date, submissionId: string) =>
  `${String(MAX_TIME - at.getTime()).padStart(13, '0')}#${submissionId}`;

export interface Submission {
  form: Form;
  site: { site_id: number; timezone: string };
  user: { uuid: string; firstname: string; lastname: string };
  /** Form.io's submission data. */
  data: Record<string, unknown>;
  asset_id?: number | null;
}

/** Stores a submitted form: the form as it was then and the answers, `{ form, data }` as text, in the site's timezone. */
export async function insertSubmission(
  tenant: string,
  submission: Submission,
  at = new Date(),
): Promise<SubmittedFormRecord> {
  const { form, site, user, data, asset_id } = submission;
  const submissionId = randomUUID();
  const record: SubmittedFormRecord = {
    tenant,
    site_id: site.site_id,
    entry_key: submissionKey(at, submissionId),
    submission_id: submissionId,
    form_id: form.form_id,
    ...(asset_id ? { asset_id } : {}),
    created_at: at.toISOString(),
    timezone: site.timezone,
    requested_by: `${user.firstname} ${user.lastname}`.trim(),
    requested_by_uuid: user.uuid,
    asset_form_name: form.form_name,
    asset_form_description: form.form_description,
    asset_form_data: JSON.stringify({ form: JSON.parse(form.form_data) as unknown, data }),
  };
  if (tooLarge(record.asset_form_data, record.asset_form_name, record.asset_form_description))
    throw badRequest(FormMessages.submissionTooLarge);
  await SubmittedFormEntity.build(PutItemCommand).item(record).send();
  return record;
}

async function countSiteSubmissions(tenant: string, siteId: number): Promise<number> {
  let total = 0;
  const query = table
    .build(QueryCommand)
    .entities(SubmittedFormEntity)
    .query({ partition: formKeys.submitted(tenant, siteId) })
    .options({ select: 'COUNT' });
  for await (const page of query.paginate()) total += page.Count ?? 0;
  return total;
}

/** How many forms were submitted at these sites, counted by key without reading them. */
export async function countSubmissions(tenant: string, siteIds: number[]): Promise<number> {
  const counts = await Promise.all(siteIds.map((siteId) => countSiteSubmissions(tenant, siteId)));
  return counts.reduce((sum, n) => sum + n, 0);
}

/** The newest `limit` submissions of one site, in key order. */
async function readSiteSubmissions(
  tenant: string,
  siteId: number,
  limit: number,
): Promise<SubmittedFormRecord[]> {
  const records: SubmittedFormRecord[] = [];
  const query = table
    .build(QueryCommand)
    .entities(SubmittedFormEntity)
    .query({ partition: formKeys.submitted(tenant, siteId) })
    .options({ limit });
  for await (const result of query.paginate()) {
    records.push(...(result.Items ?? []));
    if (records.length >= limit) break;
  }
  return records.slice(0, limit);
}

/**
 * One page of the submitted forms of these sites (one site, or the sites behind an all-sites
 * entry), newest first: each site's newest up to the page's end, merged by key (the key starts
 * with the inverted time, so key order is time order across sites too).
 */
export async function listSubmissions(
  tenant: string,
  siteIds: number[],
  page: { pageSize: number; pageIndex: number },
): Promise<SubmittedFormRecord[]> {
  const wanted = page.pageSize * page.pageIndex;
  const perSite = await Promise.all(siteIds.map((siteId) => readSiteSubmissions(tenant, siteId, wanted)));
  const merged = perSite
    .flat()
    .sort((a, b) => (a.entry_key < b.entry_key ? -1 : a.entry_key > b.entry_key ? 1 : 0));
  return merged.slice(page.pageSize * (page.pageIndex - 1), wanted);
}
