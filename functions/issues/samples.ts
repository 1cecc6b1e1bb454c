/** Sample calls of the issues routes for the route-wide tests (test-support/samples.ts). PLACEHOLDER: filled by its slice. */
import type { DomainSamples } from '../test-support/samples.js';

export const issueSamples: DomainSamples = { contract: {}, isolation: {} };
