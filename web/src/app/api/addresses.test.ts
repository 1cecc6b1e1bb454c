/** The addresses the web app calls before the contracts load are the contracts' own. */
import { expect, test } from 'vitest';
import { TenancyApi } from '../../../../shared/tenancy/api.js';
import { USER_POOL_DETAILS } from './addresses.js';

test('GetUserPoolDetails is called at its contract address', () => {
  const { method, path } = TenancyApi.getUserPoolDetails;
  expect(USER_POOL_DETAILS).toEqual({ method, path });
});
