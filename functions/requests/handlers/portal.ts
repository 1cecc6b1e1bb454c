/**
 * The no-sign-in request portal (public routes: no token; the tenant and asset come only from the
 * random portal token of the label's QR link). It shows the asset's name and nothing else, and
 * takes a problem report (title, description, optional photo by presigned PUT) that lands as an
 * Open manual request (portal) for the asset's site's managers, who are notified. Reports and
 * photo uploads are rate-limited per source address and per asset; a refusal writes nothing.
 */
import { randomBytes } from 'node:crypto';
import { GetItemCommand } from 'dynamodb-toolbox/entity/actions/get';
import { PutTransaction } from 'dynamodb-toolbox/entity/actions/transactPut';
import { AssetStatus, NotificationType } from '#shared/codes.js';
import { PortalApi } from '#shared/requests/api.js';
import { RequestMessages } from '#shared/requests/messages.js';
import {
  PORTAL_BODY_MAX,
  PORTAL_LIMIT_PER_ADDRESS,
  PORTAL_LIMIT_PER_ASSET,
  PORTAL_WINDOW_SECONDS,
  PORTAL_PHOTO_MAX_BYTES,
  PORTAL_UPLOAD_PREFIX,
} from '#shared/requests/rules.js';
import { getAsset, type AssetRecord } from '#functions/assets/index.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { ok } from '#lib/envelope.js';
import { badRequest, HttpError, notFound } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import { rateRefused, rateWrite, sourceOf } from '#lib/rate-limit.js';
import { isServiceUnavailable } from '#lib/retry.js';
import { writeTransaction } from '#lib/transactions.js';
import { raiseForSiteManagers } from '#functions/notifications/index.js';
import { route } from '#functions/users/index.js';
import { getOrg } from '#functions/tenancy/index.js';
import { resolvePortalToken } from '#functions/assets/index.js';
import { newRequest, nextId, PortalPhotoEntity, requestCreateWrites } from '../store/requests.js';

const PHOTO_EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const PHOTO_UPLOAD_SECONDS = 600;
const tooMany = () => new HttpError(429, RequestMessages.portalTooMany);

/** The asset a token names, if it is still an asset one may report on; anything else is the same 'not valid'. */
async function portalAsset(token: string): Promise<{ tenant: string; asset: AssetRecord }> {
  const found = await resolvePortalToken(token);
  const asset = found ? await getAsset(found.tenant, found.asset_id) : undefined;
  if (!found || !asset || asset.status === AssetStatus.Disposed)
    throw notFound(RequestMessages.portalLinkInvalid);
  return { tenant: found.tenant, asset };
}

function refuseOversized(event: { body?: string | null }) {
  if ((event.body?.length ?? 0) > PORTAL_BODY_MAX)
    throw new HttpError(413, RequestMessages.portalBodyTooLarge);
}

/** GET Portal/GetAsset/{token}: the asset's name only. */
export const getPortalAsset = route(PortalApi.getPortalAsset, async ({ params }) => {
  const { asset } = await portalAsset(params.token);
  return ok({ name: asset.name });
});

/** POST Portal/GetPhotoUploadUrl/{token}: a presigned PUT (10 minutes, the type and at most 10 MB) for one photo. */
export const getPortalPhotoUploadUrl = route(
  PortalApi.getPortalPhotoUploadUrl,
  async ({ params, body, event }) => {
    refuseOversized(event);
    const { tenant, asset } = await portalAsset(params.token);
    const photo = `portal/${randomBytes(18).toString('base64url')}.${PHOTO_EXTENSIONS[body.content_type]}`;
    const key = `${PORTAL_UPLOAD_PREFIX}${tenant}/${photo}`;
    const now = Date.now();
    try {
      await writeTransaction([
        rateWrite(
          tenant,
          `PHOTOADDR#${sourceOf(event)}`,
          PORTAL_LIMIT_PER_ADDRESS * 2,
          PORTAL_WINDOW_SECONDS,
          now,
        ),
        PortalPhotoEntity.build(PutTransaction).item({
          tenant,
          photo,
          asset_id: asset.asset_id,
          key,
          expires_at: Math.floor(now / 1000) + 24 * 3600,
        }),
      ]);
    } catch (error) {
      if (rateRefused(error)) throw tooMany();
      throw error;
    }
    // The length is signed: S3 refuses a body of any other size (SignatureDoesNotMatch).
    const { presignedPut } = await loadS3();
    const upload_url = await presignedPut({
      bucket: config.filesBucket,
      key,
      contentType: body.content_type,
      size: body.size,
      expiresIn: PHOTO_UPLOAD_SECONDS,
    });
    return ok({ upload_url, photo, content_type: body.content_type });
  },
);

/**
 * The photo a report names: handed out for this asset, uploaded, an image of at most 10 MB; copied
 * from the uploads (which expire unclaimed) to the request's own key, which is returned.
 */
async function claimReportPhoto(
  tenant: string,
  assetId: number,
  photo: string | null | undefined,
): Promise<{ key: string; copied: boolean } | undefined> {
  if (!photo) return undefined;
  const { Item } = await PortalPhotoEntity.build(GetItemCommand).key({ tenant, photo }).send();
  if (!Item || Item.asset_id !== assetId) throw badRequest(RequestMessages.portalPhotoInvalid);
  const { getS3, CopyObjectCommand, HeadObjectCommand } = await loadS3();
  try {
    const head = await getS3().send(new HeadObjectCommand({ Bucket: config.filesBucket, Key: Item.key }));
    if (
      (head.ContentLength ?? 0) > PORTAL_PHOTO_MAX_BYTES ||
      !Object.keys(PHOTO_EXTENSIONS).includes(head.ContentType ?? '')
    )
      throw badRequest(RequestMessages.portalPhotoInvalid);
  } catch (error) {
    // Storage out of reach is not the photo's fault: that is a 503 (lib/middleware/error-envelope.ts).
    if (error instanceof HttpError || isServiceUnavailable(error)) throw error;
    throw badRequest(RequestMessages.portalPhotoInvalid);
  }
  const claimed = `requests/${tenant}/${photo}`;
  // A photo handed out before uploads had their own prefix is already where it belongs.
  if (Item.key === claimed) return { key: claimed, copied: false };
  await getS3().send(
    new CopyObjectCommand({
      Bucket: config.filesBucket,
      CopySource: `${config.filesBucket}/${Item.key}`,
      Key: claimed,
    }),
  );
  return { key: claimed, copied: true };
}

/** POST Portal/ReportProblem/{token}: an Open manual request (portal) for the site's managers. */
export const reportProblem = route(PortalApi.reportProblem, async ({ params, body, event }) => {
  refuseOversized(event);
  const { tenant, asset } = await portalAsset(params.token);
  const photo = await claimReportPhoto(tenant, asset.asset_id, body.photo);
  const photoKey = photo?.key;
  const at = new Date();
  const mrId = await nextId(tenant, 'MR');
  const record = newRequest({
    tenant,
    mr_id: mrId,
    asset,
    // Stored as typed: the web app shows text, never HTML.
    title: body.title,
    description: body.description,
    priority: 45,
    by: { uuid: 'portal', name: 'Portal report' },
    at,
    extra: { is_portal: true, ...(photoKey ? { photo_key: photoKey } : {}) },
  });
  try {
    await writeTransaction([
      rateWrite(
        tenant,
        `ADDR#${sourceOf(event)}`,
        PORTAL_LIMIT_PER_ADDRESS,
        PORTAL_WINDOW_SECONDS,
        at.getTime(),
      ),
      rateWrite(
        tenant,
        `ASSET#${asset.asset_id}`,
        PORTAL_LIMIT_PER_ASSET,
        PORTAL_WINDOW_SECONDS,
        at.getTime(),
      ),
      ...requestCreateWrites(record),
    ]);
  } catch (error) {
    // Nothing half-made: the claimed copy goes with the refused report (the upload stays, to retry).
    if (photo?.copied)
      await loadS3()
        .then(({ getS3, DeleteObjectCommand }) =>
          getS3().send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: photo.key })),
        )
        .catch((cause: Error) => logger.warn('claimed portal photo not removed', { key: photoKey, cause }));
    if (rateRefused(error)) throw tooMany();
    throw error;
  }
  try {
    await raiseForSiteManagers(tenant, await getOrg(tenant), [
      {
        siteId: asset.site_id,
        type: NotificationType.MaintenanceRequestCreated,
        heading: 'New maintenance request',
        message: `A problem was reported on ${asset.name}: ${body.title}`,
        refId: String(mrId),
      },
    ]);
  } catch (error) {
    logger.warn('portal notification not raised', { tenant, mr: mrId, error: (error as Error).message });
  }
  return ok({ reported: true as const }, RequestMessages.portalReported);
});
