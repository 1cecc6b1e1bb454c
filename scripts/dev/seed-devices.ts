/** The demo devices. PLACEHOLDER SEAM: the devices work fills it. */
import type { SeedTenant } from './seed-data.js';

export async function seedDevices(_spec: SeedTenant): Promise<void> {}
