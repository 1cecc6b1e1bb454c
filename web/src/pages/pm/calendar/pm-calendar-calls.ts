/** The PM calendar's calls (shared/pm/api.ts): the open PMs placed on a range of days, and a one-time PM's new due day. */
import { AssetPmApi } from '@shared/pm/api';
import type { PmCalendarEntry } from '@shared/pm/calendar-schemas';
import { callApi } from '../../../app/api/client';

export type { PmCalendarEntry };

export async function loadPmCalendar(from: string, to: string) {
  return (await callApi(AssetPmApi.getPmCalendar, { query: { from, to } })).data;
}

export async function reschedulePm(asset_pm_id: string, datetime_due_at: string) {
  return callApi(AssetPmApi.reschedulePm, { body: { asset_pm_id, datetime_due_at } });
}
