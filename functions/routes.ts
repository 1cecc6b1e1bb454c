/**
 * The one table of domains and their routes, read by the local twin's router, the CDK Api stack
 * and the route-wide tests. Each domain declares its own in `<domain>/routes.ts`; adding a
 * domain is one line here.
 */
import { assetsDomain } from '#functions/assets/routes.js';
import { attachmentsDomain } from '#functions/attachments/routes.js';
import { dealersDomain } from '#functions/dealers/routes.js';
import { devicesDomain } from '#functions/devices/routes.js';
import { formsDomain } from '#functions/forms/routes.js';
import { integrationsDomain } from '#functions/integrations/routes.js';
import { inspectionsDomain } from '#functions/inspections/routes.js';
import { issuesDomain } from '#functions/issues/routes.js';
import { apiLambdas, type DomainDef } from '#lib/routing.js';
import { partsDomain } from '#functions/parts/routes.js';
import { platformDomain } from '#functions/platform/routes.js';
import { reliabilityDomain } from '#functions/reliability/routes.js';
import { pmLibraryDomain } from '#functions/pm-library/routes.js';
import { notificationsDomain } from '#functions/notifications/routes.js';
import { pmDomain } from '#functions/pm/routes.js';
import { pmNotificationsDomain } from '#functions/pm-notifications/routes.js';
import { requestsDomain } from '#functions/requests/routes.js';
import { reportsDomain } from '#functions/reports/routes.js';
import { sessionDomain } from '#functions/session/routes.js';
import { tasksDomain } from '#functions/tasks/routes.js';
import { tenancyDomain } from '#functions/tenancy/routes.js';
import { usersDomain } from '#functions/users/routes.js';
import { webhooksDomain } from '#functions/webhooks/routes.js';
import { workordersDomain } from '#functions/workorders/routes.js';

export {
  API_PREFIX,
  isPublicApiRoute,
  lambdaNameOf,
  routeKey,
  type DomainDef,
  type HttpMethod,
  type Permissions,
  type RouteDef,
} from '#lib/routing.js';

export const domains = {
  tenancy: tenancyDomain,
  session: sessionDomain,
  notifications: notificationsDomain,
  users: usersDomain,
  forms: formsDomain,
  assets: assetsDomain,
  devices: devicesDomain,
  inspections: inspectionsDomain,
  issues: issuesDomain,
  tasks: tasksDomain,
  pmNotifications: pmNotificationsDomain,
  requests: requestsDomain,
  workorders: workordersDomain,
  dealers: dealersDomain,
  attachments: attachmentsDomain,
  pm: pmDomain,
  pmLibrary: pmLibraryDomain,
  reports: reportsDomain,
  parts: partsDomain,
  reliability: reliabilityDomain,
  integrations: integrationsDomain,
  webhooks: webhooksDomain,
  platform: platformDomain,
} satisfies Record<string, DomainDef>;

export type DomainName = keyof typeof domains;

/** Every API Lambda: each domain's own and the extra ones its routes name. */
export const API_LAMBDAS = apiLambdas(domains);
