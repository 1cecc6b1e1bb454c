/** Parts and stock (issue 25): the company's catalogue, its stock per site, the stock movements and the spreadsheet import. */
import { PartsApi } from '#shared/parts/api.js';
import { PartsDashboardApi } from '#shared/parts/dashboard.js';
import { PartsPmLibraryApi } from '#shared/parts/pm-library-parts.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const partsDomain = {
  folder: 'parts',
  permissions: {
    table: 'readWrite',
    buckets: [
      // The import job's rows and report (presigned PUT, the start's check; the twin runs the job here too).
      { bucket: 'files', prefix: 'part-imports/', access: 'readWrite' },
      // Parts' photos: the presigned PUT and GET, the save's HEAD check.
      { bucket: 'files', prefix: 'part-photos/', access: 'readWrite' },
    ],
    // The import's start invokes its runner at once (lib/jobs/start-runner.ts).
    startsJobs: ['partImportRunner'],
  },
  routes: [...serveApi(PartsApi), ...serveApi(PartsPmLibraryApi), ...serveApi(PartsDashboardApi)],
} satisfies DomainDef;
