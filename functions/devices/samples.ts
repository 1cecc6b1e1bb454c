/** Sample calls of the devices routes for the route-wide tests (test-support/samples.ts). */
import { asAdmin, asManager, type DomainSamples } from '#functions/test-support/samples.js';

const sync = {
  device_code: 'CONTRACT-TC52',
  device_name: 'Contract scanner',
  device_type: 'Handheld',
  brand: 'Zebra',
  model: 'TC52',
  os: 'Android 11',
  site_id: 2,
};

export const deviceSamples: DomainSamples = {
  contract: {
    'POST Device/SyncDevice': [
      (f) => asManager(f, { body: sync }),
      (f) => asManager(f, { body: { ...sync, sync_time: '2026-01-02T03:04:05+01:00' } }),
    ],
    'POST Device/FilterDevices': [
      (f) => asAdmin(f, { body: { pagesize: 20, pageindex: 1 } }),
      (f) => asAdmin(f, { body: { brand: ['Zebra'], search_string: 'contract', site_id: [2] } }),
    ],
    'POST Device/FilterDeviceTypeOptions': [(f) => asAdmin(f, { body: {} })],
    'POST Device/FilterDeviceBrandOptions': [(f) => asAdmin(f, { body: { option_search_string: 'z' } })],
    'POST Device/FilterDeviceModelOptions': [(f) => asAdmin(f, { body: {} })],
    'POST Device/FilterDeviceOsOptions': [(f) => asAdmin(f, { body: {} })],
    'POST Device/FilterDeviceCompanyOptions': [(f) => asAdmin(f, { body: {} })],
    'POST Device/FilterDeviceSiteOptions': [(f) => asAdmin(f, { body: { company_id: [1] } })],
  },
  isolation: {
    'Device/SyncDevice': { body: sync },
    'Device/FilterDevices': { body: { pagesize: 20, pageindex: 1 } },
    'Device/FilterDeviceTypeOptions': { body: {} },
    'Device/FilterDeviceBrandOptions': { body: {} },
    'Device/FilterDeviceModelOptions': { body: {} },
    'Device/FilterDeviceOsOptions': { body: {} },
    'Device/FilterDeviceCompanyOptions': { body: {} },
    'Device/FilterDeviceSiteOptions': { body: {} },
  },
};
