/** The devices calls' contract (spec core 2.12, 3 'device rows', 7 'Device list filter'). */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { idList, paging, readId, searchText, text, textList } from '../common/readers.js';
import { Messages } from '../messages.js';
import { DeviceMessages } from './messages.js';

export const deviceListBody = lazySchema(() =>
  z.object({
    ...paging,
    site_id: idList('site_id'),
    company_id: idList('company_id'),
    /** Spec 7 sends status 0 (all). */
    status: z.preprocess(
      (v) => (v === undefined || v === null || v === '' ? 0 : Number(v)),
      z.number({ error: Messages.invalidRequest }).int().min(0).max(2),
    ),
    brand: textList(100),
    model: textList(100),
    os: textList(100),
    type: textList(100),
    search_string: searchText,
  }),
);
export type DeviceListBody = z.infer<typeof deviceListBody>;
export const deviceOptionBody = lazySchema(() => deviceListBody.extend({ option_search_string: searchText }));
export type DeviceOptionBody = z.infer<typeof deviceOptionBody>;

export const deviceRow = lazySchema(() =>
  z.object({
    device_id: z.string(),
    device_code: z.string(),
    device_name: z.string(),
    device_type: z.string(),
    brand: z.string(),
    model: z.string(),
    os: z.string(),
    company_id: z.number(),
    company_name: z.string(),
    /** ISO time of the last sync (shown local, MM-DD-YYYY hh:mm:ss a). */
    last_sync_time: z.string(),
    last_sync_site_id: z.number(),
    last_sync_site_name: z.string(),
  }),
);
export type DeviceRow = z.infer<typeof deviceRow>;

export const deviceTextOption = lazySchema(() => z.object({ value: z.string() }));
export const deviceCompanyOption = lazySchema(() =>
  z.object({ company_id: z.number(), company_name: z.string() }),
);
export const deviceSiteOption = lazySchema(() =>
  z.object({
    site_id: z.number(),
    site_name: z.string(),
    company_id: z.number(),
  }),
);

/** POST Device/SyncDevice: what the mobile app reports at each sync (registers the device the first time). */
export const deviceSyncBody = lazySchema(() =>
  z.object({
    device_code: z.preprocess(
      (v) => v ?? '',
      z
        .string()
        .trim()
        .min(1, { error: DeviceMessages.deviceCodeRequired })
        .max(100, { error: Messages.invalidRequest }),
    ),
    device_name: text(100).transform((s) => s ?? ''),
    device_type: text(50).transform((s) => s ?? ''),
    brand: text(50).transform((s) => s ?? ''),
    model: text(50).transform((s) => s ?? ''),
    os: text(50).transform((s) => s ?? ''),
    site_id: z.preprocess(readId, z.number({ error: DeviceMessages.siteRequired })),
    /** When the app synced (ISO 8601); the server's time when absent. */
    sync_time: z.iso.datetime({ offset: true, error: Messages.invalidRequest }).optional(),
  }),
);
export type DeviceSyncBody = z.infer<typeof deviceSyncBody>;
