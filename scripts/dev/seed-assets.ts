/** The demo assets. PLACEHOLDER SEAM: the assets work fills it. Runs after the forms are seeded (assets point at their checklist). */
import type { SeedTenant } from './seed-data.js';

export async function seedAssets(_spec: SeedTenant, _uuids: Map<string, string>): Promise<void> {}
