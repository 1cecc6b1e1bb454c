/**
 * Issues: the list and its options, update, comments, details, the dashboard's outstanding issues.
 * Create and validate an Asset # read inspections, which sit above issues: the inspections domain
 * serves them (inspections/routes.ts).
 */
import { IssuesApi } from '#shared/issues/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

const { createIssue: _create, validateAssetId: _validate, ...ownApi } = IssuesApi;

export const issuesDomain = {
  folder: 'issues',
  timeoutSeconds: 29,
  permissions: { table: 'readWrite', buckets: [{ bucket: 'files', prefix: 'assets/', access: 'read' }] },
  routes: serveApi(ownApi),
} satisfies DomainDef;
