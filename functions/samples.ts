/** The domains' own sample calls for the route-wide tests (see test-support/samples.ts). One line per domain. */
import { assetLabelSamples } from './assets/samples-labels.js';
import { assetListSamples } from './assets/samples-list.js';
import { assetRecordSamples } from './assets/samples-records.js';
import { deviceSamples } from './devices/samples.js';
import type { DomainSamples } from './test-support/samples.js';

export const DOMAIN_SAMPLES: DomainSamples[] = [assetRecordSamples, assetListSamples, assetLabelSamples, deviceSamples];
