/** What a submitted form's View shows: `asset_form_data` is `{ form, data }` as text. */
import { parseFormData, type FormioForm } from '@shared/forms/rules';
import type { SubmittedForm } from '@shared/forms/schemas';

export interface SubmittedContent {
  form: FormioForm | null;
  data: Record<string, unknown>;
}

/** The form and the answers of a submission; an unreadable one shows no form. */
export function submittedContent(row: SubmittedForm): SubmittedContent {
  try {
    const parsed = JSON.parse(row.asset_form_data) as { form?: unknown; data?: unknown };
    const form = parsed.form === undefined ? null : parseFormData(JSON.stringify(parsed.form));
    const data =
      parsed.data && typeof parsed.data === 'object' ? (parsed.data as Record<string, unknown>) : {};
    return { form, data };
  } catch {
    return { form: null, data: {} };
  }
}
