/**
 * Ninety days of inspections across a tenant's demo assets, the issues they opened and comments.
 * PLACEHOLDER: the seed slice builds it.
 */
import type { SeedTenant } from './seed-data.js';

export async function seedInspections(spec: SeedTenant, uuids: Map<string, string>): Promise<void> {
  void spec;
  void uuids;
}
