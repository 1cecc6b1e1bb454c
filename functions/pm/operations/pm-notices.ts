/**
 * A PM notice (spec core-platform 2.5 types 9 to 11; maintenance 2.6): its kind, the little of its
 * trigger that its delivery reads (the sweep stores notices until delivered), and its in-app
 * texts. Delivered by ./notify.ts.
 */
import { formatSiteDate } from '#shared/dates.js';
import type { OpenTriggerData } from '../store/stored-shapes.js';

export type PmNoticeKind = 'first' | 'second' | 'onDue' | 'overdue' | 'ignored';

/** What a notice needs of its trigger (kept small: the sweep stores notices until delivered). */
const NOTICE_TRIGGER_FIELDS = [
  'trigger_id',
  'asset_pm_id',
  'site_id',
  'title',
  'asset_name',
  'internal_asset_id',
  'due_day',
  'due_at',
  'due_meter_hours',
  'timezone',
] as const satisfies readonly (keyof OpenTriggerData)[];
export type NoticeTrigger = Pick<OpenTriggerData, (typeof NOTICE_TRIGGER_FIELDS)[number]>;

export interface PmNotice {
  kind: PmNoticeKind;
  trigger: NoticeTrigger;
  /** For 'ignored': whole days since it went overdue. */
  overdueDays?: number;
  /** For 'overdue' and 'ignored': the due-in words when it was found ('Overdue by 10 MHrs'). */
  dueIn?: string;
}

/** A notice with only what its delivery reads of the trigger. */
export function slimNotice(notice: PmNotice): PmNotice {
  return {
    kind: notice.kind,
    trigger: Object.fromEntries(
      NOTICE_TRIGGER_FIELDS.map((field) => [field, notice.trigger[field]]),
    ) as NoticeTrigger,
    ...(notice.overdueDays !== undefined ? { overdueDays: notice.overdueDays } : {}),
    ...(notice.dueIn !== undefined ? { dueIn: notice.dueIn } : {}),
  };
}

/** Ours: the spec shows no notification texts for PM notices. */
export function noticeText(notice: PmNotice): { heading: string; message: string } {
  const t = notice.trigger;
  const due = [
    t.due_day ? `on ${formatSiteDate(t.due_at ?? t.due_day, t.timezone)}` : null,
    t.due_meter_hours !== null ? `at ${t.due_meter_hours} MHrs` : null,
  ]
    .filter(Boolean)
    .join(' or ');
  switch (notice.kind) {
    case 'first':
    case 'second':
      return { heading: 'PM reminder', message: `${t.title} on ${t.asset_name} is due ${due}.` };
    case 'onDue':
      return { heading: 'PM due', message: `${t.title} is due on ${t.asset_name}.` };
    case 'overdue':
      return {
        heading: 'PM overdue',
        message: notice.dueIn
          ? `${t.title} on ${t.asset_name}: ${notice.dueIn}.`
          : `${t.title} is overdue on ${t.asset_name}.`,
      };
    case 'ignored':
      return {
        heading: 'PM still overdue',
        message: `${t.title} on ${t.asset_name} has been overdue for ${notice.overdueDays ?? 0} days and is still not completed.`,
      };
  }
}
