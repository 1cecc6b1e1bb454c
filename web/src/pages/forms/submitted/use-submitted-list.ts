/** The submitted inspections' data (spec 7: page size and index; reads data.list, data.listsize). */
import { FormsApi } from '@shared/forms/api';
import type { SubmittedForm } from '@shared/forms/schemas';
import { callApi } from '../../../app/api/client';
import type { ListPage, ListRequest } from '../../../components/list-kit';

export async function loadSubmittedPage(request: ListRequest): Promise<ListPage<SubmittedForm>> {
  const { data } = await callApi(FormsApi.getSubmittedForms, {
    query: { pageindex: request.pageIndex, pagesize: request.pageSize },
  });
  return { items: data.list, totalCount: data.listsize };
}
