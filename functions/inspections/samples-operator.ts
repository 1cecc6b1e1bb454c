/** Sample calls of the operator API, details, approval and the dashboard for the route-wide tests (test-support/samples.ts). PLACEHOLDER: filled by its slice. */
import type { DomainSamples } from '../test-support/samples.js';

export const inspectionOperatorSamples: DomainSamples = { contract: {}, isolation: {} };
