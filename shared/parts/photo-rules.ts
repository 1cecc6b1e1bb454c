/**
 * A part's optional photo (issue 25 item 1): uploaded by the browser with a presigned PUT (its type
 * and length signed, as the branding logo and attachments are), then saved on the part by its
 * stored name (a uuid and the type's extension, ours); shown by a presigned GET.
 */
export const PART_PHOTO_TYPES = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;
export type PartPhotoType = keyof typeof PART_PHOTO_TYPES;
export const PART_PHOTO_CONTENT_TYPES = Object.keys(PART_PHOTO_TYPES) as [PartPhotoType, ...PartPhotoType[]];
export const PART_PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PART_PHOTO_UPLOAD_MINUTES = 15;

/** A stored photo name as PartPhotoUploadUrl makes them (nothing else is saved on a part). */
export const isPartPhotoFile = (name: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/.test(name);
