/** The devices endpoints (spec core 7 'Device list filter', 'Device/{option}') and the mobile app's sync call. */
import { lazySchema } from '../common/lazy-schema.js';
import * as z from 'zod';
import { endpoint, envelope, listEnvelope } from '../common/endpoint.js';
import { Role } from '../codes.js';
import {
  deviceCompanyOption,
  deviceListBody,
  deviceOptionBody,
  deviceRow,
  deviceSiteOption,
  deviceSyncBody,
  deviceTextOption,
} from './schemas.js';

/** Spec 2.2: Devices is in the Manage group of super and company admins. */
export const DEVICE_LIST_ROLES = [Role.SuperAdmin, Role.CompanyAdmin] as const;
/** The mobile app syncs as the operator or maintenance staff signed in on it (or a manager testing it). */
export const DEVICE_SYNC_ROLES = [Role.Operator, Role.MaintenanceStaff, Role.Manager] as const;

const option = <T extends z.ZodType>(name: string, what: string, row: T) =>
  endpoint({
    method: 'POST',
    path: `Device/${name}`,
    summary: `The devices list's ${what} filter options (page 20)`,
    auth: 'session',
    roles: DEVICE_LIST_ROLES,
    body: deviceOptionBody,
    response: lazySchema(() => listEnvelope(row)),
  });

export const DevicesApi = {
  filterDevices: endpoint({
    method: 'POST',
    path: 'Device/FilterDevices',
    summary: "One page of the devices that last synced at the caller's sites",
    auth: 'session',
    roles: DEVICE_LIST_ROLES,
    body: deviceListBody,
    response: lazySchema(() => listEnvelope(deviceRow)),
  }),
  filterDeviceTypeOptions: option('FilterDeviceTypeOptions', 'Type', deviceTextOption),
  filterDeviceBrandOptions: option('FilterDeviceBrandOptions', 'Brand', deviceTextOption),
  filterDeviceModelOptions: option('FilterDeviceModelOptions', 'Model', deviceTextOption),
  filterDeviceOsOptions: option('FilterDeviceOsOptions', 'OS', deviceTextOption),
  filterDeviceCompanyOptions: option('FilterDeviceCompanyOptions', 'Company', deviceCompanyOption),
  filterDeviceSiteOptions: option('FilterDeviceSiteOptions', 'Last Sync Site', deviceSiteOption),
  syncDevice: endpoint({
    method: 'POST',
    path: 'Device/SyncDevice',
    summary:
      'The mobile app registers or updates its device at each sync (code, name, type, brand, model, OS, site, time)',
    auth: 'session',
    roles: DEVICE_SYNC_ROLES,
    body: deviceSyncBody,
    response: lazySchema(() => envelope(deviceRow)),
  }),
};
