/** The demo devices: a dozen handhelds and tablets per company, synced at its sites at various times, written through the store. */
import { SiteStatus } from '#shared/codes.js';
import { syncDeviceRecord } from '#functions/devices/store.js';
import { SEED_TENANTS, type SeedTenant } from './seed-data.js';

const MODELS = [
  { type: 'Handheld', brand: 'Zebra', model: 'TC52', os: ['Android 10', 'Android 11'] },
  { type: 'Tablet', brand: 'Samsung', model: 'Galaxy Tab Active3', os: ['Android 12', 'Android 13'] },
  { type: 'Tablet', brand: 'Apple', model: 'iPad 9th gen', os: ['iOS 16.7', 'iOS 17.4'] },
  { type: 'Handheld', brand: 'Honeywell', model: 'CT40', os: ['Android 9', 'Android 11'] },
];
const PER_COMPANY = 12;
const HOUR = 3_600_000;

/** Deterministic: the same tenant always gets the same devices (re-seeding updates them in place). */
export async function seedDevices(spec: SeedTenant): Promise<void> {
  // Only the demo tenants: test tenants made with seed() count their own devices exactly.
  if (!SEED_TENANTS.some((t) => t.code === spec.code)) return;
  const now = Date.now();
  for (const company of spec.companies) {
    const sites = spec.sites.filter((s) => s.company === company.id && s.status !== SiteStatus.AllSites);
    if (sites.length === 0) continue;
    const prefix = company.name
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 3)
      .toUpperCase();
    for (let i = 0; i < PER_COMPANY; i++) {
      const kind = MODELS[i % MODELS.length];
      const site = sites[(i * 7 + company.id) % sites.length];
      const code = `${prefix}-${kind.brand.slice(0, 2).toUpperCase()}${String(1001 + i)}`;
      await syncDeviceRecord(spec.code, {
        device_code: code,
        device_name: `${site.name} ${kind.type} ${(i % 3) + 1}`,
        device_type: kind.type,
        brand: kind.brand,
        model: kind.model,
        os: kind.os[i % kind.os.length],
        company_id: company.id,
        // Spread over the last ten days, at uneven hours.
        last_sync_time: new Date(now - ((i * 37 + company.id * 11) % 240) * HOUR - i * 613_000).toISOString(),
        last_sync_site_id: site.id,
      });
    }
  }
}
