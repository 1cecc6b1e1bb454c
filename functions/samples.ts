/** The domains' own sample calls for the route-wide tests (see test-support/samples.ts). One line per domain. */
import { assetLabelSamples } from '#functions/assets/samples-labels.js';
import { assetListSamples } from '#functions/assets/samples-list.js';
import { assetRecordSamples } from '#functions/assets/samples-records.js';
import { attachmentSamples } from '#functions/attachments/samples.js';
import { dealerSamples } from '#functions/dealers/samples.js';
import { deviceSamples } from '#functions/devices/samples.js';
import { integrationSamples } from '#functions/integrations/samples.js';
import { inspectionListSamples } from '#functions/inspections/samples-list.js';
import { inspectionOperatorSamples } from '#functions/inspections/samples-operator.js';
import { issueSamples } from '#functions/issues/samples.js';
import { pmSamples } from '#functions/pm/samples.js';
import { partSamples } from '#functions/parts/samples.js';
import { pmLibrarySamples } from '#functions/pm-library/samples.js';
import { pmNotificationSamples } from '#functions/pm-notifications/samples.js';
import { reliabilitySamples } from '#functions/reliability/samples.js';
import { requestSamples } from '#functions/requests/samples.js';
import { reportSamples } from '#functions/reports/samples.js';
import { taskSamples } from '#functions/tasks/samples.js';
import { workOrderSamples } from '#functions/workorders/samples.js';
import { webhookSamples } from '#functions/webhooks/samples.js';
import { platformSamples } from '#functions/platform/samples.js';
import { tenancySamples } from '#functions/tenancy/samples.js';
import type { DomainSamples } from '#functions/test-support/samples.js';

export const DOMAIN_SAMPLES: DomainSamples[] = [
  assetRecordSamples,
  assetListSamples,
  assetLabelSamples,
  deviceSamples,
  inspectionOperatorSamples,
  inspectionListSamples,
  issueSamples,
  taskSamples,
  dealerSamples,
  attachmentSamples,
  tenancySamples,
  requestSamples,
  workOrderSamples,
  pmNotificationSamples,
  pmSamples,
  pmLibrarySamples,
  reportSamples,
  partSamples,
  reliabilitySamples,
  integrationSamples,
  webhookSamples,
  platformSamples,
];
