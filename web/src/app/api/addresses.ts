/**
 * Addresses of the calls made before any contract is loaded, typed by their contracts.
 *
 * callApi reads only an endpoint's method and path at run time. The contracts
 * (shared/<domain>/api.ts) also carry the zod schemas of the endpoint, and importing one brings
 * zod and those schemas (about 100 kB, 30 kB gzip) into the bundle of whatever imports it. The pool
 * details are read at boot, before the first screen of every route (the login included), so that
 * call names its contract's address here instead; addresses.test.ts keeps each address equal to
 * its contract's. Every other call passes its contract itself (the session calls load theirs on
 * first use: see session-api.ts).
 */
import type { TenancyApi } from '@shared/tenancy/api';
import type { EndpointAddress } from './client';

/** GET company/GetUserPoolDetails (TenancyApi.getUserPoolDetails): public, read at boot. */
export const USER_POOL_DETAILS: EndpointAddress<typeof TenancyApi.getUserPoolDetails> = {
  method: 'GET',
  path: 'company/GetUserPoolDetails',
};
