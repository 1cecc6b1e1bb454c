/**
 * The S3 client, created once per process (its endpoint from AWS_ENDPOINT_URL_S3 on the twin).
 */
import { S3Client } from '@aws-sdk/client-s3';
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
