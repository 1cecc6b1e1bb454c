/** Service dealers: a company's dealers (list with search, add, get), picked by PMs and work orders. */
import { DealersApi } from '#shared/dealers/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const dealersDomain = {
  folder: 'dealers',
  permissions: { table: 'readWrite' },
  routes: serveApi(DealersApi),
} satisfies DomainDef;
