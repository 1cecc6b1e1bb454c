/**
 * The inspection details screen's call (spec 7 'GET inspection details by id'), typed by
 * shared/inspections/api.ts. Keys start with 'inspections', so an approval refreshes them; the
 * photo URLs it carries are presigned for an hour, so the answer is kept fresh for 10 minutes.
 */
import { useQuery } from '@tanstack/react-query';
import { InspectionsApi } from '@shared/inspections/api';
import type { InspectionDetail } from '@shared/inspections/detail-schemas';
import { callApi } from '../../../app/api/client';
import type { GalleryPhoto } from '../../../components/photos/PhotoGallery';

export const inspectionKeys = {
  all: ['inspections'] as const,
  detail: (inspectionId: string, siteId: number | null) =>
    ['inspections', 'detail', inspectionId, siteId] as const,
  photos: (siteId: number | null, filters: unknown) => ['inspections', 'photos', siteId, filters] as const,
};

const FRESH_MS = 10 * 60 * 1000;

/** The inspection; an unknown or foreign id fails with the server's message (shown by the page, not toasted). */
export function useInspectionDetail(inspectionId: string, siteId: number | null) {
  return useQuery({
    queryKey: inspectionKeys.detail(inspectionId, siteId),
    queryFn: async () =>
      (
        await callApi(
          InspectionsApi.getInspectionDetails,
          { params: { inspection_id: inspectionId } },
          { quiet: true },
        )
      ).data,
    enabled: inspectionId.trim() !== '',
    staleTime: FRESH_MS,
  });
}

/** The inspection's photos for the gallery: thumbnails in the grid, the full photo when zoomed. */
export function galleryPhotosOf(detail: InspectionDetail): GalleryPhoto[] {
  return detail.image_list.images.map((image, index) => ({
    id: image.image_name,
    thumbnailUrl: image.thumbnail_url,
    url: image.url,
    alt: `Photo ${index + 1} of ${detail.asset_name}`,
  }));
}
