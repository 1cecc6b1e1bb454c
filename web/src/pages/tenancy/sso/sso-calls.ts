/** The single sign-on section's calls (shared/tenancy/api.ts) and where their answer is cached. */
import { TenancyApi } from '@shared/tenancy/api';
import type { UpdateSsoSettingsBody } from '@shared/tenancy/schemas';
import { callApi } from '../../../app/api/client';

export const ssoKeys = { tenant: ['tenancy', 'sso'] as const };

export const loadSsoSettings = async () => (await callApi(TenancyApi.getSsoSettings)).data;

export const saveSsoSettings = (body: UpdateSsoSettingsBody) =>
  callApi(TenancyApi.updateSsoSettings, { body }, { quiet: true });
