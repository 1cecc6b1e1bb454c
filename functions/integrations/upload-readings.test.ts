/**
 * MeterReading/UploadMeterReadings on the emulators (issue 28 item 3): a manager's file of
 * readings is checked row by row (every failing row named, nothing written), then applied with the
 * public API's hold rules; a retried upload answers its first result; another company's asset is
 * unknown; other roles are refused.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '#shared/codes.js';
import { IntegrationMessages as M } from '#shared/integrations/messages.js';
import type { HeldReadingRow } from '#shared/integrations/schemas.js';
import { getAsset } from '#functions/assets/index.js';
import { putTestAsset } from '#functions/assets/test-assets.js';
import { call } from '#functions/test-support/index.js';
import { maintenanceTenants, type MaintenanceUser } from '#functions/test-support/maintenance-tenants.js';

const USERS = {
  manager: { roles: [Role.Manager], sites: [2, 3], role: Role.Manager, site: 2 },
  executive: { roles: [Role.Executive], sites: [2, 3], role: Role.Executive, site: 2 },
} satisfies Record<string, MaintenanceUser>;
type Who = keyof typeof USERS;

let t: Awaited<ReturnType<typeof maintenanceTenants<Who>>>;
let north: number;
let south: number;

interface Answer<T> {
  success: number;
  message: string;
  data: T;
  list?: T;
}
type Problems = { problems: { row: number; column: string; message: string }[] };
type Counts = { applied: number; unchanged: number; held: number };

const row = (n: number, assetId: number | string, time: string, value: string | number, code = '') => ({
  row: n,
  asset_id: String(assetId),
  asset_code: code,
  time,
  value: String(value),
});
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();

const upload = <T>(body: unknown, who: Who = 'manager') =>
  call<Answer<T>>('POST', 'MeterReading/UploadMeterReadings', { ...t.session(who), body });

beforeAll(async () => {
  t = await maintenanceTenants<Who>('upl', { users: USERS });
  north = (
    await putTestAsset(t.codes.a, { company_id: 1, site_id: 2, name: 'Upload unit', meter_hours: 100 })
  ).asset_id;
  south = (await putTestAsset(t.codes.a, { company_id: 2, site_id: 6, name: 'South unit', meter_hours: 5 }))
    .asset_id;
});

describe('MeterReading/UploadMeterReadings', () => {
  it('names every failing row and writes nothing', async () => {
    const r = await upload<Problems>({
      client_request_id: randomUUID(),
      file_name: 'readings.csv',
      rows: [
        row(2, north, hoursAgo(3), 101),
        row(3, '', hoursAgo(2), 102),
        row(4, 'x1', 'yesterday', '-5'),
        row(5, south, hoursAgo(1), 103),
        row(6, '', hoursAgo(1), 104, 'NO-SUCH-CODE'),
      ],
    });
    expect(r.body.success, r.raw).toBe(0);
    expect(r.body.message).toBe(M.uploadRow(3, M.uploadAssetRequired));
    expect(r.body.data.problems).toEqual([
      { row: 3, column: 'Asset ID', message: M.uploadAssetRequired },
      { row: 4, column: 'Asset ID', message: M.uploadAssetIdInvalid },
      { row: 4, column: 'Time', message: M.uploadTimeInvalid },
      { row: 4, column: 'Meter Hours', message: M.uploadValueInvalid },
      { row: 5, column: 'Asset ID', message: M.unknownAsset },
      { row: 6, column: 'Asset Code', message: M.unknownAsset },
    ]);
    expect((await getAsset(t.codes.a, north))?.meter_hours).toBe(100);
  });

  it('applies plausible readings, holds backwards ones, and answers a retry with its first result', async () => {
    const body = {
      client_request_id: randomUUID(),
      file_name: 'telematics.xlsx',
      rows: [
        row(2, north, hoursAgo(2), 101),
        row(3, north, hoursAgo(1), 102),
        row(4, north, hoursAgo(0.5), 90),
      ],
    };
    const r = await upload<Counts>(body);
    expect(r.body, r.raw).toMatchObject({ success: 1, data: { applied: 2, unchanged: 0, held: 1 } });
    expect(r.body.message).toBe(M.uploadDone(2, 1));
    expect((await getAsset(t.codes.a, north))?.meter_hours).toBe(102);

    const again = await upload<Counts>(body);
    expect(again.body).toMatchObject({ success: 1, data: { applied: 2, unchanged: 0, held: 1 } });
    const held = await call<Answer<HeldReadingRow[]>>('POST', 'MeterReading/FilterHeldReadings', {
      ...t.session('manager'),
      body: {},
    });
    const mine = held.body.list!.filter((h) => h.asset_id === north);
    expect(mine.map((h) => [h.value, h.reason, h.source])).toEqual([
      [90, 'backwards', 'upload:telematics.xlsx'],
    ]);
  });

  it('refuses an executive, an empty file and one over the limit', async () => {
    const one = [row(2, north, hoursAgo(1), 103)];
    const exec = await upload(
      { client_request_id: randomUUID(), file_name: 'a.csv', rows: one },
      'executive',
    );
    expect(exec.body.success).toBe(0);
    const empty = await upload({ client_request_id: randomUUID(), file_name: 'a.csv', rows: [] });
    expect([empty.statusCode, empty.body.message]).toEqual([400, M.uploadEmpty]);
    const many = Array.from({ length: 1001 }, (_, i) => row(i + 2, north, hoursAgo(1), 103));
    const big = await upload({ client_request_id: randomUUID(), file_name: 'a.csv', rows: many });
    expect([big.statusCode, big.body.message]).toEqual([400, M.uploadTooLarge]);
    expect((await getAsset(t.codes.a, north))?.meter_hours).toBe(102);
  });
});
