/**
 * The S3 client, created once per process (its endpoint from AWS_ENDPOINT_URL_S3 on the twin), its
 * commands and presigned links. Request code loads this module on first use (loadS3 in aws.ts): S3
 * is about 140 KB of a bundle that a cold start whose first request shows no file would compile.
 */
import {
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type HeadObjectCommandOutput,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from './config.js';

let s3: S3Client | undefined;
export function getS3(): S3Client {
  s3 ??= new S3Client({
    region: config.region,
    forcePathStyle: config.s3ForcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return s3;
}

export {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
export { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** A presigned GET of an object; `downloadName` makes the browser save it under that name. */
export function presignedGet(input: {
  bucket: string;
  key: string;
  expiresIn: number;
  downloadName?: string;
}): Promise<string> {
  return getSignedUrl(
    getS3(),
    new GetObjectCommand({
      Bucket: input.bucket,
      Key: input.key,
      ...(input.downloadName !== undefined && {
        ResponseContentDisposition: `attachment; filename="${input.downloadName}"`,
      }),
    }),
    { expiresIn: input.expiresIn },
  );
}

/** A presigned PUT with its content type and length signed: S3 refuses a body of any other type or size. */
export function presignedPut(input: {
  bucket: string;
  key: string;
  contentType: string;
  size: number;
  expiresIn: number;
}): Promise<string> {
  return getSignedUrl(
    getS3(),
    new PutObjectCommand({
      Bucket: input.bucket,
      Key: input.key,
      ContentType: input.contentType,
      ContentLength: input.size,
    }),
    { expiresIn: input.expiresIn, signableHeaders: new Set(['content-type', 'content-length']) },
  );
}

/** The object's HEAD, or null when there is no such object. */
export async function headOrNull(bucket: string, key: string): Promise<HeadObjectCommandOutput | null> {
  try {
    return await getS3().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404 || (error as Error).name === 'NotFound' || (error as Error).name === 'NoSuchKey')
      return null;
    throw error;
  }
}
