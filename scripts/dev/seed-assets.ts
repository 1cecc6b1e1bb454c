/**
 * The seeded tenants' assets (issue 7, item 8): a few hundred per company of real yard and
 * construction equipment, with model years, serials, meter hours and a few readings each,
 * attachments as children of their machines, some inactive or in maintenance, SVG photos in the
 * files bucket for some, and a few activity entries. Written in batches (the importer's
 * transactions for the assets, batch writes for readings and activity) so seeding stays fast.
 * Test tenants seeded by the test files get none: their counts stay their own.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchPutRequest } from 'dynamodb-toolbox/entity/actions/batchPut';
import { BatchWriteCommand, execute as executeBatchWrite } from 'dynamodb-toolbox/table/actions/batchWrite';
import { ActivityType } from '#shared/assets/rules.js';
import { AssetStatus, SiteStatus } from '#shared/codes.js';
import { FormTypeId } from '#shared/forms/rules.js';
import { ActivityEntity, activityItems } from '#functions/activity/store.js';
import { writeImport } from '#functions/assets/import.js';
import type { AssetRecord } from '#functions/assets/store/assets.js';
import { meterEntryKey, MeterReadingEntity } from '#functions/assets/store/meter-readings.js';
import { listAllForms } from '#functions/forms/store.js';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';
import { table } from '#lib/db.js';
import { SEED_TENANTS, type SeedTenant } from './seed-data.js';

interface Model {
  type: string;
  make: string;
  model: string;
  /** Serial prefix as the maker stamps it. */
  serial: string;
  /** Typical hours a year. */
  hoursPerYear: number;
  /** The form family whose checklist it uses. */
  family: 'Excavator' | 'Wheel loader' | 'Forklift';
  attachments?: { name: string; make: string; model: string }[];
}

const MODELS: Model[] = [
  {
    type: 'Excavator',
    make: 'Caterpillar',
    model: '320',
    serial: 'CAT0320',
    hoursPerYear: 1400,
    family: 'Excavator',
    attachments: [
      { name: 'Hydraulic breaker', make: 'Caterpillar', model: 'H120 GC' },
      { name: 'Quick coupler', make: 'Caterpillar', model: 'CW-40' },
    ],
  },
  {
    type: 'Excavator',
    make: 'Caterpillar',
    model: '336',
    serial: 'CAT0336',
    hoursPerYear: 1500,
    family: 'Excavator',
    attachments: [{ name: 'Tilt bucket', make: 'Caterpillar', model: 'TB-336' }],
  },
  {
    type: 'Excavator',
    make: 'Komatsu',
    model: 'PC210LC-11',
    serial: 'KMTPC210',
    hoursPerYear: 1300,
    family: 'Excavator',
    attachments: [{ name: 'Hydraulic thumb', make: 'Komatsu', model: 'HT-210' }],
  },
  {
    type: 'Excavator',
    make: 'Hitachi',
    model: 'ZX210LC-6',
    serial: 'HCMDCF50',
    hoursPerYear: 1200,
    family: 'Excavator',
  },
  {
    type: 'Excavator',
    make: 'Volvo',
    model: 'EC220E',
    serial: 'VCEC220E',
    hoursPerYear: 1250,
    family: 'Excavator',
  },
  {
    type: 'Wheel loader',
    make: 'Caterpillar',
    model: '950M',
    serial: 'CAT0950M',
    hoursPerYear: 1600,
    family: 'Wheel loader',
    attachments: [{ name: 'Pallet forks', make: 'Caterpillar', model: 'PF-950' }],
  },
  {
    type: 'Wheel loader',
    make: 'Komatsu',
    model: 'WA380-8',
    serial: 'KMTWA380',
    hoursPerYear: 1500,
    family: 'Wheel loader',
  },
  {
    type: 'Wheel loader',
    make: 'Volvo',
    model: 'L120H',
    serial: 'VCEL120H',
    hoursPerYear: 1550,
    family: 'Wheel loader',
  },
  {
    type: 'Wheel loader',
    make: 'John Deere',
    model: '644L',
    serial: '1DW644LX',
    hoursPerYear: 1450,
    family: 'Wheel loader',
  },
  {
    type: 'Backhoe loader',
    make: 'John Deere',
    model: '310SL',
    serial: '1T0310SL',
    hoursPerYear: 900,
    family: 'Wheel loader',
  },
  {
    type: 'Backhoe loader',
    make: 'Caterpillar',
    model: '420 XE',
    serial: 'CAT0420X',
    hoursPerYear: 950,
    family: 'Wheel loader',
  },
  {
    type: 'Backhoe loader',
    make: 'JCB',
    model: '3CX',
    serial: 'JCB3CX4T',
    hoursPerYear: 1000,
    family: 'Wheel loader',
  },
  {
    type: 'Forklift',
    make: 'Toyota',
    model: '8FGU25',
    serial: '8FGU25',
    hoursPerYear: 1800,
    family: 'Forklift',
  },
  {
    type: 'Forklift',
    make: 'Hyster',
    model: 'H50FT',
    serial: 'L177V',
    hoursPerYear: 1700,
    family: 'Forklift',
  },
  {
    type: 'Forklift',
    make: 'Yale',
    model: 'GLP050VX',
    serial: 'C877V',
    hoursPerYear: 1650,
    family: 'Forklift',
  },
  {
    type: 'Forklift',
    make: 'Crown',
    model: 'FC5200',
    serial: '1A4096',
    hoursPerYear: 1600,
    family: 'Forklift',
  },
  {
    type: 'Skid steer loader',
    make: 'Bobcat',
    model: 'S650',
    serial: 'A3NT',
    hoursPerYear: 800,
    family: 'Wheel loader',
    attachments: [
      { name: 'Auger', make: 'Bobcat', model: '30C' },
      { name: 'Grapple', make: 'Bobcat', model: 'Industrial 68' },
    ],
  },
  {
    type: 'Compact track loader',
    make: 'Bobcat',
    model: 'T770',
    serial: 'B3BX',
    hoursPerYear: 850,
    family: 'Wheel loader',
  },
  {
    type: 'Skid steer loader',
    make: 'Caterpillar',
    model: '262D3',
    serial: 'CAT0262D',
    hoursPerYear: 800,
    family: 'Wheel loader',
  },
  { type: 'Boom lift', make: 'JLG', model: '600S', serial: '0300', hoursPerYear: 500, family: 'Forklift' },
  { type: 'Boom lift', make: 'Genie', model: 'S-65', serial: 'S6014', hoursPerYear: 450, family: 'Forklift' },
  {
    type: 'Scissor lift',
    make: 'Genie',
    model: 'GS-1930',
    serial: 'GS3016',
    hoursPerYear: 300,
    family: 'Forklift',
  },
  {
    type: 'Scissor lift',
    make: 'JLG',
    model: '1930ES',
    serial: '1200',
    hoursPerYear: 300,
    family: 'Forklift',
  },
  {
    type: 'Scissor lift',
    make: 'Skyjack',
    model: 'SJIII 3219',
    serial: '2290',
    hoursPerYear: 280,
    family: 'Forklift',
  },
  {
    type: 'Articulated hauler',
    make: 'Volvo',
    model: 'A40G',
    serial: 'VCEA40G',
    hoursPerYear: 2000,
    family: 'Wheel loader',
  },
  {
    type: 'Articulated hauler',
    make: 'Caterpillar',
    model: '745',
    serial: 'CAT0745',
    hoursPerYear: 2100,
    family: 'Wheel loader',
  },
  {
    type: 'Yard tractor',
    make: 'Kalmar',
    model: 'Ottawa T2',
    serial: 'KOT2',
    hoursPerYear: 2500,
    family: 'Forklift',
  },
  {
    type: 'Yard tractor',
    make: 'Capacity',
    model: 'TJ5000',
    serial: '4LMBB',
    hoursPerYear: 2400,
    family: 'Forklift',
  },
  {
    type: 'Dozer',
    make: 'Caterpillar',
    model: 'D6',
    serial: 'CATD6XE',
    hoursPerYear: 1300,
    family: 'Excavator',
  },
  {
    type: 'Dozer',
    make: 'Komatsu',
    model: 'D61PXi-24',
    serial: 'KMTD61PX',
    hoursPerYear: 1250,
    family: 'Excavator',
  },
];

const STAGES = ['In service', 'In service', 'In service', 'Commissioning', 'Rental fleet', 'Standby'];
const UNITS_PER_COMPANY = 110;
const PHOTO_SHARE = 0.4;

/** A small deterministic generator: the same seed gives the same fleet on every start. */
export function random(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4_294_967_296;
  };
}

const slug = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A plain drawing of the machine's family in its maker's colour. */
function photoSvg(model: Model): string {
  const colour =
    {
      Caterpillar: '#f2b705',
      Komatsu: '#f2c14e',
      Volvo: '#e8b019',
      'John Deere': '#367c2b',
      JCB: '#f5b400',
      Toyota: '#d71920',
      Hyster: '#f08c00',
      Yale: '#f5d000',
      Crown: '#bcbcbc',
      Bobcat: '#ffffff',
      JLG: '#f37021',
      Genie: '#1d4f91',
      Skyjack: '#0a6fb8',
      Kalmar: '#1f4e9c',
      Capacity: '#c21f2f',
      Hitachi: '#ef7b00',
    }[model.make] ?? '#999999';
  const body =
    model.family === 'Excavator'
      ? `<rect x="60" y="150" width="200" height="30" rx="15" fill="#333"/><rect x="90" y="100" width="110" height="50" fill="${colour}"/><rect x="150" y="70" width="45" height="35" fill="#9cc3e6" stroke="#333"/><path d="M200 110 L280 60 L310 120" stroke="${colour}" stroke-width="14" fill="none"/><path d="M300 115 l25 20 l-30 10 z" fill="#555"/>`
      : model.family === 'Forklift'
        ? `<rect x="110" y="100" width="110" height="60" fill="${colour}"/><rect x="130" y="50" width="60" height="50" fill="none" stroke="#333" stroke-width="6"/><rect x="220" y="40" width="10" height="130" fill="#555"/><rect x="230" y="160" width="70" height="8" fill="#555"/><circle cx="135" cy="170" r="18" fill="#222"/><circle cx="205" cy="170" r="18" fill="#222"/>`
        : `<rect x="80" y="100" width="160" height="55" fill="${colour}"/><rect x="150" y="55" width="60" height="45" fill="#9cc3e6" stroke="#333"/><path d="M240 120 L290 140 L290 165 L250 165 Z" fill="#555"/><circle cx="110" cy="165" r="22" fill="#222"/><circle cx="215" cy="165" r="22" fill="#222"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 360 220" width="360" height="220"><rect width="360" height="220" fill="#eef2f5"/><rect y="185" width="360" height="35" fill="#c9b79c"/>${body}<text x="16" y="28" font-family="sans-serif" font-size="16" fill="#333">${model.make} ${model.model}</text></svg>`;
}

export type BatchRequest = Parameters<InstanceType<typeof BatchWriteCommand>['requests']>[number];

async function batchPut(requests: BatchRequest[]) {
  const chunks: BatchRequest[][] = [];
  for (let at = 0; at < requests.length; at += 25) chunks.push(requests.slice(at, at + 25));
  for (let at = 0; at < chunks.length; at += 16) {
    await Promise.all(
      chunks
        .slice(at, at + 16)
        .map((chunk) =>
          executeBatchWrite({ maxAttempts: 10 }, table.build(BatchWriteCommand).requests(...chunk)),
        ),
    );
  }
}

export async function seedAssets(spec: SeedTenant, uuids: Map<string, string>): Promise<void> {
  if (SEED_TENANTS.includes(spec)) await seedFleet(spec, uuids);
}

/** The fleet of every company of the tenant; returns the records written. */
export async function seedFleet(spec: SeedTenant, uuids: Map<string, string>): Promise<AssetRecord[]> {
  const tenant = spec.code;
  const manager =
    spec.users.find((u) => uuids.has(u.username) && u.roles.length === 1 && u.roles[0] === 1) ??
    spec.users[0];
  const by = `${manager.firstname} ${manager.lastname}`;
  const timezoneOf = () => 'America/Los_Angeles';
  const rand = random([...tenant].reduce((h, c) => h * 31 + c.charCodeAt(0), 7));
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)];
  const now = Date.now();
  const year = new Date(now).getUTCFullYear();

  // Photos: one drawing per model, shared by the units that have one.
  const photoKeys = new Map<Model, string>(
    MODELS.map((model) => [model, `assets/${tenant}/photos/${slug(`${model.make}-${model.model}`)}.svg`]),
  );
  const photosWritten = Promise.all(
    MODELS.map(async (model) => {
      await getS3().send(
        new PutObjectCommand({
          Bucket: config.filesBucket,
          Key: photoKeys.get(model),
          Body: photoSvg(model),
          ContentType: 'image/svg+xml',
        }),
      );
    }),
  );

  const planned: Parameters<typeof writeImport>[1] = [];
  const hoursOf = new Map<string, { hours: number; perYear: number }>();
  for (const company of spec.companies) {
    const sites = spec.sites.filter(
      (s) => s.company === company.id && s.status !== SiteStatus.AllSites && s.status !== SiteStatus.Inactive,
    );
    if (sites.length === 0) continue;
    const forms = await listAllForms(tenant, company.id, FormTypeId.InspectionChecklist);
    const formOf = (family: string) =>
      (forms.find((f) => f.form_name.startsWith(family)) ?? forms[0])?.form_id;
    let internal = company.id * 10_000 + 1000;
    let units = 0;
    // The demo tenant's companies get the full fleet; a single-company tenant a smaller one.
    const fleetSize = spec.companies.length > 1 ? UNITS_PER_COMPANY : Math.round(UNITS_PER_COMPANY * 0.6);
    while (units < fleetSize) {
      const model = pick(MODELS);
      const site = pick(sites);
      const modelYear = year - 1 - Math.floor(rand() * 9);
      const hours = Math.round((year - modelYear) * model.hoursPerYear * (0.6 + rand() * 0.5));
      const roll = rand();
      const status =
        roll < 0.08 ? AssetStatus.Inactive : roll < 0.14 ? AssetStatus.InMaintenance : AssetStatus.Active;
      const internalId = String(internal++);
      const fleetNo = String(units + 1).padStart(3, '0');
      const attachments = model.attachments && rand() < 0.5 ? model.attachments : [];
      const childIds = attachments.map(() => String(internal++));
      hoursOf.set(`${company.id}#${internalId}`, { hours, perYear: model.hoursPerYear });
      planned.push({
        internal_asset_id: internalId,
        name: `${model.type} ${fleetNo} - ${model.make} ${model.model}`,
        asset_type: model.type,
        product_name: model.make,
        model_name: model.model,
        model_year: String(modelYear),
        asset_serial_number: `${model.serial}${Math.floor(10_000 + rand() * 89_999)}`,
        current_stage: pick(STAGES),
        inspectionform_id: formOf(model.family),
        company_id: company.id,
        site_id: site.id,
        status,
        meter_hours: hours,
        levels: 1,
        children_count: childIds.length,
        criticality_index: Math.round(rand() * 9 + 1),
        condition_index: Math.round(rand() * 9 + 1),
        ...(rand() < PHOTO_SHARE ? { photo_key: photoKeys.get(model) } : {}),
      });
      units++;
      attachments.forEach((attachment, i) => {
        planned.push({
          internal_asset_id: childIds[i],
          name: `${attachment.name} ${fleetNo} - ${attachment.make} ${attachment.model}`,
          asset_type: 'Attachment',
          product_name: attachment.make,
          model_name: attachment.model,
          model_year: String(modelYear + Math.floor(rand() * 2)),
          asset_serial_number: `${slug(attachment.make).slice(0, 3).toUpperCase()}${Math.floor(100_000 + rand() * 899_999)}`,
          current_stage: 'In service',
          inspectionform_id: formOf(model.family),
          company_id: company.id,
          site_id: site.id,
          status,
          parent_internal_asset_id: internalId,
          levels: 2,
          children_count: 0,
        });
        units++;
      });
    }
  }

  const companies = [...new Set(planned.map((p) => p.company_id))];
  // One company after another: ids then follow the companies' order (events/api/assets-documents.json prints asset 1, company 1's).
  const records: AssetRecord[] = [];
  for (const companyId of companies)
    records.push(
      ...(await writeImport(
        tenant,
        planned.filter((p) => p.company_id === companyId),
      )),
    );

  // Meter history: three readings a few weeks apart ending at the current hours, and activity.
  const puts: BatchRequest[] = [];
  for (const asset of records) {
    const meter = hoursOf.get(`${asset.company_id}#${asset.internal_asset_id}`);
    const site = {
      asset_id: asset.asset_id,
      internal_asset_id: asset.internal_asset_id,
      name: asset.name,
      site_id: asset.site_id,
    };
    if (meter) {
      for (let i = 2; i >= 0; i--) {
        const at = new Date(now - (i * 21 + 1) * 86_400_000 - asset.asset_id * 1000);
        const hours = Math.max(0, meter.hours - Math.round((i * 21 * meter.perYear) / 365));
        puts.push(
          MeterReadingEntity.build(BatchPutRequest).item({
            tenant,
            asset_id: asset.asset_id,
            entry_key: meterEntryKey(at, asset.asset_id),
            meter_hours: hours,
            updated_at: at.toISOString(),
            timezone: timezoneOf(),
            updated_by_name: by,
          }),
        );
        if (i === 0) {
          for (const item of activityItems(tenant, {
            asset: site,
            type: ActivityType.MeterHoursUpdated,
            message: `Meter hours updated to ${hours}`,
            by,
            timezone: timezoneOf(),
            at,
          }))
            puts.push(ActivityEntity.build(BatchPutRequest).item(item));
        }
      }
    }
    if (asset.status !== AssetStatus.Active && asset.levels === 1) {
      const at = new Date(now - 3 * 86_400_000 - asset.asset_id * 1000);
      const message =
        asset.status === AssetStatus.Inactive
          ? 'Status changed from Active to Inactive'
          : 'Status changed from Active to InMaintenanace';
      for (const item of activityItems(tenant, {
        asset: site,
        type: ActivityType.StatusChanged,
        message,
        by,
        timezone: timezoneOf(),
        at,
      }))
        puts.push(ActivityEntity.build(BatchPutRequest).item(item));
    }
  }
  await Promise.all([batchPut(puts), photosWritten]);
  return records;
}
