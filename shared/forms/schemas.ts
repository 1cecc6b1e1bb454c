/**
 * The inspection forms' contract (spec maintenance 3 'Form', 'Form type', 'Submitted inspection';
 * 7 'Forms and others'): zod request and response schemas. `form_data` is Form.io's form JSON
 * (`{ display, components: [...] }`) as text, so a mobile client renders it with the same library.
 */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { Messages } from '../messages.js';
import { FormMessages } from './messages.js';

const pageNumber = (fallback: number, max: number) =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? fallback : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: Messages.invalidRequest })
      .int({ error: Messages.invalidRequest })
      .min(1, { error: Messages.invalidRequest })
      .max(max, { error: Messages.invalidRequest }),
  );

const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: Messages.invalidRequest });

/** POST add/update form: without form_id it creates. form_data is the builder's JSON as text. */
export const formBody = lazySchema(() =>
  z.object({
    form_id: z.string().trim().max(64).nullish(),
    form_name: requiredText(FormMessages.nameRequired, 200),
    form_description: z.string().trim().max(2000).nullish(),
    form_data: z.string({ error: FormMessages.formEmpty }).max(400_000, { error: Messages.invalidRequest }),
    work_procedure: requiredText(FormMessages.workProcedureRequired, 2000),
    form_type_id: z.coerce
      .number({ error: FormMessages.formTypeRequired })
      .int({ error: FormMessages.formTypeRequired })
      .positive({ error: FormMessages.formTypeRequired }),
  }),
);
export type FormBody = z.infer<typeof formBody>;

export const formListQuery = lazySchema(() =>
  z.object({ pageindex: pageNumber(1, 100_000), pagesize: pageNumber(20, 100) }),
);
export const formTypeParams = lazySchema(() =>
  z.object({
    pageindex: pageNumber(1, 100_000),
    pagesize: pageNumber(40, 100),
    /** '' or '-' for no search (a path segment cannot be empty). */
    search: z
      .string()
      .max(100)
      .transform((s) => (s === '-' ? '' : s.trim())),
  }),
);
export const formIdParams = lazySchema(() =>
  z.object({
    formId: z.string().trim().min(1, { error: FormMessages.formNotFound }).max(64),
  }),
);
export const companyFormsParams = lazySchema(() =>
  z.object({
    companyId: z.coerce
      .number({ error: Messages.companyIdRequired })
      .int()
      .positive({ error: Messages.companyIdRequired }),
  }),
);

/** POST a submitted work-procedure form (the operator API): the Form.io submission data. */
export const submissionBody = lazySchema(() =>
  z.object({
    form_id: formIdParams.shape.formId,
    asset_id: z.coerce.number().int().positive().nullish(),
    /** Form.io's submission `data` object. */
    data: z.record(z.string(), z.unknown()),
  }),
);
export const submittedListQuery = lazySchema(() => formListQuery);

// ---- responses ----

export const formType = lazySchema(() => z.object({ form_type_id: z.number(), form_type_name: z.string() }));
export type FormType = z.infer<typeof formType>;

export const formRow = lazySchema(() =>
  z.object({
    form_id: z.string(),
    form_name: z.string(),
    form_description: z.string(),
    form_data: z.string(),
    work_procedure: z.string(),
    form_type_id: z.number(),
    form_type_name: z.string(),
    company_id: z.number(),
  }),
);
export type FormRow = z.infer<typeof formRow>;

/** One inspection attribute an operator answers (spec core 3 'attribute_values'). */
export const checklistAttribute = lazySchema(() =>
  z.object({
    /** The Form.io component key. */
    id: z.string(),
    name: z.string(),
    /** 1 Ok / Not ok, 3 Left / Center / Right, 4 fuel level, 5 tank level (see rules.ts). */
    values_type: z.number(),
    values: z.array(z.string()),
  }),
);
export type ChecklistAttribute = z.infer<typeof checklistAttribute>;

export const checklist = lazySchema(() =>
  z.object({
    form_id: z.string(),
    form_name: z.string(),
    attributes: z.array(checklistAttribute),
  }),
);

export const submittedForm = lazySchema(() =>
  z.object({
    submission_id: z.string(),
    created_at: z.string(),
    timezone: z.string(),
    requested_by: z.string(),
    asset_form_name: z.string(),
    asset_form_description: z.string(),
    /** The form JSON and the submitted data, as text: `{ form, data }`. */
    asset_form_data: z.string(),
  }),
);
export type SubmittedForm = z.infer<typeof submittedForm>;
