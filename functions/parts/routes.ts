/** Parts and stock (issue 25): the company's catalogue, its stock per site and the stock movements. */
import { PartsApi } from '#shared/parts/api.js';
import { PartsDashboardApi } from '#shared/parts/dashboard.js';
import { PartsPmLibraryApi } from '#shared/parts/pm-library-parts.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const partsDomain = {
  folder: 'parts',
  permissions: { table: 'readWrite' },
  routes: [...serveApi(PartsApi), ...serveApi(PartsPmLibraryApi), ...serveApi(PartsDashboardApi)],
} satisfies DomainDef;
