/** Inspection forms: the builder's forms, their types, the checklist an operator answers, submitted work procedures. */
import { FormsApi } from '#shared/forms/api.js';
import { serveApi, type DomainDef } from '#lib/routing.js';

export const formsDomain = {
  folder: 'forms',
  permissions: { table: 'readWrite' },
  routes: serveApi(FormsApi),
} satisfies DomainDef;
