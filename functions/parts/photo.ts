/**
 * A part's photo in the files bucket (`part-photos/{tenant}/{part}/{photo_file}`, the name ours: a
 * uuid and the type's extension), as the branding logo (functions/tenancy/logo.ts) keeps its
 * logo: the presigned PUT the browser uploads with (type and length signed), the HEAD check the
 * save makes before it keeps the name (s3rver does not check signatures, and a client could PUT
 * something else), the presigned GET the part's rows answer with, and the deletion of a photo
 * replaced or removed.
 */
import { randomUUID } from 'node:crypto';
import { PartMessages } from '#shared/parts/messages.js';
import {
  PART_PHOTO_CONTENT_TYPES,
  PART_PHOTO_MAX_BYTES,
  PART_PHOTO_TYPES,
  PART_PHOTO_UPLOAD_MINUTES,
  type PartPhotoType,
} from '#shared/parts/photo-rules.js';
import type { PartPhotoUpload } from '#shared/parts/schemas.js';
import { loadS3 } from '#lib/aws.js';
import { config } from '#lib/config.js';
import { badRequest } from '#lib/errors.js';
import { logger } from '#lib/logger.js';
import type { PartRecord } from './store/entities.js';

export const PART_PHOTO_PREFIX = 'part-photos/';
/** How long a photo's GET lasts: a list or detail page stays open this long with its images. */
export const PART_PHOTO_URL_SECONDS = 12 * 3600;

const photoKey = (tenant: string, partId: string, photoFile: string) =>
  `${PART_PHOTO_PREFIX}${tenant}/${partId}/${photoFile}`;

/** A presigned PUT of a new photo of the part. */
export async function partPhotoUploadUrl(
  tenant: string,
  partId: string,
  input: { content_type: PartPhotoType; size: number },
): Promise<PartPhotoUpload> {
  const seconds = PART_PHOTO_UPLOAD_MINUTES * 60;
  const photoFile = `${randomUUID()}.${PART_PHOTO_TYPES[input.content_type]}`;
  const { presignedPut } = await loadS3();
  const upload_url = await presignedPut({
    bucket: config.filesBucket,
    key: photoKey(tenant, partId, photoFile),
    contentType: input.content_type,
    size: input.size,
    expiresIn: seconds,
  });
  return {
    photo_file: photoFile,
    upload_url,
    headers: { 'Content-Type': input.content_type },
    expires_at: new Date(Date.now() + seconds * 1000).toISOString(),
  };
}

/** Refuses (400) unless the photo is in the bucket under the part, an allowed image type and within the size. */
export async function assertPartPhotoUploaded(tenant: string, partId: string, photoFile: string) {
  const { headOrNull } = await loadS3();
  const head = await headOrNull(config.filesBucket, photoKey(tenant, partId, photoFile));
  if (!head || (head.ContentLength ?? 0) === 0) throw badRequest(PartMessages.photoMissing);
  const type = (head.ContentType ?? '').split(';')[0].trim().toLowerCase();
  if (!(PART_PHOTO_CONTENT_TYPES as string[]).includes(type)) throw badRequest(PartMessages.photoTypeInvalid);
  if ((head.ContentLength ?? 0) > PART_PHOTO_MAX_BYTES) throw badRequest(PartMessages.photoTooLarge);
}

/**
 * Deletes a photo the part no longer shows (replaced or removed), after the write that dropped it
 * committed. A failure is logged, not thrown: the part is saved; the object is only an orphan.
 */
export async function deletePartPhoto(tenant: string, partId: string, photoFile: string): Promise<void> {
  try {
    const { getS3, DeleteObjectCommand } = await loadS3();
    await getS3().send(
      new DeleteObjectCommand({ Bucket: config.filesBucket, Key: photoKey(tenant, partId, photoFile) }),
    );
  } catch (error) {
    logger.warn('part photo: the old object was not deleted', {
      tenant,
      part: partId,
      error: (error as Error).message,
    });
  }
}

/** The part's photo as a presigned GET, or null without one. */
export async function partPhotoUrl(part: Pick<PartRecord, 'tenant' | 'part_id' | 'photo_file'>) {
  if (!part.photo_file) return null;
  const { presignedGet } = await loadS3();
  return presignedGet({
    bucket: config.filesBucket,
    key: photoKey(part.tenant, part.part_id, part.photo_file),
    expiresIn: PART_PHOTO_URL_SECONDS,
  });
}
