/**
 * The PM calendar (issue 24): GET AssetPM/GetPMCalendar places the open PMs of the active site
 * scope (or one of its sites) on days from..to, by the one placement rule of shared/pm/calendar.ts
 * (due day; meter-only PMs by the usage forecast; those without usage history apart), read by key
 * ranges (calendar-entries.ts) and the assets' meter states by key. POST AssetPM/ReschedulePM is
 * the calendar's drag: a one-time PM's new due day, saved as an edit of its schedule would be
 * (operations.ts updateAssetPm re-plans the open trigger). Managers reschedule; managers and
 * executives read.
 */
import { dateOnlyIn } from '#shared/dates.js';
import { AssetPmApi } from '#shared/pm/api.js';
import { calendarDay, CalendarTexts, isReschedulable, kindOfStatus } from '#shared/pm/calendar.js';
import { AssetPmMessages, PmMessages } from '#shared/pm/messages.js';
import type { PmCalendarEntry } from '#shared/pm/calendar-schemas.js';
import { ok } from '#lib/envelope.js';
import { badRequest, notFound } from '#lib/errors.js';
import { route } from '#functions/users/index.js';
import { clock } from '../operations/clock.js';
import { readCalendarRows } from '../store/calendar-entries.js';
import { ids } from '../store/entities.js';
import { getMeters } from '../store/meter.js';
import { updateAssetPm } from '../operations/asset-pms.js';
import { assetInScope, pmScope } from '../scope.js';
import { getAssetPm, getOpenTrigger } from '../store/asset-pms.js';
import type { ListRowData, MeterState } from '../store/stored-shapes.js';
import { assetPmItemOf, pmListRowOf } from '../views.js';

function entryOf(
  row: ListRowData,
  siteName: string,
  meter: MeterState | undefined,
  now: number,
): PmCalendarEntry {
  const listed = pmListRowOf(row, siteName, meter, now);
  const placed = calendarDay(
    {
      triggerBy: row.pm_trigger_by as 26 | 27 | 28,
      dueDay: row.due_date,
      dueAt: null,
      overdueAt: null,
      dueMeterHours: row.due_meter_hours,
      anchorDayOfMonth: null,
      timeZone: row.timezone,
    },
    (meter?.readings ?? []).map(([at, meterHours]) => ({ at, meterHours })),
    now,
  );
  return {
    asset_pm_id: row.asset_pm_id,
    asset_id: row.asset_id,
    internal_asset_id: row.internal_asset_id,
    asset_name: row.asset_name,
    title: row.title,
    site_id: row.site_id,
    site_name: siteName,
    asset_pm_status: row.status,
    asset_pm_status_name: listed.asset_pm_status_name,
    kind: kindOfStatus(row.status),
    pm_trigger_type: row.pm_trigger_type,
    pm_trigger_by: row.pm_trigger_by,
    day: placed.day,
    placed_by: placed.placedBy,
    due_date: row.due_date,
    due_meter_hours: row.due_meter_hours,
    current_meter_hours: meter?.meter_hours ?? null,
    average_daily_usage: placed.averageDailyUsage,
    due_in: listed.due_in,
    reschedulable: isReschedulable(row),
  };
}

const byDay = (a: PmCalendarEntry, b: PmCalendarEntry) =>
  (a.day ?? '').localeCompare(b.day ?? '') || a.title.localeCompare(b.title);

/** GET AssetPM/GetPMCalendar?from=&to=[&site_id=] (a site outside the scope reads as none). */
export const getPmCalendar = route(AssetPmApi.getPmCalendar, async (request) => {
  const scope = await pmScope(request);
  const { from, to, site_id } = request.query;
  const sites = [...scope.siteIds].filter((id) => site_id === undefined || id === site_id);
  const perSite = await Promise.all(sites.map((site) => readCalendarRows(scope.tenant, site, from, to)));
  const dated = perSite.flatMap((s) => s.dated);
  const meterOnly = perSite.flatMap((s) => s.meterOnly);
  const meters = await getMeters(
    scope.tenant,
    [...dated, ...meterOnly].filter((row) => row.due_meter_hours !== null).map((row) => row.asset_id),
  );
  const now = clock.now().getTime();
  const entries = [...dated, ...meterOnly].map((row) =>
    entryOf(row, scope.siteName(row.site_id), meters.get(row.asset_id), now),
  );
  return ok({
    from,
    to,
    list: entries.filter((e) => e.day !== null && e.day >= from && e.day <= to).sort(byDay),
    unplaced: entries.filter((e) => e.day === null).sort(byDay),
  });
});

/** POST AssetPM/ReschedulePM: a one-time PM's open trigger moves to the new due day. */
export const reschedulePm = route(AssetPmApi.reschedulePm, async (request) => {
  const scope = await pmScope(request);
  const { asset_pm_id, datetime_due_at } = request.body;
  const asset = await assetInScope(scope, ids.assetOf(asset_pm_id));
  const stored = await getAssetPm(scope.tenant, asset_pm_id);
  if (!stored) throw notFound(AssetPmMessages.pmNotFound);
  if (!isReschedulable(stored.pm.schedule)) throw badRequest(CalendarTexts.notReschedulable);
  const open = await getOpenTrigger(scope.tenant, asset.asset_id, asset_pm_id);
  if (!open) throw badRequest(AssetPmMessages.notOpenTrigger);
  const timeZone = scope.timezoneOf(asset.site_id);
  // Spec 5: a fixed PM's date is not in the past (the site's today), 'Invalid Date !'.
  if (datetime_due_at < dateOnlyIn(clock.now(), timeZone)) throw badRequest(PmMessages.invalidDate);
  const now = clock.now();
  const saved = await updateAssetPm(
    scope.tenant,
    stored,
    open,
    {
      ...stored.pm,
      schedule: { ...stored.pm.schedule, datetime_due_at },
      updated_at: now.toISOString(),
    },
    timeZone,
    null,
  );
  const meters = await getMeters(scope.tenant, [asset.asset_id]);
  return ok(
    assetPmItemOf(saved.pm, saved.trigger, meters.get(asset.asset_id), now.getTime()),
    CalendarTexts.rescheduled,
  );
});
