/** The company admin's API key calls (shared/integrations/api.ts). Writes are quiet: their modal or the page shows a refusal. */
import type * as z from 'zod';
import { IntegrationsApi } from '@shared/integrations/api';
import type { ApiKeyRow, createApiKeyBody } from '@shared/integrations/schemas';
import { callApi } from '../../../app/api/client';

export type ApiKeyPayload = z.input<typeof createApiKeyBody>;

export const apiKeysKey = ['integrations', 'api-keys'] as const;

export async function loadApiKeys(): Promise<ApiKeyRow[]> {
  return (await callApi(IntegrationsApi.filterApiKeys, { body: {} })).list;
}

export const createApiKey = (payload: ApiKeyPayload) =>
  callApi(IntegrationsApi.createApiKey, { body: payload }, { quiet: true });

export const revokeApiKey = (keyId: string) =>
  callApi(IntegrationsApi.revokeApiKey, { body: { key_id: keyId } }, { quiet: true });
