/**
 * POST Inspection/SubmitInspection, the operator API's submit (handlers/operator.ts has the rest of
 * that API): one transaction with the issues of new failed items, the meter reading's PM record
 * beside it, the client_request_id's first result answered to a repeat, device_time bounded.
 */
import { ActivityType, meterHoursError } from '#shared/assets/rules.js';
import { ValuesType } from '#shared/forms/rules.js';
import { InspectionsApi } from '#shared/inspections/api.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import {
  boundedDeviceTime,
  checkAnswers,
  InspectionStage,
  inspectionStatusName,
  isAutoApproved,
} from '#shared/inspections/rules.js';
import { Messages } from '#shared/messages.js';
import { activityWrites } from '#functions/activity/index.js';
import { displayName, siteOf } from '#functions/assets/index.js';
import { getAsset, meterReadingWrite, updateAsset } from '#functions/assets/index.js';
import { prepareMeterReading } from '#functions/pm/index.js';
import { findForm } from '#functions/forms/index.js';
import { failedItemWrites } from '#functions/issues/index.js';
import { openSentinels } from '#functions/issues/index.js';
import { ok } from '#lib/envelope.js';
import { conflict, HttpError, notFound } from '#lib/errors.js';
import { idempotent } from '#lib/idempotency.js';
import { logger } from '#lib/logger.js';
import { failedCondition } from '#lib/retry.js';
import { MAX_TRANSACTION_ITEMS, writeTransaction, type Transaction } from '#lib/transactions.js';
import { inspectionRollupWrites } from '#functions/rollups/index.js';
import type { Prefetch } from '#lib/middleware/types.js';
import { parseJson } from '#lib/middleware/validate.js';
import { route } from '#functions/users/index.js';
import type { Tenant } from '#functions/tenancy/index.js';
import { submitNotice } from '../operations/notices.js';
import { assertPhotosUploaded } from '../store/photos.js';
import {
  applyInspectionChanges,
  getInspection,
  updateInspectionWrites,
  type InspectionRecord,
} from '../store/inspections.js';
import { checklistFrom, checklistOf, ownInspection } from './operator-reads.js';

/** A failed checklist item: an Ok / Not ok item answered Not ok. */
const isNotOk = (a: { values_type: number; value: string }) =>
  a.values_type === ValuesType.OkNotOk && a.value === 'Not ok';

/**
 * How often a submit prepares its meter reading again after other readings of the asset came first:
 * as often as a reading written alone does (functions/pm/store/meter.ts); 5 ran out on a loaded
 * machine with eight readings landing beside the submit (operator.test.ts).
 */
const METER_ATTEMPTS = 12;

/**
 * Writes the main transaction and, past DynamoDB's 100-item limit (many new failed items), the
 * remaining issue writes in further transactions: the inspection and its own entries always go
 * in the first, so a later failure leaves a submitted inspection with fewer issues, never issues
 * of an unsubmitted one. Each issue's items stay together (failedItemWrites' order is kept).
 */
async function writeInChunks(main: Transaction[], rest: Transaction[]): Promise<void> {
  const room = MAX_TRANSACTION_ITEMS - main.length;
  await writeTransaction([...main, ...rest.slice(0, room)]);
  for (let i = room; i < rest.length; i += MAX_TRANSACTION_ITEMS)
    await writeTransaction(rest.slice(i, i + MAX_TRANSACTION_ITEMS));
}

type PreparedMeterReading = Awaited<ReturnType<typeof prepareMeterReading>>;

/**
 * Writes a submit (writeInChunks) with its meter reading's PM items (the asset's PM meter state and
 * the reading's event, pm/operations/meter-reading.ts) last of the first transaction. The state's
 * put is conditioned on the version read: when another reading of the asset came first, nothing was
 * written, and the reading is prepared again over it (`prepareAgain`), up to METER_ATTEMPTS times.
 */
async function writeWithMeterReading(
  main: Transaction[],
  rest: Transaction[],
  prepared: PreparedMeterReading,
  prepareAgain: () => Promise<PreparedMeterReading>,
): Promise<void> {
  let meter = prepared;
  for (let attempt = 1; ; attempt++) {
    try {
      return await writeInChunks([...main, ...meter.writes], rest);
    } catch (error) {
      // The state's put comes first of the reading's items (an unconditional outbox item when its read failed).
      if (!failedCondition(error, main.length) || attempt >= METER_ATTEMPTS) throw error;
      meter = await prepareAgain();
    }
  }
}

/** The draft the raw body names, read beside the caller's authentication (RouteOptions.prefetch): the submit's first read. */
const prefetchDraft: Prefetch<Tenant> = async (tenant, event) => {
  const id = (parseJson(event) as { inspection_id?: unknown } | null)?.inspection_id;
  return typeof id === 'string' && id.length > 0 && id.length <= 100
    ? getInspection(tenant.company_code, id)
    : undefined;
};

/** POST Inspection/SubmitInspection: Pending (or accepted at once where the site does not review), issues for new failed items, managers told. */
export const submitInspection = route(
  InspectionsApi.submitInspection,
  async ({ tenant, user, body, org, prefetched }) => {
    const code = tenant.company_code;
    const received = new Date();
    return idempotent(
      {
        tenant: code,
        user: user.uuid,
        operation: 'SubmitInspection',
        key: body.client_request_id,
        request: body,
      },
      async (guard) => {
        const [orgData, before] = await Promise.all([
          org(),
          prefetched.then((draft) =>
            ownInspection(code, user, body.inspection_id, draft as InspectionRecord | undefined),
          ),
        ]);
        if (before.status !== InspectionStage.Draft) throw conflict(InspectionMessages.alreadySubmitted);
        // The asset, the form the draft was checked out with, and the open-issue sentinels of the items
        // answered Not ok (the asset is the draft's), read together; the asset's own form if it changed since.
        const notOkIds = body.attributes.filter((a) => a.value.toLowerCase() === 'not ok').map((a) => a.id);
        // The PM meter state's read (pm/operations/meter-reading.ts) starts with them; it never rejects.
        const at = received;
        const reading = prepareMeterReading(code, before.asset_id, body.meter_hours, at);
        const [asset, draftForm, openSentinelsOfAsset] = await Promise.all([
          getAsset(code, before.asset_id),
          before.form_id ? findForm(code, before.company_id, before.form_id) : Promise.resolve(undefined),
          notOkIds.length
            ? openSentinels(code, before.asset_id, notOkIds)
            : Promise.resolve(new Map<string, string>()),
        ]);
        if (!asset) throw notFound(InspectionMessages.inspectionNotFound);
        const checklist =
          draftForm && asset.inspectionform_id === before.form_id && asset.company_id === before.company_id
            ? checklistFrom(draftForm)
            : await checklistOf(code, asset);
        // Conflict (d): a sync (with a client id) is answered against the current checklist, leniently.
        const checked = checkAnswers(checklist.attributes, body.attributes, guard.active);
        if ('problem' in checked)
          throw new HttpError(
            400,
            checked.problem,
            checked.messageKey ? { message_key: checked.messageKey, params: checked.params } : null,
          );
        const answers = checked.answers;
        // Conflict (b): a reading below one recorded meanwhile is refused; the user corrects it.
        const lastReading = asset.meter_hours ?? null;
        const meterProblem = meterHoursError(body.meter_hours, lastReading);
        if (meterProblem)
          throw new HttpError(
            400,
            meterProblem,
            lastReading !== null && body.meter_hours < lastReading
              ? { message_key: 'meterBelowLast', params: { last: lastReading } }
              : null,
          );
        const imageNames = [...new Set(body.image_names)];
        const [meter] = await Promise.all([
          reading,
          assertPhotosUploaded(code, before.inspection_id, imageNames),
        ]);

        const site = siteOf(orgData, asset.site_id);
        const company = orgData.companies.find((c) => c.company_id === asset.company_id);
        const auto = isAutoApproved({ showHideApprove: site?.showHideApprove ?? true });
        const by = displayName(user);
        const timezone = site?.timezone ?? 'UTC';
        const failed = await failedItemWrites({
          tenant: code,
          asset,
          inspectionId: before.inspection_id,
          items: answers.filter(isNotOk).map((a) => ({ id: a.id, name: a.name })),
          by: { uuid: user.uuid, name: by },
          timezone,
          at,
          openIssues: company?.create_issues_from_inspections ?? true,
          open: openSentinelsOfAsset,
        });
        // The device's submit time, bounded (never before the checkout); the receive time beside it.
        const submittedAt = boundedDeviceTime(body.device_time, received, before.checkout_requested_at);
        const after = applyInspectionChanges(before, {
          status: auto ? InspectionStage.Accepted : InspectionStage.Pending,
          submitted_at: submittedAt,
          synced_at: received.toISOString(),
          ...(body.device_time ? { device_submitted_at: body.device_time } : {}),
          ...(auto ? { approved_at: submittedAt, manager_name: 'System' } : {}),
          shift: body.shift,
          meter_hours: body.meter_hours,
          operator_notes: body.operator_notes,
          is_comment_important: body.is_comment_important,
          form_id: checklist.form_id,
          form_name: checklist.form_name,
          answers,
          new_notok_attributes: failed.newNotOk,
          image_names: imageNames,
          issue_ids: [...failed.opened, ...failed.commented],
        });
        // One small transaction: the inspection (item 0), the roll-ups, then the issues with their
        // counters (failed.transactions). The list index, dashboard, activity lines and the managers'
        // notices (the submit's and its issues') follow the commit (updateInspectionWrites' outbox item,
        // functions/lib/outbox.ts: retried, applied once), so the submit pays for a dozen items, not
        // sixty plus a write per manager. Chosen over writing them after the commit in the request (the
        // BatchWrite variant): that still costs the request two or three round trips and loses them when
        // the Lambda dies between the two.
        const main = [
          ...updateInspectionWrites(
            before,
            after,
            [
              ...activityWrites({
                tenant: code,
                asset,
                type: auto ? ActivityType.InspectionAutoApproved : ActivityType.InspectionSubmitted,
                message: auto
                  ? `Inspection submitted by ${by} was approved automatically`
                  : `Inspection submitted by ${by}`,
                by: auto ? 'System' : by,
                timezone,
                at,
              }),
              ...failed.deferred,
            ],
            [submitNotice(after, auto), ...failed.notices],
          ),
          ...inspectionRollupWrites(before, after, asset, timezone),
        ];
        const result = ok({
          inspection_id: after.inspection_id,
          status: after.status,
          status_name: inspectionStatusName(after.status),
          new_notok_attributes: after.new_notok_attributes,
          issues_opened: failed.opened,
          issues_commented: failed.commented,
        });
        // The client id's record commits with the inspection (the first transaction).
        main.push(...guard.record(result));
        // The reading's PM items ride along, last of the first transaction: PM moves the asset's meter
        // triggers (Due, Overdue, their notices) from the outbox after the commit.
        try {
          await writeWithMeterReading(main, failed.transactions, meter, () =>
            prepareMeterReading(code, before.asset_id, body.meter_hours, at),
          );
        } catch (error) {
          if (failedCondition(error, 0)) throw conflict(InspectionMessages.alreadySubmitted);
          if (failedCondition(error)) throw conflict(Messages.recordChanged);
          throw error;
        }
        if (auto) await recordAutoApprovedMeter(code, asset.asset_id, body.meter_hours, timezone);
        return result;
      },
    );
  },
  { prefetch: prefetchDraft },
);

/**
 * An auto-approved inspection's meter reading, written after the submit: the submit's
 * transaction may already update the asset (its open-issue count), and one transaction cannot
 * touch an item twice. Skipped when the asset moved past it meanwhile.
 */
async function recordAutoApprovedMeter(
  tenant: string,
  assetId: number,
  meterHours: number,
  timezone: string,
): Promise<void> {
  const asset = await getAsset(tenant, assetId);
  if (!asset || (asset.meter_hours ?? -1) >= meterHours) return;
  try {
    await updateAsset(asset, { meter_hours: meterHours }, [
      meterReadingWrite(tenant, {
        asset_id: assetId,
        meter_hours: meterHours,
        timezone,
        updated_by_name: 'System',
      }),
      ...activityWrites({
        tenant,
        asset,
        type: ActivityType.MeterHoursUpdated,
        message: `Meter hours updated from ${asset.meter_hours ?? 0} to ${meterHours}`,
        by: 'System',
        timezone,
      }),
    ]);
  } catch (error) {
    logger.warn('auto-approved meter reading not recorded', {
      tenant,
      assetId,
      error: (error as Error).message,
    });
  }
}
