/**
 * The part's photo on its page (issue 25 item 1): the image, or 'No photo'; writers choose an image
 * (JPEG, PNG or WebP, at most 5 MB) to set or replace it, uploaded by presigned PUT
 * (Part/PartPhotoUploadUrl) and then saved on the part (Part/SetPartPhoto), or remove it.
 */
import { useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { PartMessages } from '@shared/parts/messages';
import { PART_PHOTO_CONTENT_TYPES } from '@shared/parts/photo-rules';
import type { PartRow } from '@shared/parts/schemas';
import { toast } from '../../../app/toasts';
import { refreshPart } from '../common/after-write';
import { removePartPhoto, uploadPartPhoto } from '../common/parts-calls';

export function PartPhoto({ part, canWrite }: { part: PartRow; canWrite: boolean }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const done = (message: string) => {
    toast.success(message);
    return refreshPart(queryClient, part.part_id);
  };
  const upload = useMutation({
    mutationFn: (file: File) => uploadPartPhoto(part.part_id, file),
    onSuccess: () => done(PartMessages.photoSaved),
  });
  const remove = useMutation({
    mutationFn: () => removePartPhoto(part.part_id),
    onSuccess: () => done(PartMessages.photoRemoved),
  });
  const choose = (file: File | undefined) => {
    if (!file) return;
    if (!(PART_PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type))
      return toast.error(PartMessages.photoTypeInvalid);
    upload.mutate(file);
  };

  return (
    <SpaceBetween size="xs">
      {part.photo_url ? (
        <img className="ac-part-photo" src={part.photo_url} alt={`Photo of ${part.part_number}`} />
      ) : (
        <Box color="text-status-inactive">No photo</Box>
      )}
      {canWrite && (
        <SpaceBetween direction="horizontal" size="xs">
          <input
            ref={input}
            type="file"
            accept={PART_PHOTO_CONTENT_TYPES.join(',')}
            hidden
            aria-label="Photo file"
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          <Button iconName="upload" loading={upload.isPending} onClick={() => input.current?.click()}>
            {part.photo_url ? 'Replace Photo' : 'Set Photo'}
          </Button>
          {part.photo_url && (
            <Button loading={remove.isPending} onClick={() => remove.mutate()}>
              Remove Photo
            </Button>
          )}
        </SpaceBetween>
      )}
    </SpaceBetween>
  );
}
