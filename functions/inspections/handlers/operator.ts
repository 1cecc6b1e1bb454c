/**
 * The operator API of the mobile app (shared/inspections/api.ts): the assets an operator may
 * inspect, the exclusive checkout (a draft), photo upload URLs, the submit (one transaction with
 * the issues of new failed items) and the check-in. The four writes take the field app's
 * client_request_id (functions/lib/idempotency.ts: a repeat answers the first result) and
 * device_time (the step's time on the phone, bounded: shared/inspections/rules.ts 'Field sync',
 * which also decides the sync conflicts).
 */
import { randomUUID } from 'node:crypto';
import { AssetMessages } from '#shared/assets/messages.js';
import { ActivityType, isActiveAsset, meterHoursError } from '#shared/assets/rules.js';
import type { SuccessEnvelope } from '#lib/envelope.js';
import { FormMessages } from '#shared/forms/messages.js';
import { checklistAttributes, FormTypeId, parseFormData, ValuesType } from '#shared/forms/rules.js';
import type { ChecklistAttribute } from '#shared/forms/schemas.js';
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
import { feedSites, displayName, siteOf } from '#functions/assets/index.js';
import { Sub } from '#functions/assets/index.js';
import {
  getAsset,
  getAssets,
  meterReadingWrite,
  updateAsset,
  type AssetRecord,
} from '#functions/assets/index.js';
import { prepareMeterReading } from '#functions/pm/index.js';
import { readEntries } from '#functions/assets/index.js';
import { photoUrl } from '#functions/assets/index.js';
import { findForm } from '#functions/forms/index.js';
import { failedItemWrites } from '#functions/issues/index.js';
import { openSentinels } from '#functions/issues/index.js';
import { getMany } from '#lib/batch-get.js';
import { ok } from '#lib/envelope.js';
import { badRequest, conflict, forbidden, HttpError, notFound } from '#lib/errors.js';
import { idempotent } from '#lib/idempotency.js';
import { logger } from '#lib/logger.js';
import { failedCondition } from '#lib/retry.js';
import { MAX_TRANSACTION_ITEMS, writeTransaction, type Transaction } from '#lib/transactions.js';
import { inspectionRollupWrites } from '#functions/rollups/index.js';
import type { Prefetch } from '#lib/middleware/types.js';
import { parseJson } from '#lib/middleware/validate.js';
import { route } from '#functions/users/index.js';
import type { Org, Tenant } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';
import { submitNotice } from '../operations/notices.js';
import {
  assertPhotosUploaded,
  photoUploadUrl as presignedUpload,
  type PhotoUpload,
} from '../store/photos.js';
import {
  AssetCheckoutEntity,
  applyInspectionChanges,
  checkoutWrites,
  getAssetCheckout,
  getInspection,
  releaseCheckoutWrite,
  updateInspectionWrites,
  type InspectionRecord,
} from '../store/inspections.js';
import { getInspections } from '../store/list-index.js';
import { operatorAssetOf } from '../views.js';

interface Caller {
  user: User;
  roleId: number;
  siteId: number;
}

/** The sites the operator inspects in: the active one (or theirs under the all-sites entry). */
const operatorSites = (caller: Caller, org: Org) => feedSites(caller, org);

type Checklist = { form_id: string; form_name: string; attributes: ChecklistAttribute[] };

/** The asset's checklist as GetAssetForm derives it (404 without one). */
async function checklistOf(tenant: string, asset: AssetRecord): Promise<Checklist> {
  return checklistFrom(
    asset.inspectionform_id ? await findForm(tenant, asset.company_id, asset.inspectionform_id) : undefined,
  );
}
function checklistFrom(form: Awaited<ReturnType<typeof findForm>>): Checklist {
  if (!form) throw notFound(FormMessages.formNotFound);
  if (form.form_type_id !== FormTypeId.InspectionChecklist) throw badRequest(FormMessages.notAChecklist);
  const definition = parseFormData(form.form_data);
  return {
    form_id: form.form_id,
    form_name: form.form_name,
    attributes: definition ? checklistAttributes(definition) : [],
  };
}

/** The caller's own inspection (another operator's is not found); `read` is one read already (prefetchDraft). */
async function ownInspection(
  tenant: string,
  user: User,
  inspectionId: string,
  read?: InspectionRecord,
): Promise<InspectionRecord> {
  const record = read?.inspection_id === inspectionId ? read : await getInspection(tenant, inspectionId);
  if (!record) throw notFound(InspectionMessages.inspectionNotFound);
  if (record.operator_uuid !== user.uuid) throw notFound(InspectionMessages.inspectionNotFound);
  return record;
}

/** GET Inspection/GetAssetsForUser/{uuid}: the active assets of the operator's site, read from the asset list index. */
export const getAssetsForUser = route(
  InspectionsApi.getAssetsForUser,
  async ({ tenant, user, roleId, siteId, params, org }) => {
    if (params.uuid !== user.uuid) throw forbidden(Messages.roleNotAuthorised);
    const orgData = await org();
    const sites = operatorSites({ user, roleId, siteId }, orgData);
    const entries = (
      await Promise.all(
        sites.map((s) =>
          readEntries(tenant.company_code, s.company_id, Sub.site(s.site_id), { prefix: '1#' }),
        ),
      )
    ).flat();
    const ids = entries.map((e) => e.asset_id);
    const [assets, holders] = await Promise.all([
      getAssets(tenant.company_code, ids),
      getMany(
        AssetCheckoutEntity,
        ids.map((asset_id) => ({ tenant: tenant.company_code, asset_id })),
      ),
    ]);
    const heldBy = new Map(holders.map((h) => [h.asset_id, h]));
    // The stage of the caller's own checkouts (a few at most): only an accepted one may be checked in.
    const mine = holders.filter((h) => h.operator_uuid === user.uuid);
    const myStages = new Map(
      (
        await getInspections(
          tenant.company_code,
          mine.map((h) => h.inspection_id),
        )
      ).map((record) => [record.inspection_id, record.status]),
    );
    const rows = await Promise.all(
      assets
        .filter((a) => isActiveAsset(a.status))
        .map(async (a) => ({
          ...operatorAssetOf(
            a,
            siteOf(orgData, a.site_id),
            heldBy.get(a.asset_id),
            user.uuid,
            myStages.get(heldBy.get(a.asset_id)?.inspection_id ?? ''),
          ),
          asset_photo: await photoUrl(a.photo_key),
        })),
    );
    return ok(rows);
  },
);

/** POST Inspection/CheckoutAsset: a draft inspection of an active asset of the caller's site, one operator at a time. */
export const checkoutAsset = route(
  InspectionsApi.checkoutAsset,
  async ({ tenant, user, roleId, siteId, body, org }) => {
    const code = tenant.company_code;
    const received = new Date();
    return idempotent(
      {
        tenant: code,
        user: user.uuid,
        operation: 'CheckoutAsset',
        key: body.client_request_id,
        request: body,
      },
      async (guard) => {
        const [orgData, asset] = await Promise.all([org(), getAsset(code, body.asset_id)]);
        const sites = new Set(operatorSites({ user, roleId, siteId }, orgData).map((s) => s.site_id));
        if (!asset || !sites.has(asset.site_id)) throw notFound(AssetMessages.assetNotFound);
        // Conflict (c): an asset made inactive before the checkout reached the server.
        if (!isActiveAsset(asset.status)) throw badRequest(InspectionMessages.assetNotInspectable);
        const checklist = await checklistOf(code, asset);
        const answer = (record: Pick<InspectionRecord, 'inspection_id' | 'checkout_requested_at'>) =>
          ok({
            inspection_id: record.inspection_id,
            asset_id: asset.asset_id,
            checkoutRequestDateTime: record.checkout_requested_at,
            last_meter_hours: asset.meter_hours ?? null,
            checklist,
          });
        // The caller's own hold answers again (stored under the client id too); conflict (a): someone else's is 409.
        const held = async () => {
          const holder = await getAssetCheckout(code, asset.asset_id);
          if (!holder) return null;
          if (holder.operator_uuid !== user.uuid) throw conflict(InspectionMessages.assetInUse);
          const result = answer({ inspection_id: holder.inspection_id, checkout_requested_at: holder.at });
          await guard.store(result);
          return result;
        };
        const existing = await held();
        if (existing) return existing;
        const now = received.toISOString();
        const draft = {
          tenant: code,
          inspection_id: randomUUID(),
          asset_id: asset.asset_id,
          internal_asset_id: asset.internal_asset_id,
          asset_name: asset.name,
          company_id: asset.company_id,
          site_id: asset.site_id,
          status: InspectionStage.Draft,
          operator_uuid: user.uuid,
          operator_firstname: user.firstname,
          operator_lastname: user.lastname,
          checkout_requested_at: boundedDeviceTime(body.device_time, received),
          checkout_synced_at: now,
          ...(body.device_time ? { device_checkout_at: body.device_time } : {}),
          shift: 0,
          meter_hours: 0,
          operator_notes: '',
          is_comment_important: false,
          manager_notes: '',
          form_id: checklist.form_id,
          form_name: checklist.form_name,
          answers: [],
          new_notok_attributes: [],
          image_names: [],
          issue_ids: [],
          source: 'app',
          version: 1,
          created: now,
          modified: now,
        } satisfies InspectionRecord;
        const result = answer(draft);
        try {
          // The sentinel stays item 0; the client id's record commits with the draft.
          await writeTransaction([...checkoutWrites(draft), ...guard.record(result)]);
        } catch (error) {
          // Another checkout of the asset won the race: it is ours (a retried request) or someone else's.
          if (failedCondition(error, 0))
            return (await held()) ?? Promise.reject(conflict(InspectionMessages.assetInUse));
          throw error;
        }
        return result;
      },
    );
  },
);

/**
 * POST Inspection/PhotoUploadUrl: a presigned PUT for one photo of the caller's draft. A repeat
 * (same client_request_id) answers the same image_name; its URL is signed again when the first has
 * expired and the inspection is still a draft (an expired URL would leave the queued photo stuck).
 * device_time is taken and not kept (a photo's time is its upload's).
 */
export const photoUploadUrl = route(InspectionsApi.photoUploadUrl, async ({ tenant, user, body }) => {
  const code = tenant.company_code;
  type Answer = SuccessEnvelope<PhotoUpload>;
  return idempotent<Answer>(
    {
      tenant: code,
      user: user.uuid,
      operation: 'PhotoUploadUrl',
      key: body.client_request_id,
      request: body,
    },
    async (guard) => {
      const record = await ownInspection(code, user, body.inspection_id);
      if (record.status !== InspectionStage.Draft) throw conflict(InspectionMessages.alreadySubmitted);
      const result = ok(await presignedUpload(code, record.inspection_id, body.content_type, body.size));
      await guard.store(result);
      return result;
    },
    {
      replay: async (first) => {
        if (Date.parse(first.data.expires_at) > Date.now() + 60_000) return first;
        const record = await getInspection(code, body.inspection_id);
        if (record?.status !== InspectionStage.Draft) return first;
        return ok(
          await presignedUpload(
            code,
            record.inspection_id,
            body.content_type,
            body.size,
            first.data.image_name,
          ),
        );
      },
    },
  );
});

/** A failed checklist item: an Ok / Not ok item answered Not ok. */
const isNotOk = (a: { values_type: number; value: string }) =>
  a.values_type === ValuesType.OkNotOk && a.value === 'Not ok';

/** How often a submit prepares its meter reading again after other readings of the asset came first. */
const METER_ATTEMPTS = 5;

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
 * Writes a submit (writeInChunks) with its meter reading's record for the PM forecast (the asset's
 * PM meter state) last of the first transaction. That record is conditioned on the state's version
 * read: when another reading of the asset came first, nothing was written, and the reading is
 * prepared again over it (`prepareAgain`), up to METER_ATTEMPTS times. Answers the reading written.
 */
async function writeWithMeterReading(
  main: Transaction[],
  rest: Transaction[],
  prepared: PreparedMeterReading,
  prepareAgain: () => Promise<PreparedMeterReading>,
): Promise<PreparedMeterReading> {
  let meter = prepared;
  for (let attempt = 1; ; attempt++) {
    try {
      await writeInChunks([...main, ...meter.writes], rest);
      return meter;
    } catch (error) {
      const meterLost = meter.writes.length > 0 && failedCondition(error, main.length);
      if (!meterLost || attempt >= METER_ATTEMPTS) throw error;
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
        // The PM meter reads of the reading (pm/operations/engine.ts) start with them; they never reject.
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
        let [meter] = await Promise.all([
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
        // The reading's record for the PM forecast rides along, last of the first transaction.
        try {
          meter = await writeWithMeterReading(main, failed.transactions, meter, () =>
            prepareMeterReading(code, before.asset_id, body.meter_hours, at),
          );
        } catch (error) {
          if (failedCondition(error, 0)) throw conflict(InspectionMessages.alreadySubmitted);
          if (failedCondition(error)) throw conflict(Messages.recordChanged);
          throw error;
        }
        // A reading can bring PM triggers due (pm/operations/engine.ts): evaluated in this request (no round trip
        // when the asset has no meter triggers or none moved), beside the auto-approve's meter record.
        await Promise.all([
          auto
            ? recordAutoApprovedMeter(code, asset.asset_id, body.meter_hours, timezone)
            : Promise.resolve(),
          meter.evaluate(),
        ]);
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

/**
 * POST Inspection/CheckinAsset: the caller's accepted inspection's asset comes back; it leaves
 * Checked Out and is free again. checked_in_at is the device's time where sent (bounded, never
 * before the approval).
 */
export const checkinAsset = route(InspectionsApi.checkinAsset, async ({ tenant, user, body }) => {
  const code = tenant.company_code;
  const received = new Date();
  return idempotent(
    { tenant: code, user: user.uuid, operation: 'CheckinAsset', key: body.client_request_id, request: body },
    async (guard) => {
      const before = await ownInspection(code, user, body.inspection_id);
      if (before.status !== InspectionStage.Accepted || before.checked_in_at)
        throw conflict(InspectionMessages.notCheckedOut);
      const after = applyInspectionChanges(before, {
        checked_in_at: boundedDeviceTime(
          body.device_time,
          received,
          before.approved_at ?? before.submitted_at,
        ),
      });
      const result = ok(
        { inspection_id: after.inspection_id, checked_in_at: after.checked_in_at! },
        InspectionMessages.checkedIn,
      );
      try {
        await writeTransaction([
          ...updateInspectionWrites(before, after),
          releaseCheckoutWrite(before),
          ...guard.record(result),
        ]);
      } catch (error) {
        if (failedCondition(error)) throw conflict(InspectionMessages.notCheckedOut);
        throw error;
      }
      return result;
    },
  );
});
