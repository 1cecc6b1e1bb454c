/** The devices list, its options, and the sync call of the mobile app. PLACEHOLDER: being built. */
import { DevicesApi } from '../../../shared/devices/api.js';
import { route } from '../../route.js';

export const filterDevices = route(DevicesApi.filterDevices, async () => {
  throw new Error('filterDevices is not built yet');
});

export const filterDeviceTypeOptions = route(DevicesApi.filterDeviceTypeOptions, async () => {
  throw new Error('filterDeviceTypeOptions is not built yet');
});

export const filterDeviceBrandOptions = route(DevicesApi.filterDeviceBrandOptions, async () => {
  throw new Error('filterDeviceBrandOptions is not built yet');
});

export const filterDeviceModelOptions = route(DevicesApi.filterDeviceModelOptions, async () => {
  throw new Error('filterDeviceModelOptions is not built yet');
});

export const filterDeviceOsOptions = route(DevicesApi.filterDeviceOsOptions, async () => {
  throw new Error('filterDeviceOsOptions is not built yet');
});

export const filterDeviceCompanyOptions = route(DevicesApi.filterDeviceCompanyOptions, async () => {
  throw new Error('filterDeviceCompanyOptions is not built yet');
});

export const filterDeviceSiteOptions = route(DevicesApi.filterDeviceSiteOptions, async () => {
  throw new Error('filterDeviceSiteOptions is not built yet');
});

export const syncDevice = route(DevicesApi.syncDevice, async () => {
  throw new Error('syncDevice is not built yet');
});
