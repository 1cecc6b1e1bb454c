/**
 * The Service dealer endpoints (spec maintenance 7 'Service dealers'). The spec names the list's
 * fields, not the paths; these follow the project's other paths (`Task/GetTasks`).
 */
import { lazySchema } from '../common/lazy-schema.js';
import { endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import { DEALER_ROLES } from './rules.js';
import { dealerBody, dealerIdParams, dealerListQuery, dealerRow } from './schemas.js';

export const DealersApi = {
  getServiceDealers: endpoint({
    method: 'GET',
    path: 'ServiceDealer/GetServiceDealers',
    summary:
      "A page (10) of the active site's company's service dealers by name, searched over name and e-mail",
    auth: 'session',
    roles: DEALER_ROLES,
    query: dealerListQuery,
    response: lazySchema(() => listEnvelope(dealerRow)),
  }),
  addServiceDealer: endpoint({
    method: 'POST',
    path: 'ServiceDealer/AddServiceDealer',
    summary: "Adds a service dealer (name, e-mail) to the active site's company",
    auth: 'session',
    roles: DEALER_ROLES,
    body: dealerBody,
    response: lazySchema(() => envelope(dealerRow)),
  }),
  getServiceDealer: endpoint({
    method: 'GET',
    path: 'ServiceDealer/GetServiceDealer/{service_dealer_id}',
    summary: "One service dealer of the active site's company",
    auth: 'session',
    roles: DEALER_ROLES,
    params: dealerIdParams,
    response: lazySchema(() => envelope(dealerRow)),
  }),
};
