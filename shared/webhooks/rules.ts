/**
 * Webhooks' pure rules (issue 28 item 2): who manages them, which events an endpoint may ask for
 * (and the outbox content each comes from), which URLs are accepted, and the retry schedule.
 */
import { Role } from '../codes.js';

/** Company admins manage their company's endpoints; a super admin those of the active site's company. */
export const WEBHOOK_ROLES = [Role.CompanyAdmin, Role.SuperAdmin] as const;

/**
 * The events an endpoint may subscribe to: only those the domains already raise through the outbox
 * (functions/lib/outbox.ts), so no choice is dead. Each maps to what an outbox item carries:
 * - `inspection.submitted`: an inspection submit's site notice (types 1 auto-approved and
 *   2 pending review, functions/inspections/handlers/submit.ts);
 * - `issue.opened`: the new-issue site notices (type 4) that travel in an outbox item (the issues
 *   a submit opens), and a RaisedEvent in the issue's own outbox item for an issue opened by
 *   Issue/CreateIssue (the Issues page, or a manager from an inspection: functions/issues/operations/issues.ts
 *   issueOpenedEvent; its notice is sent directly, not through the outbox);
 * - `part.low-stock`: the parts domain's `parts.low-stock` outbox event;
 * - the others: a RaisedEvent (functions/lib/outbox.ts raisedEvent) the owning domain puts in its
 *   write's outbox item, in the write's own transaction:
 *   `workorder.created` / `workorder.completed` (functions/workorders/operations/workorders.ts
 *   workOrderWrites: every work order write, from the page, a request or the field app);
 *   `issue.closed` (functions/issues/operations/issues.ts changeIssueWrites, on the move to Closed);
 *   `inspection.approved` (functions/inspections/operations/approve.ts: ApproveInspection, and
 *   CreateIssue with isapprove);
 *   `asset.changed` (functions/assets/store/assets.ts assetChangedEvent: the Assets calls' add,
 *   edit and status change; `data.change` is created, updated or deactivated; and each asset of
 *   an import, Asset/BulkUploadAssets or the import job, created, once the import has committed:
 *   functions/assets/import-events.ts).
 *   `pm.due` / `pm.overdue` (functions/pm/operations/pm-events.ts: the transaction that moves a
 *   trigger to Due or Overdue, the PM sweep's for a time trigger, functions/pm/jobs.ts, and a meter
 *   reading's for a meter trigger, functions/pm/operations/engine.ts saveStep: inspection submit or
 *   approval, Asset/UpdateMeterHours, the public API's meter readings; `data.meter_hours` is then the reading).
 */
export const WEBHOOK_EVENTS = [
  'inspection.submitted',
  'issue.opened',
  'part.low-stock',
  'workorder.created',
  'workorder.completed',
  'issue.closed',
  'inspection.approved',
  'asset.changed',
  'pm.due',
  'pm.overdue',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** The event a test delivery ("Send test event") carries; never subscribed to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'inspection.submitted': 'Inspection submitted',
  'issue.opened': 'Issue opened',
  'part.low-stock': 'Low stock',
  'workorder.created': 'Work order created',
  'workorder.completed': 'Work order completed',
  'issue.closed': 'Issue closed',
  'inspection.approved': 'Inspection approved',
  'asset.changed': 'Asset changed',
  'pm.due': 'PM due',
  'pm.overdue': 'PM overdue',
};

export const WEBHOOK_URL_MAX = 500;
/** A company keeps a handful of endpoints; the list is one partition read. */
export const WEBHOOK_MAX_PER_COMPANY = 20;

/**
 * Endpoints must be https. The twin (not in the cloud) also accepts plain http to 127.0.0.1, for
 * a local receiver in tests and demos; the server passes `allowLocal` only when it runs outside
 * Lambda, so the cloud never posts to its own loopback.
 */
export function isAllowedWebhookUrl(value: string, allowLocal: boolean): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return url.hostname !== '' && !(url.hostname === '127.0.0.1' && !allowLocal);
  return allowLocal && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

/** A delivery is retried for a day after its first attempt, then given up. */
export const WEBHOOK_RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;
/** An endpoint whose deliveries have failed for this long (no success in between) is paused. */
export const WEBHOOK_PAUSE_AFTER_MS = 24 * 60 * 60 * 1000;
/** An attempt of the retry sweep or a test event waits at most this long for an answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/**
 * A first attempt, made by the outbox consumer as an item is applied, waits at most this long: the
 * consumer's other work (the partition's later items) must not wait on a slow receiver. The
 * attempts to an item's endpoints run side by side; one not answered in time is retried by the sweep.
 */
export const WEBHOOK_FIRST_ATTEMPT_TIMEOUT_MS = 3_000;

/**
 * Exponential backoff: the wait before attempt `attempt + 1` after attempt `attempt` failed:
 * 30 s, 1 min, 2 min ... doubling, at most an hour (about 30 attempts in the day).
 */
export const retryDelayMs = (attempt: number) =>
  Math.min(60 * 60_000, 30_000 * 2 ** Math.max(0, attempt - 1));

/** The signature header: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>`. */
export const SIGNATURE_HEADER = 'AssetCare-Signature';
export const EVENT_ID_HEADER = 'AssetCare-Event-Id';
