/** Sample calls of the inspection list, options, upload, history and photos for the route-wide tests (test-support/samples.ts). PLACEHOLDER: filled by its slice. */
import type { DomainSamples } from '../test-support/samples.js';

export const inspectionListSamples: DomainSamples = { contract: {}, isolation: {} };
