/**
 * The no-sign-in request portal's calls (shared/requests/api.ts PortalApi): the asset's name, a
 * presigned upload of the optional photo, and the report. Quiet: the page shows every outcome
 * itself (a link that is not valid, too many reports, the thank-you).
 */
import type * as z from 'zod';
import { PortalApi } from '@shared/requests/api';
import type { portalReportBody } from '@shared/requests/schemas';
import { callApi } from '../../../app/api/client';

export type PortalReport = z.input<typeof portalReportBody>;

export async function getPortalAsset(token: string) {
  return (
    await callApi(PortalApi.getPortalAsset, { params: { token } }, { quiet: true, expectUnauthorized: true })
  ).data;
}

/** Uploads the photo to S3 through the presigned PUT the portal hands out; answers its key for the report. */
export async function uploadPortalPhoto(token: string, file: File): Promise<string> {
  const { data } = await callApi(
    PortalApi.getPortalPhotoUploadUrl,
    { params: { token }, body: { content_type: file.type as 'image/jpeg', size: file.size } },
    { quiet: true, expectUnauthorized: true },
  );
  const put = await fetch(data.upload_url, {
    method: 'PUT',
    headers: { 'content-type': data.content_type },
    body: file,
  });
  if (!put.ok) throw new Error('upload failed');
  return data.photo;
}

export const reportProblem = (token: string, body: PortalReport) =>
  callApi(PortalApi.reportProblem, { params: { token }, body }, { quiet: true, expectUnauthorized: true });
