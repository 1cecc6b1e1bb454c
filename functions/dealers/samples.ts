/** Sample calls of the service dealer routes for the route-wide tests, as the demo manager at Reno Yard (site 2, shows maintenance). */
import { asManager, type DomainSamples } from '#functions/test-support/samples.js';
import { createDealer } from './store.js';

const dealer = { name: 'Contract Hydraulics', email: 'service@contract-hydraulics.test' };

export const dealerSamples: DomainSamples = {
  /** A dealer of the demo's company 1 to read back. */
  prepare: async (f) => {
    f.extra.dealerId = (await createDealer('demo', 1, dealer, f.manager.uuid)).service_dealer_id;
  },
  contract: {
    'GET ServiceDealer/GetServiceDealers': [
      (f) => asManager(f, { query: { pageIndex: '1', searchString: '' } }),
      (f) => asManager(f, { query: { pageIndex: '1', searchString: 'hydraulics' } }),
    ],
    'POST ServiceDealer/AddServiceDealer': [
      (f) => asManager(f, { body: { name: 'Contract Tyres', email: 'tyres@contract.test' } }),
    ],
    'GET ServiceDealer/GetServiceDealer/{service_dealer_id}': [
      (f) => asManager(f, { pathParameters: { service_dealer_id: String(f.extra.dealerId) } }),
    ],
  },
  isolation: {
    'ServiceDealer/GetServiceDealers': { query: { pageIndex: '1', searchString: '' } },
    'ServiceDealer/AddServiceDealer': { body: dealer },
    'ServiceDealer/GetServiceDealer/{service_dealer_id}': { pathParameters: { service_dealer_id: '1' } },
  },
};
