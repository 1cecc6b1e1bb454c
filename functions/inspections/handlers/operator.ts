/**
 * The operator API of the mobile app (shared/inspections/api.ts): the assets an operator may
 * inspect, the exclusive checkout (a draft), photo upload URLs, the submit (handlers/submit.ts)
 * and the check-in. The four writes take the field app's client_request_id
 * (functions/lib/idempotency.ts: a repeat answers the first result) and device_time (the step's
 * time on the phone, bounded: shared/inspections/rules.ts 'Field sync', which also decides the
 * sync conflicts).
 */
import { randomUUID } from 'node:crypto';
import { AssetMessages } from '#shared/assets/messages.js';
import { isActiveAsset } from '#shared/assets/rules.js';
import type { SuccessEnvelope } from '#lib/envelope.js';
import { InspectionsApi } from '#shared/inspections/api.js';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { boundedDeviceTime, InspectionStage } from '#shared/inspections/rules.js';
import { Messages } from '#shared/messages.js';
import { feedSites, siteOf } from '#functions/assets/index.js';
import { Sub } from '#functions/assets/index.js';
import { getAsset, getAssets } from '#functions/assets/index.js';
import { readEntries } from '#functions/assets/index.js';
import { photoUrl } from '#functions/assets/index.js';
import { getMany } from '#lib/batch-get.js';
import { ok } from '#lib/envelope.js';
import { badRequest, conflict, forbidden, notFound } from '#lib/errors.js';
import { idempotent } from '#lib/idempotency.js';
import { failedCondition } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';
import { route } from '#functions/users/index.js';
import type { Org } from '#functions/tenancy/index.js';
import type { User } from '#functions/users/index.js';
import { photoUploadUrl as presignedUpload, type PhotoUpload } from '../store/photos.js';
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
import { checklistOf, ownInspection } from './operator-reads.js';

interface Caller {
  user: User;
  roleId: number;
  siteId: number;
}

/** The sites the operator inspects in: the active one (or theirs under the all-sites entry). */
const operatorSites = (caller: Caller, org: Org) => feedSites(caller, org);

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
