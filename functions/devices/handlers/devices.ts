/** The devices list (spec core 2.12, 7 'Device list filter'), its options, and the sync call of the mobile app. */
import { Role, SiteStatus } from '#shared/codes.js';
import { DevicesApi } from '#shared/devices/api.js';
import { DeviceMessages } from '#shared/devices/messages.js';
import type { DeviceListBody, DeviceRow } from '#shared/devices/schemas.js';
import { Messages } from '#shared/messages.js';
import { ok, okList } from '#lib/envelope.js';
import { badRequest } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import type { Org, Site } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';
import {
  readOptionValues,
  readSiteCounts,
  readSiteEntries,
  syncDeviceRecord,
  type DeviceEntry,
  type DeviceFields,
  type OptionKind,
} from '../store.js';

const page = <T>(items: T[], pageSize: number, pageIndex: number) =>
  items.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
const matches = (text: string, search: string) =>
  !search || text.toLowerCase().includes(search.toLowerCase());

/** Companies the caller sees: every one for a super admin, else those of their sites; narrowed by the Company filter. */
function scopeCompanies(user: User, roleId: number, org: Org, filter: number[]): number[] {
  const own =
    roleId === Role.SuperAdmin
      ? org.companies.map((c) => c.company_id)
      : [...new Set(org.sites.filter((s) => user.sites.includes(s.site_id)).map((s) => s.company_id))];
  return filter.length ? own.filter((id) => filter.includes(id)) : own;
}

/** Sites whose devices the caller sees (never the all-sites entries), narrowed by the Site filter. */
function scopeSites(
  user: User,
  roleId: number,
  org: Org,
  body: Pick<DeviceListBody, 'company_id' | 'site_id'>,
): Site[] {
  const companies = scopeCompanies(user, roleId, org, body.company_id);
  return org.sites.filter(
    (s) =>
      s.status !== SiteStatus.AllSites &&
      companies.includes(s.company_id) &&
      (body.site_id.length === 0 || body.site_id.includes(s.site_id)),
  );
}

function rowOf(device: DeviceFields, org: Org): DeviceRow {
  return {
    device_id: device.device_id,
    device_code: device.device_code,
    device_name: device.device_name,
    device_type: device.device_type,
    brand: device.brand,
    model: device.model,
    os: device.os,
    company_id: device.company_id,
    company_name: org.companies.find((c) => c.company_id === device.company_id)?.company_name ?? '',
    last_sync_time: device.last_sync_time,
    last_sync_site_id: device.last_sync_site_id,
    last_sync_site_name: org.sites.find((s) => s.site_id === device.last_sync_site_id)?.site_name ?? '',
  };
}

const byKey = (a: DeviceEntry, b: DeviceEntry) =>
  a.entry_key < b.entry_key ? -1 : a.entry_key > b.entry_key ? 1 : 0;

/** POST Device/FilterDevices: one page of the devices that last synced at the caller's sites, by code. */
export const filterDevices = route(
  DevicesApi.filterDevices,
  async ({ tenant, user, roleId, body, org: readOrg }) => {
    const org = await readOrg();
    const sites = scopeSites(user, roleId, org, body).map((s) => s.site_id);
    if (sites.length === 0) return okList([], 0);
    const tenantCode = tenant.company_code;
    const { pagesize, pageindex } = body;
    const start = (pageindex - 1) * pagesize;
    const filtered =
      body.search_string || body.type.length || body.brand.length || body.model.length || body.os.length;
    if (!filtered) {
      // The counts give the total; the first n of the merge are among the first n of each site.
      const counts = await readSiteCounts(tenantCode, sites);
      const total = sites.reduce((sum, site) => sum + (counts.get(site) ?? 0), 0);
      const nonEmpty = sites.filter((site) => (counts.get(site) ?? 0) > 0);
      if (start >= total) return okList([], total);
      const lists = await Promise.all(
        nonEmpty.map((site) => readSiteEntries(tenantCode, site, start + pagesize)),
      );
      return okList(
        lists
          .flat()
          .sort(byKey)
          .slice(start, start + pagesize)
          .map((d) => rowOf(d, org)),
        total,
      );
    }
    const search = body.search_string.toLowerCase();
    const keep = (d: DeviceEntry) =>
      (!body.type.length || body.type.includes(d.device_type)) &&
      (!body.brand.length || body.brand.includes(d.brand)) &&
      (!body.model.length || body.model.includes(d.model)) &&
      (!body.os.length || body.os.includes(d.os)) &&
      (!search ||
        [d.device_code, d.device_name, d.device_type, d.brand, d.model, d.os].some((v) =>
          v.toLowerCase().includes(search),
        ));
    const all = (await Promise.all(sites.map((site) => readSiteEntries(tenantCode, site))))
      .flat()
      .filter(keep)
      .sort(byKey);
    return okList(
      all.slice(start, start + pagesize).map((d) => rowOf(d, org)),
      all.length,
    );
  },
);

const textOptions =
  (kind: OptionKind) =>
  async ({
    tenant,
    user,
    roleId,
    body,
    org: readOrg,
  }: {
    tenant: { company_code: string };
    user: User;
    roleId: number;
    body: { company_id: number[]; option_search_string: string; pagesize: number; pageindex: number };
    org: () => Promise<Org>;
  }) => {
    const org = await readOrg();
    const values = (
      await readOptionValues(tenant.company_code, scopeCompanies(user, roleId, org, body.company_id), kind)
    ).filter((v) => matches(v, body.option_search_string));
    return okList(
      page(values, body.pagesize, body.pageindex).map((value) => ({ value })),
      values.length,
    );
  };

export const filterDeviceTypeOptions = route(DevicesApi.filterDeviceTypeOptions, textOptions('device_type'));
export const filterDeviceBrandOptions = route(DevicesApi.filterDeviceBrandOptions, textOptions('brand'));
export const filterDeviceModelOptions = route(DevicesApi.filterDeviceModelOptions, textOptions('model'));
export const filterDeviceOsOptions = route(DevicesApi.filterDeviceOsOptions, textOptions('os'));

export const filterDeviceCompanyOptions = route(
  DevicesApi.filterDeviceCompanyOptions,
  async ({ user, roleId, body, org: readOrg }) => {
    const org = await readOrg();
    const ids = scopeCompanies(user, roleId, org, []);
    const companies = org.companies
      .filter((c) => ids.includes(c.company_id) && matches(c.company_name, body.option_search_string))
      .map((c) => ({ company_id: c.company_id, company_name: c.company_name }));
    return okList(page(companies, body.pagesize, body.pageindex), companies.length);
  },
);

export const filterDeviceSiteOptions = route(
  DevicesApi.filterDeviceSiteOptions,
  async ({ user, roleId, body, org: readOrg }) => {
    const org = await readOrg();
    const sites = scopeSites(user, roleId, org, { company_id: body.company_id, site_id: [] })
      .filter((s) => matches(s.site_name, body.option_search_string))
      .map((s) => ({ site_id: s.site_id, site_name: s.site_name, company_id: s.company_id }));
    return okList(page(sites, body.pagesize, body.pageindex), sites.length);
  },
);

/** POST Device/SyncDevice: the app registers its device, or records a sync at one of the caller's sites. */
export const syncDevice = route(DevicesApi.syncDevice, async ({ tenant, user, body, org: readOrg }) => {
  const org = await readOrg();
  const site = org.sites.find((s) => s.site_id === body.site_id);
  if (!site || site.status === SiteStatus.AllSites || !user.sites.includes(site.site_id))
    throw badRequest(Messages.notAssignedSite);
  const device = await syncDeviceRecord(tenant.company_code, {
    device_code: body.device_code,
    device_name: body.device_name,
    device_type: body.device_type,
    brand: body.brand,
    model: body.model,
    os: body.os,
    company_id: site.company_id,
    last_sync_time: new Date(body.sync_time ?? Date.now()).toISOString(),
    last_sync_site_id: site.site_id,
  });
  return ok(rowOf(device, org), DeviceMessages.synced);
});
