/**
 * A gallery of photo thumbnails (spec 2.9): only the small thumbnails load in the grid; clicking
 * one opens the zoom popup (a Cloudscape Modal) with the full photo, Previous / Next between them.
 * A thumbnail not made yet (the thumbnail maker runs just after an upload) shows a placeholder and
 * asks the owner to refresh its URLs every few seconds for a minute at most (onThumbnailMissing).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import './photos.css';

export interface GalleryPhoto {
  /** Stable key (the image name). */
  id: string;
  thumbnailUrl: string;
  url: string;
  /** What the photo shows, for screen readers and the popup's title. */
  alt: string;
  /** Shown under the thumbnail (an asset name and date, say). */
  caption?: ReactNode;
}

export interface PhotoGalleryProps {
  photos: GalleryPhoto[];
  /** Shown when there are no photos (spec: 'No photos'). */
  emptyText: string;
  /** Called (at most every few seconds) while some thumbnail failed to load. */
  onThumbnailMissing?: () => void;
}

const RETRY_MS = 3000;
/** A thumbnail that never comes (a photo the maker cannot read) stops the asking after a minute. */
const MAX_RETRIES = 20;

function Thumbnail({
  photo,
  onOpen,
  onMissing,
}: {
  photo: GalleryPhoto;
  onOpen: () => void;
  onMissing: () => void;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === photo.thumbnailUrl;
  return (
    <figure className="ac-photo-tile">
      <button type="button" className="ac-photo-button" aria-label={`Zoom ${photo.alt}`} onClick={onOpen}>
        {failed ? (
          <span className="ac-photo-pending">Preparing thumbnail...</span>
        ) : (
          <img
            src={photo.thumbnailUrl}
            alt={photo.alt}
            loading="lazy"
            decoding="async"
            onError={() => {
              setFailedUrl(photo.thumbnailUrl);
              onMissing();
            }}
          />
        )}
      </button>
      {photo.caption && <figcaption className="ac-photo-caption">{photo.caption}</figcaption>}
    </figure>
  );
}

export function PhotoGallery({ photos, emptyText, onThumbnailMissing }: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  const lastRetry = useRef(0);
  const retryTimer = useRef(0);
  const retries = useRef(0);
  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const missing = () => {
    if (!onThumbnailMissing || retryTimer.current || retries.current >= MAX_RETRIES) return;
    retries.current += 1;
    const wait = Math.max(0, lastRetry.current + RETRY_MS - Date.now());
    retryTimer.current = window.setTimeout(() => {
      retryTimer.current = 0;
      lastRetry.current = Date.now();
      onThumbnailMissing();
    }, wait || RETRY_MS);
  };

  if (photos.length === 0) {
    return (
      <Box textAlign="center" color="text-body-secondary" padding="l">
        {emptyText}
      </Box>
    );
  }
  const shown = open === null ? null : photos[open];
  return (
    <>
      <div className="ac-photo-grid" data-testid="photo-gallery">
        {photos.map((photo, index) => (
          <Thumbnail key={photo.id} photo={photo} onOpen={() => setOpen(index)} onMissing={missing} />
        ))}
      </div>
      {shown && open !== null && (
        <Modal
          visible
          size="large"
          closeAriaLabel="Close"
          onDismiss={() => setOpen(null)}
          header={shown.alt}
          footer={
            photos.length > 1 ? (
              <Box float="right">
                <SpaceBetween direction="horizontal" size="xs">
                  <Button disabled={open === 0} onClick={() => setOpen(open - 1)}>
                    Previous
                  </Button>
                  <Button disabled={open === photos.length - 1} onClick={() => setOpen(open + 1)}>
                    Next
                  </Button>
                </SpaceBetween>
              </Box>
            ) : undefined
          }
        >
          <div className="ac-photo-zoom">
            <img src={shown.url} alt={`${shown.alt} (full size)`} />
          </div>
          {shown.caption && (
            <Box textAlign="center" color="text-body-secondary" margin={{ top: 's' }}>
              {shown.caption}
            </Box>
          )}
        </Modal>
      )}
    </>
  );
}
