/**
 * Downscales a camera photo on the phone before it is stored and uploaded (issue 22): the longest
 * side at most 1600 px, JPEG, under 400 kB, stepping the quality down until it fits.
 * createImageBitmap decodes (and applies the photo's EXIF orientation); a canvas re-encodes.
 */
export const MAX_SIDE = 1600;
export const MAX_BYTES = 400 * 1024;
const QUALITIES = [0.85, 0.75, 0.65, 0.55, 0.45, 0.35];

export async function downscale(file: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  try {
    let scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    for (;;) {
      const width = Math.max(1, Math.round(bitmap.width * scale));
      const height = Math.max(1, Math.round(bitmap.height * scale));
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      context.drawImage(bitmap, 0, 0, width, height);
      for (const quality of QUALITIES) {
        const blob = await new Promise<Blob | null>((resolve) =>
          canvas.toBlob(resolve, 'image/jpeg', quality),
        );
        if (blob && blob.size <= MAX_BYTES) return blob;
      }
      // Still too large at the lowest quality: a smaller picture.
      scale *= 0.75;
    }
  } finally {
    bitmap.close();
  }
}
