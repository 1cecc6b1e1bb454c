/** The manager's meter reading calls (shared/integrations/api.ts). Writes are quiet: the page shows a refusal. */
import { IntegrationsApi } from '@shared/integrations/api';
import type { HeldReadingRow, UploadReadingRow } from '@shared/integrations/schemas';
import { callApi } from '../../../app/api/client';

export const heldReadingsKey = ['integrations', 'held-readings'] as const;

export async function loadHeldReadings(): Promise<HeldReadingRow[]> {
  return (await callApi(IntegrationsApi.filterHeldReadings, { body: {} })).list;
}

export const reviewHeldReading = (readingId: string, approve: boolean) =>
  callApi(IntegrationsApi.reviewHeldReading, { body: { reading_id: readingId, approve } }, { quiet: true });

export const uploadMeterReadings = (body: {
  client_request_id: string;
  file_name: string;
  rows: UploadReadingRow[];
}) => callApi(IntegrationsApi.uploadMeterReadings, { body }, { quiet: true });
