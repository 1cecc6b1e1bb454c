/** Sample calls of the devices routes for the route-wide tests (test-support/samples.ts). */
import type { DomainSamples } from '../test-support/samples.js';

export const deviceSamples: DomainSamples = { contract: {}, isolation: {} };
