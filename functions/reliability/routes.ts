/** Reliability (issue 25 items 5, 6): the company's failure-code catalogue. */
import { ReliabilityApi } from '#shared/reliability/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const reliabilityDomain = {
  folder: 'reliability',
  permissions: { table: 'readWrite' },
  routes: serveApi(ReliabilityApi),
} satisfies DomainDef;
