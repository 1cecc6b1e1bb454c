/** Helpers for the inspection and dashboard browser tests: the demo operator as a mobile client (checkout, photos by presigned PUT, submit). */
import { expect } from '@playwright/test';
import sharp from 'sharp';
import type { ChecklistAttribute } from '../../shared/forms/schemas.js';
import { apiAs, type NewAsset, RENO_YARD } from './assets-support';

/** The demo operator at Reno Yard, calling as the mobile app does. */
export const OPERATOR = {
  username: 'operator@demo.test',
  roleId: 3,
  siteId: RENO_YARD.siteId,
  platform: 'app' as const,
};

export const NOT_OK = 'Not ok';

/** A small real PNG photo (a coloured square with a gradient), as a phone would upload. */
export async function photoBytes(seed: number, size = 480): Promise<Buffer> {
  const pixels = Buffer.alloc(size * size * 3);
  for (let i = 0; i < size * size; i++) {
    pixels[i * 3] = (seed * 53 + (i % size)) % 256;
    pixels[i * 3 + 1] = (seed * 97 + Math.floor(i / size)) % 256;
    pixels[i * 3 + 2] = (seed * 31) % 256;
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

export interface Submitted {
  inspection_id: string;
  /** The names of the items answered Not ok. */
  failed: string[];
  new_notok_attributes: { id: string; name: string }[];
  issues_opened: string[];
}

/**
 * The operator checks the asset out, uploads `photos` photos by presigned PUT and submits: the
 * first `failed` Ok / Not ok items answered Not ok (the same items each time), the rest their first choice.
 */
export async function inspectAsset(
  asset: NewAsset,
  options: {
    failed?: number;
    photos?: number;
    meterHours?: number;
    notes?: string;
    important?: boolean;
    /** The PNG bytes of photo `index` (default: photoBytes). */
    photo?: (index: number) => Promise<Buffer>;
  } = {},
): Promise<Submitted> {
  const checkout = await apiAs<{ inspection_id: string; checklist: { attributes: ChecklistAttribute[] } }>(
    OPERATOR,
    'POST',
    'Inspection/CheckoutAsset',
    { asset_id: asset.asset_id },
  );
  expect(checkout, JSON.stringify(checkout)).toMatchObject({ success: 1 });
  const { inspection_id, checklist } = checkout.data;

  const imageNames: string[] = [];
  for (let i = 0; i < (options.photos ?? 0); i++) {
    const bytes = options.photo ? await options.photo(i) : await photoBytes(i + 1);
    const url = await apiAs<{ image_name: string; upload_url: string; headers: Record<string, string> }>(
      OPERATOR,
      'POST',
      'Inspection/PhotoUploadUrl',
      { inspection_id, content_type: 'image/png', size: bytes.length },
    );
    expect(url, JSON.stringify(url)).toMatchObject({ success: 1 });
    const put = await fetch(url.data.upload_url, {
      method: 'PUT',
      headers: url.data.headers,
      body: new Uint8Array(bytes),
    });
    expect(put.status, await put.text()).toBe(200);
    imageNames.push(url.data.image_name);
  }

  const failable = checklist.attributes.filter((a) => a.values.includes(NOT_OK));
  const failed = failable.slice(0, options.failed ?? 0);
  expect(failed.length).toBe(options.failed ?? 0);
  const submit = await apiAs<Omit<Submitted, 'failed' | 'inspection_id'>>(
    OPERATOR,
    'POST',
    'Inspection/SubmitInspection',
    {
      inspection_id,
      meter_hours: options.meterHours ?? 100,
      shift: 1,
      attributes: checklist.attributes.map((a) => ({
        id: a.id,
        value: failed.includes(a) ? NOT_OK : a.values[0],
      })),
      operator_notes: options.notes ?? 'Walkaround done',
      is_comment_important: options.important ?? false,
      image_names: imageNames,
    },
  );
  expect(submit, JSON.stringify(submit)).toMatchObject({ success: 1 });
  return { inspection_id, failed: failed.map((a) => a.name), ...submit.data };
}
