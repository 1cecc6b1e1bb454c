/** Issues: the list and its options, create, validate an Asset #, update, comments, details, the dashboard's outstanding issues. */
import { IssuesApi } from '#shared/issues/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const issuesDomain = {
  folder: 'issues',
  timeoutSeconds: 29,
  permissions: { table: 'readWrite', buckets: [{ bucket: 'files', prefix: 'assets/', access: 'read' }] },
  routes: serveApi(IssuesApi),
} satisfies DomainDef;
