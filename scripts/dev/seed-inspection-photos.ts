/**
 * Photos of the seeded inspections: small real PNGs (a plain drawing of the checked item, rendered
 * once per kind with sharp), put in the files bucket under the inspections domain's keys
 * (functions/inspections/store/photos.ts) with the thumbnail the twin's thumbnail code makes of them
 * (functions/inspections/thumbnails.ts thumbnailOf, once per kind: same bytes, same code).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import { photoKey, thumbnailKey } from '#functions/inspections/store/photos.js';
import { thumbnailOf } from '#functions/inspections/thumbnails.js';
import { getS3 } from '#lib/s3.js';
import { config } from '#lib/config.js';

export interface SeedPhoto {
  tenant: string;
  inspection_id: string;
  image_name: string;
  /** What it shows: a checklist item's id, or 'walkAround'. */
  kind: string;
  /** The caption drawn on it. */
  caption: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A phone-photo-sized drawing of the item: yard ground, the part in close-up, a marker where the fault is. */
function drawing(kind: string, caption: string): string {
  const part =
    kind === 'hydraulicHoses' || kind === 'hydraulicFluid'
      ? '<path d="M80 300 C 220 120, 400 420, 560 200" stroke="#1b1b1b" stroke-width="26" fill="none"/><ellipse cx="330" cy="318" rx="70" ry="18" fill="#6b4f1d" opacity="0.8"/>'
      : kind === 'tyres' || kind === 'tracks'
        ? '<circle cx="320" cy="250" r="150" fill="#222"/><circle cx="320" cy="250" r="70" fill="#9a9a9a"/><path d="M430 170 l40 -20 l-10 45 z" fill="#c9c9c9"/>'
        : kind === 'lights' || kind === 'mirrors'
          ? '<rect x="200" y="140" width="240" height="170" rx="20" fill="#f2b705"/><rect x="235" y="170" width="170" height="110" rx="12" fill="#dfe8ef"/><path d="M250 180 L390 270 M300 175 L260 275" stroke="#555" stroke-width="4"/>'
          : kind === 'engineOil' || kind === 'coolant'
            ? '<rect x="250" y="90" width="140" height="260" rx="14" fill="#e6e6e6" stroke="#444" stroke-width="6"/><rect x="256" y="280" width="128" height="64" fill="#b08a2e"/><line x1="240" y1="200" x2="400" y2="200" stroke="#c00" stroke-width="5"/>'
            : kind === 'seatBelt' || kind === 'horn' || kind === 'fireExtinguisher'
              ? '<rect x="170" y="110" width="300" height="240" rx="30" fill="#3b3b3b"/><rect x="300" y="120" width="40" height="220" fill="#c21f2f"/><rect x="285" y="215" width="70" height="40" fill="#bbb"/>'
              : '<rect x="110" y="190" width="300" height="110" fill="#f2b705"/><rect x="250" y="120" width="110" height="70" fill="#9cc3e6" stroke="#333" stroke-width="4"/><circle cx="170" cy="315" r="40" fill="#222"/><circle cx="350" cy="315" r="40" fill="#222"/>';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">` +
    `<rect width="640" height="480" fill="#8fa3b0"/><rect y="360" width="640" height="120" fill="#b9a383"/>${part}` +
    `<circle cx="520" cy="90" r="46" fill="none" stroke="#e02020" stroke-width="8"/>` +
    `<rect x="0" y="428" width="640" height="52" fill="#000" opacity="0.55"/>` +
    `<text x="18" y="462" font-family="sans-serif" font-size="24" fill="#fff">${escape(caption)}</text></svg>`
  );
}

/** The PNG and its thumbnail of each kind, made once per process. */
const rendered = new Map<string, Promise<{ png: Buffer; thumbnail: Buffer }>>();
function imagesOf(kind: string, caption: string) {
  let images = rendered.get(kind);
  if (!images) {
    images = (async () => {
      const { default: sharp } = await import('sharp');
      const png = await sharp(Buffer.from(drawing(kind, caption)))
        .png({ compressionLevel: 9 })
        .toBuffer();
      return { png, thumbnail: await thumbnailOf(png) };
    })();
    rendered.set(kind, images);
  }
  return images;
}

/** Puts every photo and its thumbnail in the files bucket, a few at a time. */
export async function putSeedPhotos(photos: SeedPhoto[], parallel = 8): Promise<void> {
  const s3 = getS3();
  await pLimit(parallel).map(photos, async (photo) => {
    const { png, thumbnail } = await imagesOf(photo.kind, photo.caption);
    await Promise.all([
      s3.send(
        new PutObjectCommand({
          Bucket: config.filesBucket,
          Key: photoKey(photo.tenant, photo.inspection_id, photo.image_name),
          Body: png,
          ContentType: 'image/png',
        }),
      ),
      s3.send(
        new PutObjectCommand({
          Bucket: config.filesBucket,
          Key: thumbnailKey(photo.tenant, photo.inspection_id, photo.image_name),
          Body: thumbnail,
          ContentType: 'image/jpeg',
        }),
      ),
    ]);
  });
}
