/**
 * The thumbnail maker: run on each object created under the files bucket's inspections/ prefix
 * (in the cloud an EventBridge rule sends S3's Object Created events, infra/media-stack.ts; on the
 * twin the S3 emulator's wrapper, scripts/dev/s3-main.ts, sends S3 notification records). Each photo gets one
 * JPEG, longest side THUMBNAIL_SIZE, at inspections/{tenant}/{inspection_id}/thumbs/{name}.jpg;
 * a photo whose thumbnail exists is skipped, so repeated events do no work twice.
 */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { S3Event } from 'aws-lambda';
import { THUMBNAIL_SIZE } from '#shared/inspections/rules.js';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';
import { logger } from '#lib/logger.js';
import { parsePhotoKey, thumbnailKey } from './store/photos.js';

async function exists(bucket: string, key: string): Promise<boolean> {
  try {
    await getS3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return true;
  } catch (error) {
    if (
      (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404 ||
      (error as Error).name === 'NotFound'
    )
      return false;
    throw error;
  }
}

/** JPEG bytes of the image scaled down (never up) to fit a THUMBNAIL_SIZE square, turned upright. */
export async function thumbnailOf(image: Uint8Array): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(image)
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Makes the thumbnail of one photo key (false when the key is not a photo or it already has one). */
export async function makeThumbnail(bucket: string, key: string): Promise<boolean> {
  const photo = parsePhotoKey(key);
  if (!photo) return false;
  const target = thumbnailKey(photo.tenant, photo.inspectionId, photo.imageName);
  if (await exists(bucket, target)) return false;
  const object = await getS3().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  const bytes = await object.Body!.transformToByteArray();
  await getS3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: target,
      Body: await thumbnailOf(bytes),
      ContentType: 'image/jpeg',
    }),
  );
  return true;
}

/** S3 event keys are URL-encoded with '+' for spaces. */
const keyOf = (raw: string) => decodeURIComponent(raw.replace(/\+/g, ' '));

/** S3 notification records, or one EventBridge 'Object Created' event. */
export type ObjectCreatedEvent =
  | Pick<S3Event, 'Records'>
  | { 'detail-type'?: string; detail: { bucket: { name: string }; object: { key: string } } };

const objectsOf = (event: ObjectCreatedEvent) =>
  'Records' in event
    ? (event.Records ?? []).map((r) => ({ bucket: r.s3.bucket.name, key: r.s3.object.key }))
    : [{ bucket: event.detail.bucket.name, key: event.detail.object.key }];

export async function handler(event: ObjectCreatedEvent): Promise<{ made: number }> {
  let made = 0;
  for (const object of objectsOf(event)) {
    const bucket = object.bucket || config.filesBucket;
    const key = keyOf(object.key);
    try {
      if (await makeThumbnail(bucket, key)) made++;
    } catch (error) {
      // A photo sharp cannot read gets no thumbnail; the detail's thumbnail URL then fails to load, nothing else.
      logger.error('thumbnail not made', { key, error: (error as Error).message });
    }
  }
  return { made };
}
