/**
 * The submitted inspections' data (spec 7: page size and index; reads data.list, data.listsize)
 * and what a row's View shows: `asset_form_data` is `{ form, data }` as text.
 */
import { FormsApi } from '@shared/forms/api';
import { parseFormData, type FormioForm } from '@shared/forms/rules';
import type { SubmittedForm } from '@shared/forms/schemas';
import { callApi } from '../../app/api/client';
import type { ListPage, ListRequest } from '../../components/list-kit';

export async function loadSubmittedPage(request: ListRequest): Promise<ListPage<SubmittedForm>> {
  const { data } = await callApi(FormsApi.getSubmittedForms, {
    query: { pageindex: request.pageIndex, pagesize: request.pageSize },
  });
  return { items: data.list, totalCount: data.listsize };
}

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
