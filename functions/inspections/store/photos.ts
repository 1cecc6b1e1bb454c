/**
 * Inspection photos in the files bucket: their keys (inspections/{tenant}/{inspection_id}/{name}
 * and the thumbnail under thumbs/), the presigned PUT an operator uploads with (type and size
 * signed), presigned GETs, and the HEAD check the submit makes (s3rver does not check signatures).
 */
import { randomUUID } from 'node:crypto';
import { InspectionMessages } from '#shared/inspections/messages.js';
import { MAX_PHOTO_BYTES, PHOTO_TYPES, PHOTO_UPLOAD_MINUTES } from '#shared/inspections/rules.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { badRequest } from '#lib/errors.js';

export const PHOTO_PREFIX = 'inspections/';
export const PHOTO_URL_SECONDS = 3600;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

export const photoKey = (tenant: string, inspectionId: string, imageName: string) =>
  `${PHOTO_PREFIX}${tenant}/${inspectionId}/${imageName}`;
export const thumbnailKey = (tenant: string, inspectionId: string, imageName: string) =>
  `${PHOTO_PREFIX}${tenant}/${inspectionId}/thumbs/${imageName}.jpg`;
/** A photo's key (not a thumbnail's) split into its parts, or null. */
export function parsePhotoKey(
  key: string,
): { tenant: string; inspectionId: string; imageName: string } | null {
  const match = /^inspections\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(key);
  return match ? { tenant: match[1], inspectionId: match[2], imageName: match[3] } : null;
}
/** Names are ours (a uuid and the type's extension): nothing the client sends becomes a key. */
export const isImageName = (name: string) => /^[0-9a-f-]{36}\.(jpg|png|webp)$/.test(name);

export interface PhotoUpload {
  image_name: string;
  upload_url: string;
  headers: Record<string, string>;
  expires_at: string;
}

/** A presigned PUT of one photo, its content type and length signed (a new name, or the one a repeat was given). */
export async function photoUploadUrl(
  tenant: string,
  inspectionId: string,
  contentType: string,
  size: number,
  imageName = `${randomUUID()}.${EXTENSIONS[contentType]}`,
): Promise<PhotoUpload> {
  const seconds = PHOTO_UPLOAD_MINUTES * 60;
  const { presignedPut } = await loadS3();
  const upload_url = await presignedPut({
    bucket: config.filesBucket,
    key: photoKey(tenant, inspectionId, imageName),
    contentType,
    size,
    expiresIn: seconds,
  });
  return {
    image_name: imageName,
    upload_url,
    headers: { 'Content-Type': contentType },
    expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
  };
}

/** A presigned GET of a key (an hour). */
export async function signedGet(key: string): Promise<string> {
  const { presignedGet } = await loadS3();
  return presignedGet({ bucket: config.filesBucket, key, expiresIn: PHOTO_URL_SECONDS });
}

export async function photoUrls(
  tenant: string,
  inspectionId: string,
  imageName: string,
): Promise<{ image_name: string; url: string; thumbnail_url: string }> {
  const [url, thumbnail_url] = await Promise.all([
    signedGet(photoKey(tenant, inspectionId, imageName)),
    signedGet(thumbnailKey(tenant, inspectionId, imageName)),
  ]);
  return { image_name: imageName, url, thumbnail_url };
}

/** Refuses (400) unless every named photo was uploaded, is an allowed type and at most the size limit. */
export async function assertPhotosUploaded(
  tenant: string,
  inspectionId: string,
  imageNames: string[],
): Promise<void> {
  for (const name of imageNames) if (!isImageName(name)) throw badRequest(InspectionMessages.photoMissing);
  const { headOrNull } = await loadS3();
  const heads = await Promise.all(
    imageNames.map((name) => headOrNull(config.filesBucket, photoKey(tenant, inspectionId, name))),
  );
  for (const head of heads) {
    if (!head) throw badRequest(InspectionMessages.photoMissing);
    if ((head.ContentLength ?? 0) > MAX_PHOTO_BYTES) throw badRequest(InspectionMessages.photoTooLarge);
    if (!(PHOTO_TYPES as readonly string[]).includes((head.ContentType ?? '').split(';')[0].trim()))
      throw badRequest(InspectionMessages.photoTypeInvalid);
  }
}
