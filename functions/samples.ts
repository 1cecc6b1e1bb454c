/** The domains' own sample calls for the route-wide tests (see test-support/samples.ts). One line per domain. */
import { assetLabelSamples } from './assets/samples-labels.js';
import { assetListSamples } from './assets/samples-list.js';
import { assetRecordSamples } from './assets/samples-records.js';
import { attachmentSamples } from './attachments/samples.js';
import { dealerSamples } from './dealers/samples.js';
import { deviceSamples } from './devices/samples.js';
import { inspectionListSamples } from './inspections/samples-list.js';
import { inspectionOperatorSamples } from './inspections/samples-operator.js';
import { issueSamples } from './issues/samples.js';
import { pmSamples } from './pm/samples.js';
import { pmLibrarySamples } from './pm-library/samples.js';
import { pmNotificationSamples } from './pm-notifications/samples.js';
import { requestSamples } from './requests/samples.js';
import { reportSamples } from './reports/samples.js';
import { taskSamples } from './tasks/samples.js';
import { workOrderSamples } from './workorders/samples.js';
import { tenancySamples } from './tenancy/samples.js';
import type { DomainSamples } from './test-support/samples.js';

export const DOMAIN_SAMPLES: DomainSamples[] = [assetRecordSamples, assetListSamples, assetLabelSamples, deviceSamples, inspectionOperatorSamples, inspectionListSamples, issueSamples, taskSamples, dealerSamples, attachmentSamples, tenancySamples, requestSamples, workOrderSamples, pmNotificationSamples, pmSamples, pmLibrarySamples, reportSamples];
