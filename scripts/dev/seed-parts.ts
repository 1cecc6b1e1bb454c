/**
 * The demo parts catalogue (issue 25 item 7): filters, oils, tyres, hoses and belts of each demo
 * company, stocked at its maintenance sites with a minimum and a bin. Their quantities come from
 * their history, written through the movement operation by seed-history.ts once the work orders
 * exist: an opening receipt 90 days ago, a restock, an adjust and the parts used on the seeded
 * work orders' tasks, leaving each site with `received`; a few at or below their minimum show
 * under "Low stock" (low from the start: no crossing, so no notice is raised for them).
 * Re-seeding keeps what is there (a part number the company holds is skipped).
 */
import { SiteStatus } from '#shared/codes.js';
import { HttpError } from '#lib/errors.js';
import { createPart } from '#functions/parts/operations/catalogue.js';
import { partNumberKey } from '#shared/parts/rules.js';
import { getMany } from '#lib/batch-get.js';
import { PartNumberEntity } from '#functions/parts/store/entities.js';
import { SEED_TENANTS, type SeedTenant } from './seed-data.js';

export interface SeedPart {
  number: string;
  name: string;
  category: string;
  unit: string;
  cost: number;
  minimum: number;
  /** What each stocking site holds today (in order), after its history; at or below the minimum shows as low. */
  received: number[];
}

export const CATALOGUE: SeedPart[] = [
  {
    number: 'FLT-OIL-320',
    name: 'Engine oil filter, CAT 320',
    category: 'Filters',
    unit: 'each',
    cost: 18.4,
    minimum: 4,
    received: [12, 3],
  },
  {
    number: 'FLT-FUEL-1R',
    name: 'Fuel filter element 1R-0750',
    category: 'Filters',
    unit: 'each',
    cost: 32.1,
    minimum: 4,
    received: [10, 8],
  },
  {
    number: 'FLT-AIR-PR',
    name: 'Primary air filter',
    category: 'Filters',
    unit: 'each',
    cost: 64.5,
    minimum: 2,
    received: [2, 5],
  },
  {
    number: 'FLT-HYD-10M',
    name: 'Hydraulic return filter 10 micron',
    category: 'Filters',
    unit: 'each',
    cost: 47.9,
    minimum: 3,
    received: [6, 6],
  },
  {
    number: 'OIL-15W40-20',
    name: 'Engine oil 15W-40, 20 l pail',
    category: 'Oils',
    unit: 'pail',
    cost: 96,
    minimum: 5,
    received: [14, 9],
  },
  {
    number: 'OIL-HYD46-205',
    name: 'Hydraulic oil ISO 46, 205 l drum',
    category: 'Oils',
    unit: 'drum',
    cost: 640,
    minimum: 1,
    received: [3, 1],
  },
  {
    number: 'GRS-EP2-400',
    name: 'EP2 grease cartridge 400 g',
    category: 'Oils',
    unit: 'each',
    cost: 6.8,
    minimum: 24,
    received: [60, 18],
  },
  {
    number: 'TYR-1400R24',
    name: 'Grader tyre 14.00R24',
    category: 'Tyres',
    unit: 'each',
    cost: 1890,
    minimum: 2,
    received: [4, 2],
  },
  {
    number: 'TYR-17.5R25',
    name: 'Loader tyre 17.5R25 L3',
    category: 'Tyres',
    unit: 'each',
    cost: 2450,
    minimum: 2,
    received: [2, 4],
  },
  {
    number: 'HOS-R2-12-1M',
    name: 'Hydraulic hose R2 3/4", 1 m assembly',
    category: 'Hoses',
    unit: 'each',
    cost: 58,
    minimum: 6,
    received: [15, 10],
  },
  {
    number: 'HOS-R13-16',
    name: 'Hydraulic hose R13 1", per metre',
    category: 'Hoses',
    unit: 'm',
    cost: 42.5,
    minimum: 10,
    received: [25, 8],
  },
  {
    number: 'HOS-RAD-UP',
    name: 'Radiator hose, upper',
    category: 'Hoses',
    unit: 'each',
    cost: 36,
    minimum: 2,
    received: [5, 3],
  },
  {
    number: 'BLT-FAN-8PK',
    name: 'Fan belt 8PK1880',
    category: 'Belts',
    unit: 'each',
    cost: 41.2,
    minimum: 3,
    received: [7, 2],
  },
  {
    number: 'BLT-ALT-V13',
    name: 'Alternator V-belt 13x1025',
    category: 'Belts',
    unit: 'each',
    cost: 17.9,
    minimum: 4,
    received: [9, 9],
  },
];

/** The sites a company's parts are stocked at: its first two sites that show maintenance. */
export const stockSitesOf = (spec: SeedTenant, companyId: number) =>
  spec.sites.filter((s) => s.company === companyId && s.status !== SiteStatus.AllSites && s.pm).slice(0, 2);

/** The seeded parts of a company by part number (one BatchGet of their number reservations). */
export async function seededPartIds(tenant: string, companyId: number): Promise<Map<string, string>> {
  const found = await getMany(
    PartNumberEntity,
    CATALOGUE.map((p) => ({ tenant, company_id: companyId, number_key: partNumberKey(p.number) })),
  );
  const byKey = new Map(found.map((f) => [f.number_key, f.part_id]));
  return new Map(
    CATALOGUE.flatMap((p) => {
      const id = byKey.get(partNumberKey(p.number));
      return id ? [[p.number, id] as const] : [];
    }),
  );
}

/**
 * The catalogue with its stock settings (no quantities yet: the opening receipts and the 90 days
 * of movements are written by seed-history.ts once the work orders exist). Deterministic: the same
 * tenant always gets the same catalogue.
 */
export async function seedParts(spec: SeedTenant, by: string): Promise<void> {
  // Only the demo tenants: test tenants made with seed() hold exactly the parts their tests make.
  if (!SEED_TENANTS.some((t) => t.code === spec.code)) return;
  for (const company of spec.companies) {
    const sites = stockSitesOf(spec, company.id);
    if (!sites.length) continue;
    await Promise.all(
      CATALOGUE.map(async (p, n) => {
        try {
          await createPart(
            spec.code,
            company.id,
            {
              part_number: p.number,
              name: p.name,
              description: '',
              category: p.category,
              unit: p.unit,
              unit_cost: p.cost,
              preferred_dealer_id: null,
              stock: sites.map((s, i) => ({
                site_id: s.id,
                minimum_quantity: p.minimum,
                bin_location: `${String.fromCharCode(65 + (n % 6))}${i + 1}-${String(n + 1).padStart(2, '0')}`,
              })),
            },
            by,
          );
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 409) return; // seeded before
          throw error;
        }
      }),
    );
  }
}
