/** The inspection forms list's data (spec 7 GET all forms: page index and size; reads data.list, data.listsize). */
import { FormsApi } from '@shared/forms/api';
import type { FormRow } from '@shared/forms/schemas';
import { callApi } from '../../../app/api/client';
import type { ListPage, ListRequest } from '../../../components/list-kit';

export async function loadFormsPage(request: ListRequest): Promise<ListPage<FormRow>> {
  const { data } = await callApi(FormsApi.getForms, {
    query: { pageindex: request.pageIndex, pagesize: request.pageSize },
  });
  return { items: data.list, totalCount: data.listsize };
}
