/**
 * Service dealers (spec maintenance 2.2, 3, 7 'Service dealers'): the picker's page of 10 with
 * search, adding a dealer from the picker, one dealer by id. The company is the active site's;
 * the tenant is the verified token's.
 */
import { DealersApi } from '#shared/dealers/api.js';
import { DealerMessages } from '#shared/dealers/messages.js';
import { ok, okList } from '#lib/envelope.js';
import { notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { maintenanceCompanyOf } from '#functions/tenancy/index.js';
import { countDealers, createDealer, getCompanyDealer, listDealers, searchDealers } from '../store.js';
import { dealerRow } from '../views.js';

/** GET ServiceDealer/GetServiceDealers?pageIndex&searchString: the company's dealers by name, 10 a page, with listsize. */
export const getServiceDealers = route(DealersApi.getServiceDealers, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const tenant = request.tenant.company_code;
  const { pageIndex, pageSize, searchString } = request.query;
  if (searchString) {
    const found = await searchDealers(tenant, companyId, searchString);
    return okList(found.slice((pageIndex - 1) * pageSize, pageIndex * pageSize).map(dealerRow), found.length);
  }
  const [dealers, total] = await Promise.all([
    listDealers(tenant, companyId, { pageSize, pageIndex }),
    countDealers(tenant, companyId),
  ]);
  return okList(dealers.map(dealerRow), total);
});

/** POST ServiceDealer/AddServiceDealer: adds a dealer to the company. */
export const addServiceDealer = route(DealersApi.addServiceDealer, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const dealer = await createDealer(request.tenant.company_code, companyId, request.body, request.user.uuid);
  return ok(dealerRow(dealer), DealerMessages.added);
});

/** GET ServiceDealer/GetServiceDealer/{service_dealer_id}: one dealer of the company (another company's is not found). */
export const getServiceDealer = route(DealersApi.getServiceDealer, async (request) => {
  const companyId = await maintenanceCompanyOf(request);
  const dealer = await getCompanyDealer(
    request.tenant.company_code,
    companyId,
    request.params.service_dealer_id,
  );
  if (!dealer) throw notFound(DealerMessages.dealerNotFound);
  return ok(dealerRow(dealer));
});
