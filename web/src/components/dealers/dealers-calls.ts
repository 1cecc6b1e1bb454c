/** The service dealer calls of the picker (spec maintenance 7 'Service dealers: pageIndex, searchString (page 10); reads data.list'). */
import { DealersApi } from '@shared/dealers/api';
import type { DealerBody, DealerRow } from '@shared/dealers/schemas';
import { DEALER_PAGE_SIZE } from '@shared/dealers/rules';
import { callApi } from '../../app/api/client';

export const dealersKeys = {
  all: ['service-dealers'] as const,
  page: (pageIndex: number, search: string) => ['service-dealers', 'page', pageIndex, search] as const,
};

/** A page of 10; spec 8: a failed load is an empty list without a message. */
export async function loadDealersPage(
  pageIndex: number,
  search: string,
): Promise<{ items: DealerRow[]; total: number }> {
  try {
    const { data } = await callApi(
      DealersApi.getServiceDealers,
      { query: { pageIndex, pageSize: DEALER_PAGE_SIZE, searchString: search } },
      { quiet: true },
    );
    return { items: data.list, total: data.listsize };
  } catch {
    return { items: [], total: 0 };
  }
}

export const addDealer = async (body: DealerBody): Promise<DealerRow> =>
  (await callApi(DealersApi.addServiceDealer, { body })).data;
