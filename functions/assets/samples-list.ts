/** Sample calls of the list, options, hierarchy and cluster routes for the route-wide tests (test-support/samples.ts). */
import type { DomainSamples } from '../test-support/samples.js';

export const assetListSamples: DomainSamples = { contract: {}, isolation: {} };
